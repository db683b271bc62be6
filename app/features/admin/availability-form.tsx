import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { meetingModes, weekdays, type Weekday } from "~/features/booking/availability";
import { formatCad } from "~/lib/i18n/currency";
import type { Locale } from "~/lib/i18n/locale";
import { format, labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";
import {
  fieldNames,
  NAME_MAX_LENGTH,
  numberLimits,
  REASON_MAX_LENGTH,
  ruleFields,
  type AvailabilityValues,
  type FieldError,
  type FieldErrors,
} from "./availability-values";
import type { AvailabilityActionResult } from "./booking-action-result";
import { bookingAdminMessages } from "./booking-messages";
import { adminMessages } from "./messages";
import { fieldClass } from "./styles";

/** Empty rows offered under each list of days, for additions without JavaScript. */
const SPARE_ROWS = 2;

/** The office week as the consultant reads it: Monday first. */
const officeWeek: Weekday[] = [...weekdays.slice(1), weekdays[0]];

const fieldId = (name: string) => `availability-${name.replaceAll(".", "-")}`;
const sectionIds = {
  week: "availability-week",
  openDays: "availability-open-days",
  blockedDays: "availability-blocked-days",
  meetingTypes: "availability-meeting-types",
  rules: "availability-rules",
} as const;

type BookingAdminText = (typeof bookingAdminMessages)["en"];

function errorText(t: BookingAdminText, locale: Locale, error: FieldError): string {
  switch (error.kind) {
    case "price":
      return format(t.errors.price, { max: formatCad(error.max, locale) });
    case "number":
      return format(t.errors.number, { min: error.min, max: error.max });
    case "tooMany":
      return format(t.errors.tooMany, { max: error.max });
    case "reason":
      return format(t.errors.reason, { max: REASON_MAX_LENGTH });
    case "name":
      return format(t.errors.name, { max: NAME_MAX_LENGTH });
    default:
      return t.errors[error.kind];
  }
}

/** What a field is called in the error summary, and where the summary's link takes the reader. */
function fieldLabel(t: BookingAdminText, name: string): { label: string; href: string } {
  const [head, second, part] = name.split(".");
  const parts: Record<string, string> = {
    opens: t.opens,
    closes: t.closes,
    day: t.date,
    reason: t.reason,
    en: t.nameEn,
    fr: t.nameFr,
    minutes: t.typeMinutes,
    mode: t.mode,
    price: t.price,
  };
  if (head === "week" && second && part) {
    return { label: `${t.weekdays[second as Weekday]}, ${parts[part]}`, href: fieldId(name) };
  }
  const lists = { openDays: t.openDaysTitle, blockedDays: t.blockedTitle, meetingTypes: t.typesTitle };
  if (head && head in lists) {
    const list = lists[head as keyof typeof lists];
    if (second === undefined) return { label: list, href: sectionIds[head as keyof typeof lists] };
    const row = format(t.rowLabel, { list, n: Number(second) + 1 });
    return { label: `${row}, ${parts[part ?? ""] ?? ""}`, href: fieldId(name) };
  }
  if (head && head in t.rules) return { label: t.rules[head as keyof typeof t.rules], href: fieldId(name) };
  return { label: t.saveAvailability, href: sectionIds.week };
}

function ErrorText({ name, error }: { name: string; error?: FieldError }) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="max-w-60 text-sm font-medium text-red-800">
      {errorText(t, locale, error)}
    </p>
  );
}

function Input({
  name,
  label,
  help,
  errors,
  wide = false,
  className,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  help?: string;
  errors: FieldErrors;
  /** Text fields take the width of their box; others keep their own. */
  wide?: boolean;
}) {
  const error = errors[name];
  const describedBy = [help && `${fieldId(name)}-help`, error && `${fieldId(name)}-error`].filter(Boolean);
  return (
    <div className={cn("flex flex-col gap-1", !wide && "items-start", className)}>
      <label htmlFor={fieldId(name)} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        className={cn(fieldClass, wide && "w-full", error && "border-red-700")}
        {...input}
      />
      {help && (
        <p id={`${fieldId(name)}-help`} className="max-w-60 text-sm text-slate-700">
          {help}
        </p>
      )}
      <ErrorText name={name} error={error} />
    </div>
  );
}

function Checkbox({
  name,
  label,
  defaultChecked,
  className,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  className?: string;
}) {
  return (
    <label className={cn("flex min-h-9 items-center gap-2 text-sm font-medium text-slate-800", className)}>
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-4 accent-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      />
      {label}
    </label>
  );
}

