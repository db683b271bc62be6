import type { ReactNode } from "react";
import { formatAddress, site } from "~/config/site";
import { labelColon, format } from "~/lib/i18n/messages";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { officeTimeText, visitorTimeText } from "./meeting-time";
import { bookingMessages } from "./messages";
import type { BookingView } from "./picker";
import { priceText } from "./price";
import { Notice, useVisitorTimeZone } from "./slot-choices";
import { strongLinkClass } from "~/components/ui/text-link";

/**
 * What, when (Saskatoon time, and the visitor's own once the browser gives their zone), how long, the
 * price agreed and where. A cancelled booking says how it would have taken place, not that we will call.
 */
export function BookingSummary({
  booking,
  cancelled = false,
}: {
  booking: BookingView;
  cancelled?: boolean;
}) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const startsAt = new Date(booking.startsAt);
  const own = visitorTimeText(startsAt, locale, useVisitorTimeZone());
  const rows: { label: string; value: ReactNode }[] = [
    { label: t.meeting, value: booking.meetingName },
    {
      label: t.when,
      value: (
        <>
          <span className="block">{officeTimeText(startsAt, locale)}</span>
          {own && (
            <span className="block text-slate-700" data-testid="visitor-time">
              {format(t.ownTime, { time: own })}
            </span>
          )}
        </>
      ),
    },
    { label: t.length, value: format(t.minutes, { n: booking.minutes }) },
    ...(booking.priceCents === null
      ? []
      : [{ label: t.price, value: priceText(booking.priceCents, locale) }]),
    {
      label: t.where,
      value:
        booking.mode === "office"
          ? // A postal code reads as one word: "S7K 0A0" never splits over two lines.
            formatAddress(locale).replace(
              site.address.postalCode,
              site.address.postalCode.replace(" ", "\u00a0"),
            )
          : cancelled
            ? t.modes[booking.mode]
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
        <LocalLink to="/book-appointment" className={strongLinkClass}>
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
