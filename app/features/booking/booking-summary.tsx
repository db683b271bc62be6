import { formatAddress, site } from "~/config/site";
import { labelColon, format } from "~/lib/i18n/messages";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { formatMeetingTime } from "./format";
import { bookingMessages } from "./messages";
import type { BookingView } from "./picker";
import { Notice } from "./slot-choices";

/** What, when (Saskatoon time), how long and where. */
export function BookingSummary({ booking }: { booking: BookingView }) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const rows = [
    { label: t.meeting, value: booking.meetingName },
    {
      label: t.when,
      value: `${formatMeetingTime(new Date(booking.startsAt), locale)} (${t.saskatoonTime})`,
    },
    { label: t.length, value: format(t.minutes, { n: booking.minutes }) },
    {
      label: t.where,
      value:
        booking.mode === "office"
          ? // A postal code reads as one word: "S7K 0A0" never splits over two lines.
            formatAddress(locale).replace(
              site.address.postalCode,
              site.address.postalCode.replace(" ", "\u00a0"),
            )
          : format(t.byPhone, { phone: booking.phone }),
    },
  ];
  return (
    <dl
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="booking-summary"
    >
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-5 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-900">
            {row.label}
            <span className="sr-only">{labelColon[locale]}</span>
          </dt>
          <dd className="text-slate-800">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const textLinkClass =
  "rounded-sm font-semibold text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700";

/** A signed link whose booking has moved on: cancelled, or changed since the link was sent. */
export function StaleLink({ state }: { state: "outdated" | "cancelled" }) {
  const t = useMessages(bookingMessages);
  return (
    <div className="space-y-6">
      {state === "cancelled" ? (
        <Notice tone="info" title={t.alreadyCancelled} />
      ) : (
        <Notice tone="info" title={t.outdatedTitle}>
          <p>{t.outdatedText}</p>
        </Notice>
      )}
      <p>
        <LocalLink to="/book-appointment" className={textLinkClass}>
          {t.bookAgain}
        </LocalLink>
      </p>
    </div>
  );
}

/** A page header's lead naming the visitor's address, which may be one long word on a phone. */
export function AddressLead({ children }: { children: string }) {
  return <p className="mt-4 max-w-3xl text-lg wrap-break-word text-slate-700">{children}</p>;
}