function Section({
  id,
  title,
  help,
  error,
  children,
}: {
  id: string;
  title: string;
  help: string;
  error?: { name: string; value?: FieldError };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{help}</p>
        {error && <ErrorText name={error.name} error={error.value} />}
      </div>
      {children}
    </section>
  );
}

const rowClass =
  "flex flex-wrap content-start items-end gap-x-4 gap-y-2 rounded-md border border-slate-200 p-3";
/** Opening and closing times stay side by side, even on a phone. */
const hoursClass = "flex items-start gap-3";

/**
 * The consultant's availability as one plain form (it posts without JavaScript). Lists of days take
 * spare empty rows for additions and a "Remove" tick per row; a refused form comes back as typed.
 */
export function AvailabilityForm({
  values,
  result,
}: {
  values: AvailabilityValues;
  result?: AvailabilityActionResult;
}) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  const admin = useMessages(adminMessages);
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};
  const shown = result?.status === "invalid" ? result.values : values;
  useEffect(() => {
    if (result?.status === "invalid") summary.current?.focus();
  }, [result]);
  const openDays = [...shown.openDays, ...Array.from({ length: SPARE_ROWS }, () => null)];
  const blockedDays = [...shown.blockedDays, ...Array.from({ length: SPARE_ROWS }, () => null)];
  const meetingTypes = [...shown.meetingTypes, null];
  return (
    <Form method="post" className="space-y-10">
      {result?.status === "invalid" && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-4 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          <p className="font-semibold text-red-900">{t.errorSummary}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {Object.entries(errors).map(([name, error]) => {
              const { label, href } = fieldLabel(t, name);
              return (
                <li key={name}>
                  <a
                    href={`#${href}`}
                    className="text-red-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
                  >
                    {label}
                  </a>
                  {labelColon[locale]}
                  {errorText(t, locale, error!)}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {result?.status === "error" && (
        <p role="alert" className="font-medium text-red-800">
          {admin[result.error]}
        </p>
      )}
      <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800">
        {format(t.zoneNote, { zone: OFFICE_TIME_ZONE })}
      </p>
      {/* Remounted on every new set of values, so the fields show what was saved, not what was typed. */}
      <div key={JSON.stringify(shown)} className="space-y-10">
        <Section id={sectionIds.week} title={t.weeklyTitle} help={t.weeklyHelp}>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {officeWeek.map((day) => {
              const hours = shown.week[day];
              return (
                <fieldset key={day} className={rowClass}>
                  <legend className="px-1 font-semibold text-slate-900">{t.weekdays[day]}</legend>
                  <Checkbox
                    name={fieldNames.week(day, "open")}
                    label={t.open}
                    defaultChecked={hours.open}
                    className="basis-full"
                  />
                  <div className={hoursClass}>
                    <Input
                      type="time"
                      name={fieldNames.week(day, "opens")}
                      label={t.opens}
                      defaultValue={hours.opens}
                      errors={errors}
                    />
                    <Input
                      type="time"
                      name={fieldNames.week(day, "closes")}
                      label={t.closes}
                      defaultValue={hours.closes}
                      errors={errors}
                    />
                  </div>
                </fieldset>
              );
            })}
          </div>
        </Section>
        <Section
          id={sectionIds.openDays}
          title={t.openDaysTitle}
          help={t.openDaysHelp}
          error={{ name: "openDays", value: errors.openDays }}
        >
          <div className="grid gap-4 lg:grid-cols-2">
            {openDays.map((row, index) => {
              const name = (part: string) => fieldNames.row("openDays", index, part);
              return (
                <fieldset key={index} className={rowClass}>
                  <legend className="sr-only">
                    {format(t.rowLabel, { list: t.openDaysTitle, n: index + 1 })}
                  </legend>
                  <Input
                    type="date"
                    name={name("day")}
                    label={t.date}
                    defaultValue={row?.day}
                    errors={errors}
                  />
                  <div className={hoursClass}>
                    <Input
                      type="time"
                      name={name("opens")}
                      label={t.opens}
                      defaultValue={row?.opens}
                      errors={errors}
                    />
                    <Input
                      type="time"
                      name={name("closes")}
                      label={t.closes}
                      defaultValue={row?.closes}
                      errors={errors}
                    />
                  </div>
                  {row && <Checkbox name={name("remove")} label={t.remove} defaultChecked={false} />}
                </fieldset>
              );
            })}
          </div>
        </Section>
        <Section
          id={sectionIds.blockedDays}
          title={t.blockedTitle}
          help={t.blockedHelp}
          error={{ name: "blockedDays", value: errors.blockedDays }}
        >
          <div className="grid gap-4 lg:grid-cols-2">
            {blockedDays.map((row, index) => {
              const name = (part: string) => fieldNames.row("blockedDays", index, part);
              return (
                <fieldset key={index} className={rowClass}>
                  <legend className="sr-only">
                    {format(t.rowLabel, { list: t.blockedTitle, n: index + 1 })}
                  </legend>
                  <Input
                    type="date"
                    name={name("day")}
                    label={t.date}
                    defaultValue={row?.day}
                    errors={errors}
                  />
                  <Input
                    name={name("reason")}
                    wide
                    label={t.reason}
                    defaultValue={row?.reason}
                    maxLength={REASON_MAX_LENGTH}
                    errors={errors}
                    className="min-w-0 flex-1 basis-48"
                  />
                  {row && <Checkbox name={name("remove")} label={t.remove} defaultChecked={false} />}
                </fieldset>
              );
            })}
          </div>
        </Section>
        <Section
          id={sectionIds.meetingTypes}
          title={t.typesTitle}
          help={t.typesHelp}
          error={{ name: "meetingTypes", value: errors.meetingTypes }}
        >
          <div className="grid gap-4 lg:grid-cols-2">
            {meetingTypes.map((type, index) => {
              const name = (part: string) => fieldNames.row("meetingTypes", index, part);
              const modeError = errors[name("mode")];
              return (
                <fieldset key={index} className={rowClass}>
                  <legend className="px-1 font-semibold text-slate-900">
                    {type
                      ? type[locale] || format(t.rowLabel, { list: t.typesTitle, n: index + 1 })
                      : t.newType}
                  </legend>
                  <input type="hidden" name={name("id")} value={type?.id ?? ""} />
                  <Input
                    name={name("en")}
                    wide
                    label={t.nameEn}
                    defaultValue={type?.en}
                    maxLength={NAME_MAX_LENGTH}
                    errors={errors}
                    className="min-w-0 flex-1 basis-56"
                  />
                  <Input
                    name={name("fr")}
                    wide
                    label={t.nameFr}
                    defaultValue={type?.fr}
                    maxLength={NAME_MAX_LENGTH}
                    errors={errors}
                    className="min-w-0 flex-1 basis-56"
                  />
                  <Input
                    type="number"
                    inputMode="numeric"
                    name={name("minutes")}
                    label={t.typeMinutes}
                    defaultValue={type?.minutes}
                    min={numberLimits.minutes.min}
                    max={numberLimits.minutes.max}
                    errors={errors}
                    className="w-36"
                  />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={fieldId(name("mode"))} className="text-sm font-medium text-slate-800">
                      {t.mode}
                    </label>
                    <select
                      id={fieldId(name("mode"))}
                      name={name("mode")}
                      defaultValue={type?.mode ?? meetingModes[0]}
                      aria-invalid={modeError ? true : undefined}
                      aria-describedby={modeError ? `${fieldId(name("mode"))}-error` : undefined}
                      className={fieldClass}
                    >
                      {meetingModes.map((mode) => (
                        <option key={mode} value={mode}>
                          {t.modes[mode]}
                        </option>
                      ))}
                    </select>
                    <ErrorText name={name("mode")} error={modeError} />
                  </div>
                  <Input
                    inputMode="decimal"
                    name={name("price")}
                    label={t.price}
                    help={t.priceHelp}
                    defaultValue={type?.price}
                    maxLength={16}
                    errors={errors}
                    className="w-60"
                  />
                  <Checkbox name={name("free")} label={t.free} defaultChecked={type?.free ?? false} />
                  {type && <Checkbox name={name("remove")} label={t.removeType} defaultChecked={false} />}
                </fieldset>
              );
            })}
          </div>
        </Section>
        <section aria-labelledby={sectionIds.rules} className="space-y-4">
          <h2 id={sectionIds.rules} className="text-xl font-semibold text-slate-900">
            {t.rulesTitle}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {ruleFields.map((field) => (
              <Input
                key={field}
                type="number"
                inputMode="numeric"
                name={field}
                label={t.rules[field]}
                defaultValue={shown[field]}
                min={numberLimits[field].min}
                max={numberLimits[field].max}
                errors={errors}
                className="max-w-sm"
              />
            ))}
          </div>
        </section>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={navigation.state === "submitting"} className={buttonStyles()}>
          {t.saveAvailability}
        </button>
        <span role="status" className="font-medium text-green-800">
          {result?.status === "saved" ? t.saved : ""}
        </span>
      </div>
    </Form>
  );
}
