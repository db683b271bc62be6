import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/book-appointment.cancel.$token";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { buttonStyles } from "~/components/ui/button";
import { bookingPages } from "~/config/booking-pages";
import { site } from "~/config/site";
import { AddressLead, BookingSummary, StaleLink } from "~/features/booking/booking-summary";
import { linkPageHandle, linkPageHeaders, linkPageMeta } from "~/features/booking/link-page";
import { bookingMessages } from "~/features/booking/messages";
import { Notice } from "~/features/booking/slot-choices";
import { bookingPath, bookingView, cancelAppointment, openLink } from "~/features/booking/pages.server";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { RouteHandle } from "~/root";
import { strongLinkClass } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = linkPageMeta("cancel");

export const handle: RouteHandle = linkPageHandle;

export const headers: Route.HeadersFunction = linkPageHeaders;

/** Showing the page changes nothing: mail scanners follow links, only the button cancels. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, services, linked } = await openLink(args, "cancel");
  return {
    state: linked.state,
    booking: bookingView(linked.booking, locale),
    keep: linked.state === "live" ? bookingPath(services, linked.booking, "view", locale) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, linked } = await openLink(args, "cancel");
  if (linked.state !== "live" || linked.booking.startsAt <= new Date()) return { cancelled: false };
  return { cancelled: await cancelAppointment(services, linked.booking) };
}

// A cancellation that gets no answer (offline) stays on the page and says the appointment still stands.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOr(serverAction, { cancelled: false, unanswered: true });

export default function CancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { state, booking, keep } = loaderData;

  if (actionData?.cancelled) {
    return (
      <>
        <PageHeader title={t.cancelledTitle}>
          <AddressLead>{format(t.cancelledText, { email: booking.email })}</AddressLead>
        </PageHeader>
        <div className="mx-auto max-w-7xl space-y-6 px-4 pb-16 *:max-w-3xl">
          <BookingSummary booking={booking} cancelled />
          <p>
            <LocalLink to="/book-appointment" className={strongLinkClass}>
              {t.bookAgain}
            </LocalLink>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={bookingPages.cancel.title[locale]}
        lead={state === "live" && !booking.passed ? t.cancelLead : undefined}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pb-16 *:max-w-3xl">
        {state !== "live" ? (
          <StaleLink state={state} />
        ) : (
          <>
            <BookingSummary booking={booking} />
            {booking.passed ? (
              <p className="text-slate-800">{t.cannotChange}</p>
            ) : (
              <>
                {actionData && "unanswered" in actionData && (
                  <Notice tone="error" title={t.cancelFailedTitle}>
                    <p>{format(t.cancelFailedText, { phone: site.phone })}</p>
                  </Notice>
                )}
                <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
                  <Form method="post">
                    <button
                      type="submit"
                      disabled={busy}
                      className={buttonStyles({ variant: "danger", size: "lg" })}
                    >
                      {busy ? t.cancelling : t.confirmCancel}
                    </button>
                  </Form>
                  {keep && (
                    <Link to={keep} className={strongLinkClass}>
                      {t.keep}
                    </Link>
                  )}
                </div>
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
