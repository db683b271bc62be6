import { redirect, useActionData, useLocation } from "react-router";
import type { Route } from "./+types/book-appointment.reschedule.$token";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { bookingPages } from "~/config/booking-pages";
import { BookingSummary, StaleLink } from "~/features/booking/booking-summary";
import { keptPageLoader, useKeptPage } from "~/features/booking/keep-page";
import { linkPageHandle, linkPageHeaders, linkPageMeta } from "~/features/booking/link-page";
import { bookingMessages } from "~/features/booking/messages";
import { bookingView, loadReschedulePage, moveAppointment, openLink } from "~/features/booking/pages.server";
import { isRefusal, type FormOutcome } from "~/features/booking/picker";
import { RescheduleForm } from "~/features/booking/reschedule-form";
import { DayStep, StepUnloaded } from "~/features/booking/steps";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { RouteHandle } from "~/root";

export const meta: Route.MetaFunction = linkPageMeta("reschedule");

export const handle: RouteHandle = linkPageHandle;

export const headers: Route.HeadersFunction = linkPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { locale, services, linked } = await openLink(args, "reschedule");
  const booking = bookingView(linked.booking, locale);
  const movable = linked.state === "live" && !booking.passed;
  return {
    state: linked.state,
    booking,
    picker: movable ? await loadReschedulePage(services, args.url, linked.booking) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { locale, services, linked } = await openLink(args, "reschedule");
  // Cancelled or moved meanwhile: the page itself says so.
  if (linked.state !== "live") throw redirect(args.url.pathname, 303);
  return moveAppointment(services, args.request, locale, linked.booking);
}

// A move that gets no answer (offline) stays on the page with the chosen time and says it did not move.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOr(serverAction, { status: "failed", nearest: [] } satisfies FormOutcome);

// A day that gets no answer keeps the page as it was and says so.
export const clientLoader = (args: Route.ClientLoaderArgs) => keptPageLoader(args);

/** Moving a booking: its current time, then a day and a free time of the same meeting type. */
export default function ReschedulePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const { state, booking, picker } = loaderData;
  useKeptPage(loaderData);
  const unanswered = "unanswered" in loaderData ? loaderData.unanswered : undefined;
  const { pathname, search } = useLocation();
  // A refused slot may have been the day's last: the form stays, offering the nearest free ones.
  const refused = isRefusal(useActionData<FormOutcome>());
  return (
    <>
      <PageHeader
        title={bookingPages.reschedule.title[locale]}
        lead={state === "live" && picker ? t.rescheduleLead : undefined}
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16">
        {state !== "live" ? (
          <StaleLink state={state} />
        ) : (
          <>
            <section aria-labelledby="current-heading" className="max-w-3xl">
              <h2 id="current-heading" className="mb-4 text-2xl font-semibold text-slate-900">
                {t.currentTime}
              </h2>
              <BookingSummary booking={booking} />
            </section>
            {!picker ? (
              <p className="text-slate-800">{t.cannotChange}</p>
            ) : (
              <>
                <DayStep
                  number={1}
                  picker={picker}
                  action={pathname}
                  keep={{}}
                  notice={unanswered !== undefined && <StepUnloaded key={unanswered} />}
                />
                {(picker.day || refused) && (
                  <RescheduleForm day={picker.day} slots={picker.slots} action={`${pathname}${search}`} />
                )}
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
