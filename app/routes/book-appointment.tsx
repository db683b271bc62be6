import { useActionData, useLocation } from "react-router";
import type { Route } from "./+types/book-appointment";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { bookAppointmentPage } from "~/config/pages/book-appointment";
import { BookingForm } from "~/features/booking/booking-form";
import { keptPageLoader, useKeptPage } from "~/features/booking/keep-page";
import { bookAppointment, loadBookingPage } from "~/features/booking/pages.server";
import { isRefusal, type FormOutcome } from "~/features/booking/picker";
import { DayStep, MeetingTypeStep, StepUnloaded, unloadedStep } from "~/features/booking/steps";
import { localeFromPath, localizePath } from "~/lib/i18n/locale";
import { servicesOf } from "~/lib/services.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, bookAppointmentPage);

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export function loader({ url, context }: Route.LoaderArgs) {
  return loadBookingPage(servicesOf(context), url, localeFromPath(url.pathname));
}

export function action({ request, url, context }: Route.ActionArgs) {
  return bookAppointment(context, request, localeFromPath(url.pathname));
}

// A booking that gets no answer (offline) stays on the page with its details and says it was not made.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOr(serverAction, { status: "failed", nearest: [] } satisfies FormOutcome);

// A step that gets no answer keeps the page as it was, details typed included, and says so.
export const clientLoader = (args: Route.ClientLoaderArgs) => keptPageLoader(args);

/**
 * Booking in steps on one page, each step a form: the meeting type and the day are GET forms (the
 * query string is the state, so every step works without JavaScript), the time and details a POST.
 */
export default function BookAppointmentPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { types, type, picker } = loaderData;
  useKeptPage(loaderData);
  const unanswered = "unanswered" in loaderData ? loaderData.unanswered : undefined;
  const unloaded = unloadedStep(unanswered, type);
  // Said anew (and brought into sight) for each choice that gets no answer.
  const notice = <StepUnloaded key={unanswered} />;
  const path = localizePath("/book-appointment", locale);
  const { search } = useLocation();
  // A refused slot may have been the day's last: the form stays, offering the nearest free ones.
  const refused = isRefusal(useActionData<FormOutcome>());
  return (
    <>
      <PageHeader title={bookAppointmentPage.title[locale]} lead={bookAppointmentPage.description[locale]} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16">
        <MeetingTypeStep
          types={types}
          selected={type?.id ?? null}
          action={path}
          notice={unloaded === "meeting" && notice}
        />
        {type && picker && (
          <DayStep
            number={2}
            picker={picker}
            action={path}
            keep={{ type: type.id }}
            notice={unloaded === "day" && notice}
          />
        )}
        {type && picker && (picker.day || refused) && (
          // Not keyed by day: details typed before changing the day stay in the form.
          <BookingForm type={type} day={picker.day} slots={picker.slots} action={`${path}${search}`} />
        )}
      </div>
    </>
  );
}
