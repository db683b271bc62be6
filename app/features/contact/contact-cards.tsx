import { CalendarPlus, Clock, Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { buttonStyles } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { formatAddress, phoneHref, site } from "~/config/site";
import { LocalLink } from "~/lib/i18n/local-link";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { businessHours } from "./booking";
import { contactMessages } from "./messages";
import { textLinkClass } from "~/components/ui/text-link";

/** "09:00" → "9:00 AM" in English, "9 h" in French, as each language writes office hours. */
function clockTime(value: string, locale: "en" | "fr"): string {
  const [hours = 0, minutes = 0] = value.split(":").map(Number);
  // No-break spaces: "9 h 30" never splits over two lines (French typography, app/lib/i18n).
  if (locale === "fr")
    return minutes ? `${hours}\u00a0h\u00a0${String(minutes).padStart(2, "0")}` : `${hours}\u00a0h`;
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export function ContactInfoCard() {
  const locale = useLocale();
  const t = useMessages(contactMessages);
  return (
    <Card>
      <CardTitle>{t.infoTitle}</CardTitle>
      <ul className="mt-4 space-y-3 text-slate-700">
        <li className="flex gap-3">
          <Icon node={Phone} aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
          <span>
            <span className="sr-only">
              {t.phoneLabel}
              {labelColon[locale]}
            </span>
            <a href={phoneHref()} className={textLinkClass}>
              {site.phone}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <Icon node={Mail} aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
          <span>
            <span className="sr-only">
              {t.emailLabel}
              {labelColon[locale]}
            </span>
            <a href={`mailto:${site.email}`} className={textLinkClass}>
              {site.email}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <Icon node={MapPin} aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-700" />
          <span>
            <span className="sr-only">
              {t.addressLabel}
              {labelColon[locale]}
            </span>
            {formatAddress(locale)}
          </span>
        </li>
      </ul>
      <h3 className="mt-6 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon node={Clock} aria-hidden="true" className="size-5 text-red-700" />
        {t.hoursTitle}
      </h3>
      <dl
        className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700"
        data-testid="business-hours"
      >
        {businessHours.map((slot) => (
          <div key={slot.days} className="contents">
            <dt className="font-medium">{slot.days === "weekdays" ? t.weekdays : t.saturday}</dt>
            <dd>
              {slot.opens && slot.closes
                ? `${clockTime(slot.opens, locale)} – ${clockTime(slot.closes, locale)}`
                : t.byAppointment}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function BookAppointmentCard() {
  const t = useMessages(contactMessages);
  return (
    <Card>
      <CardTitle>{t.bookTitle}</CardTitle>
      <p className="mt-2 text-slate-700">{t.bookLead}</p>
      <div className="mt-4">
        <LocalLink to="/book-appointment" className={buttonStyles({ size: "lg" })}>
          <Icon node={CalendarPlus} aria-hidden="true" className="size-5" />
          {t.bookButton}
        </LocalLink>
      </div>
    </Card>
  );
}
