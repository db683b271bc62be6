import type { FieldMetadata } from "@conform-to/react";
import { useSyncExternalStore, type ReactNode } from "react";
import { FieldError } from "~/components/form/field-error";
import { site } from "~/config/site";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import {
  formatClock,
  formatMeetingTime,
  formatOfficeDay,
  formatVisitorClock,
  formatZoneName,
  visitorZoneAt,
} from "./format";
import { bookingMessages } from "./messages";
import { isRefusal, type FormOutcome, type SlotView } from "./picker";

const never = () => () => {};

/**
 * The visitor's own time zone, known only in the browser: null while the server renders and during
 * hydration, so both render the same page, then the zone.
 */
export function useVisitorTimeZone(): string | null {
  return useSyncExternalStore(
    never,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    () => null,
  );
}

/** The browser's time zone, sent with a form so its emails can give the visitor's own time. */
export function TimeZoneField() {
  const zone = useVisitorTimeZone();
  return <input type="hidden" name="timeZone" value={zone ?? ""} />;
}

/**
 * The slot step of a form: the chosen day's free slots, or after a refusal the nearest free slots,
 * with the field's error.
 */
export function SlotFieldset({
  field,
  formId,
  day,
  slots,
  outcome,
}: {
  field: FieldMetadata<unknown>;
  formId: string;
  day: string | null;
  slots: readonly SlotView[];
  outcome: FormOutcome | undefined;
}) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const refused = isRefusal(outcome);
  const error = field.errors?.[0];
  return (
    <fieldset className="mt-4" aria-describedby={error ? field.errorId : undefined}>
      <legend className="text-lg font-semibold text-slate-900">
        {refused || !day ? t.timeHeading : format(t.timesOn, { day: formatOfficeDay(day, locale) })}
        <span className="block text-sm font-normal text-slate-700">{t.officeZoneNote}</span>
      </legend>
      <SlotChoices
        name={field.name}
        formId={formId}
        slots={refused ? outcome.nearest : slots}
        withDay={refused}
        // After a refusal the typed slot is gone; otherwise keep the one the visitor chose.
        defaultValue={refused ? undefined : (field.initialValue as string | undefined)}
      />
      <FieldError field={field} />
    </fieldset>
  );
}

/**
 * Free slots as radio buttons, in Saskatoon time, with the visitor's own time beside each once the
 * browser tells us their zone. `withDay` labels each with its date (the nearest slots span days).
 */
export function SlotChoices({
  name,
  slots,
  withDay = false,
  defaultValue,
  formId,
}: {
  name: string;
  slots: readonly SlotView[];
  withDay?: boolean;
  defaultValue?: string;
  formId?: string;
}) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const zone = useVisitorTimeZone();
  const first = slots.length > 0 ? new Date(slots[0]!.startsAt) : null;
  const shownZone = first && visitorZoneAt(zone, first);
  return (
    <>
      {first && shownZone && (
        <p className="mt-1 text-sm text-slate-700" data-testid="visitor-zone">
          {format(t.visitorZoneNote, { zone: formatZoneName(shownZone, first, locale) })}
        </p>
      )}
      <ul
        className={cn(
          "mt-4 grid gap-3",
          withDay ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5",
        )}
      >
        {slots.map((slot) => {
          const instant = new Date(slot.startsAt);
          const id = `${name}-${instant.getTime()}`;
          const own = visitorZoneAt(zone, instant);
          return (
            <li key={slot.startsAt}>
              <label
                htmlFor={id}
                className="flex h-full cursor-pointer items-start gap-2 rounded-md border border-slate-300 bg-white p-3 text-slate-900 hover:border-red-700 has-[:checked]:border-red-700 has-[:checked]:bg-red-50"
              >
                <input
                  id={id}
                  type="radio"
                  name={name}
                  form={formId}
                  value={slot.startsAt}
                  defaultChecked={slot.startsAt === defaultValue}
                  className="mt-1 size-4 shrink-0 accent-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                />
                <span>
                  <span className="block font-semibold">
                    {withDay ? formatMeetingTime(instant, locale) : formatClock(instant, locale)}
                  </span>
                  {own && (
                    <span className="block text-sm text-slate-700">
                      {format(t.yourTime, { time: formatVisitorClock(instant, locale, own) })}
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** A message box above a form: an alert for what went wrong, a status for what went right. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: "error" | "success" | "info";
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border p-4",
        tone === "error" && "border-red-700 bg-red-50 text-red-900",
        tone === "success" && "border-green-700 bg-green-50 text-green-900",
        tone === "info" && "border-slate-400 bg-slate-50 text-slate-900",
      )}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </div>
  );
}

/** Why the last attempt did not book (or move, with its own `failedTitle`), said above the form. */
export function OutcomeNotice({
  outcome,
  failedTitle,
}: {
  outcome: FormOutcome | undefined;
  failedTitle?: string;
}) {
  const t = useMessages(bookingMessages);
  switch (outcome?.status) {
    case "taken":
    case "unavailable": {
      const taken = outcome.status === "taken";
      return (
        <Notice tone="error" title={taken ? t.takenTitle : t.unavailableTitle}>
          <p>{outcome.nearest.length === 0 ? t.noNearest : taken ? t.takenText : t.unavailableText}</p>
        </Notice>
      );
    }
    case "rate-limited":
      return (
        <Notice tone="error" title={t.tooManyTitle}>
          <p>{format(t.tooManyText, { phone: site.phone })}</p>
        </Notice>
      );
    case "already-booked":
      return (
        <Notice tone="error" title={t.alreadyBookedTitle}>
          <p>{format(t.alreadyBookedText, { phone: site.phone })}</p>
        </Notice>
      );
    case "address-limited": {
      const hours = Math.max(1, Math.ceil((outcome.retryAfterSeconds ?? 0) / 3600));
      const wait = hours === 1 ? t.oneHour : format(t.manyHours, { n: hours });
      return (
        <Notice tone="error" title={t.addressLimitedTitle}>
          <p>{format(t.addressLimitedText, { wait, phone: site.phone })}</p>
        </Notice>
      );
    }
    case "failed":
      return (
        <Notice tone="error" title={failedTitle ?? t.failedTitle}>
          <p>{format(t.failedText, { phone: site.phone })}</p>
        </Notice>
      );
    default:
      return null;
  }
}
