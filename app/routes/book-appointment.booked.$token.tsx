import { CalendarPlus, Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { Route } from "./+types/book-appointment.booked.$token";
import { PageHeader } from "~/components/layout/page-header";
import { buttonStyles } from "~/components/ui/button";
import { CheckList } from "~/components/ui/card";
import { notify } from "~/components/ui/toast";
import { bookingPages } from "~/config/booking-pages";
import { formatAddress, site } from "~/config/site";
import { documentRequirements } from "~/content/resources";
import { AddressLead, BookingSummary, StaleLink } from "~/features/booking/booking-summary";
import { calendarLink } from "~/features/booking/calendar-link";
import { linkPageHandle, linkPageHeaders, linkPageMeta } from "~/features/booking/link-page";
import { bookingMessages } from "~/features/booking/messages";
import { bookingPath, bookingView, MOVED_PARAM, openLink } from "~/features/booking/pages.server";
import { contactMessages } from "~/features/contact/messages";
import { localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { RouteHandle } from "~/root";
import { strongLinkClass } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = linkPageMeta("booked");

export const handle: RouteHandle = linkPageHandle;

export const headers: Route.HeadersFunction = linkPageHeaders;

export async function loader(args: Route.LoaderArgs) {
  const { locale, services, linked } = await openLink(args, "view");
  if (linked.state !== "live") return { state: linked.state, booking: null, links: null, moved: false };
  const { booking } = linked;
  const t = pick(bookingMessages, locale);
  const reschedule = bookingPath(services, booking, "reschedule", locale);
  const view = bookingView(booking, locale);
  return {
    state: linked.state,
    booking: view,
    // Only a booking that has been changed since it was made can have moved.
    moved: args.url.searchParams.has(MOVED_PARAM) && booking.sequence > 0,
    links: {
      reschedule,
      cancel: bookingPath(services, booking, "cancel", locale),
      invite: localizePath(`/book-appointment/invite/${args.params.token}`, locale),
      calendar: calendarLink({
        title: format(t.eventTitle, { meeting: view.meetingName, business: site.businessName }),
        description: format(t.eventDescription, {
          business: site.businessName,
          url: new URL(reschedule, args.url).toString(),
        }),
        location: booking.mode === "office" ? formatAddress(locale) : site.phone,
        start: booking.startsAt,
        end: booking.endsAt,
      }),
    },
  };
}

/** The booking's confirmation: what and when, into the visitor's calendar, what to bring, how to change it. */
export default function BookedPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const contact = useMessages(contactMessages);
  const { booking, links, moved } = loaderData;
  if (!booking || !links) {
    return (
      <>
        <PageHeader title={bookingPages.booked.title[locale]} />
        <div className="mx-auto max-w-7xl px-4 pb-16 *:max-w-3xl">
          <StaleLink state={loaderData.state === "cancelled" ? "cancelled" : "outdated"} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={moved ? t.movedTitle : t.bookedTitle}>
        <AddressLead>{format(moved ? t.movedLead : t.bookedLead, { email: booking.email })}</AddressLead>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 *:max-w-3xl">
        <BookingSummary booking={booking} />
        {booking.passed ? (
          <p className="text-slate-800">{t.passed}</p>
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a
                href={links.calendar}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ size: "lg" })}
                onClick={() => notify(contact.calendarTitle, { description: contact.calendarDescription })}
              >
                <Icon node={CalendarPlus} aria-hidden="true" className="size-5 shrink-0" />
                {t.addToGoogle}
                <span className="sr-only"> {t.newTab}</span>
              </a>
              <a
                href={links.invite}
                download="appointment.ics"
                className={buttonStyles({ variant: "outline", size: "lg" })}
              >
                <Icon node={Download} aria-hidden="true" className="size-5 shrink-0" />
                {t.downloadIcs}
              </a>
            </div>
            <section aria-labelledby="prepare-heading">
              <h2 id="prepare-heading" className="text-2xl font-semibold text-slate-900">
                {t.prepareTitle}
              </h2>
              <p className="mt-2 text-slate-700">{t.prepareLead}</p>
              <div className="mt-4 space-y-3">
                {documentRequirements[locale].map((section) => (
                  <details key={section.id} className="group rounded-lg border border-slate-200 bg-white">
                    <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-red-700">
                      {section.title}
                    </summary>
                    <CheckList items={section.points} className="px-4 pb-4" />
                  </details>
                ))}
              </div>
              <p className="mt-4">
                <LocalLink to="/resources/document-requirements" className={strongLinkClass}>
                  {t.allDocuments}
                </LocalLink>
              </p>
            </section>
            <section aria-labelledby="manage-heading">
              <h2 id="manage-heading" className="text-2xl font-semibold text-slate-900">
                {t.manageTitle}
              </h2>
              <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
                <li>
                  <Link to={links.reschedule} className={strongLinkClass}>
                    {t.reschedule}
                  </Link>
                </li>
                <li>
                  <Link to={links.cancel} className={strongLinkClass}>
                    {t.cancel}
                  </Link>
                </li>
              </ul>
            </section>
          </>
        )}
      </div>
    </>
  );
}
