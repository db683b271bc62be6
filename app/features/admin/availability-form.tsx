import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Checkbox, Field } from "~/components/form/field";
import { FormSection } from "~/components/form/form-section";
import { withoutKey } from "~/components/form/without-key";
import { buttonStyles } from "~/components/ui/button";
import { MAX_PRICE_CENTS, meetingModes, weekdays, type Weekday } from "~/features/booking/availability";
import { cn } from "~/lib/cn";
import { formatCad } from "~/lib/i18n/currency";
import type { Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";
import {
  listLimits,
  NAME_MAX_LENGTH,
  numberLimits,
  parseAvailabilityForm,
  REASON_MAX_LENGTH,
  ruleFields,
  type ErrorKind,
  type RuleField,
  type valuesOfAvailability,
} from "./availability-values";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { bookingAdminMessages } from "./booking-messages";

/** Empty rows offered under each list of days, for additions without JavaScript. */
const SPARE_ROWS = 2;

/** The office week as the consultant reads it: Monday first. */
const officeWeek: Weekday[] = [...weekdays.slice(1), weekdays[0]];

type BookingAdminText = (typeof bookingAdminMessages)["en"];
type Values = ReturnType<typeof valuesOfAvailability>;

/** The parts of a field's name: `openDays[0].day` → ["openDays", "0", "day"]. */
const partsOf = (name: string) => name.split(/[.[\]]+/).filter(Boolean);

/** An error's sentence in the page's language, with the bounds of the field it is about. */
function errorText(t: BookingAdminText, locale: Locale, kind: string, name: string): string {
  const [head, , part] = partsOf(name);
  switch (kind as ErrorKind) {
    case "price":
      return format(t.errors.price, { max: formatCad(MAX_PRICE_CENTS, locale) });
    case "number":
      return format(t.errors.number, numberLimits[part === "minutes" ? "minutes" : (head as RuleField)]);
    case "tooMany":
      return format(t.errors.tooMany, { max: listLimits[head as keyof typeof listLimits] });
    case "reason":
      return format(t.errors.reason, { max: REASON_MAX_LENGTH });
    case "name":
      return format(t.errors.name, { max: NAME_MAX_LENGTH });
    default:
      return t.errors[kind as keyof typeof t.errors] ?? t.errors.invalid;
  }
}

/** What a field is called in the error summary. */
function fieldLabel(t: BookingAdminText, name: string): string {
  const [head, second, part] = partsOf(name);
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
  if (head === "week" && second && part) return `${t.weekdays[second as Weekday]}, ${parts[part]}`;
  const lists = { openDays: t.openDaysTitle, blockedDays: t.blockedTitle, meetingTypes: t.typesTitle };
  if (head && head in lists) {
    const list = lists[head as keyof typeof lists];
    if (second === undefined) return list;
    return `${format(t.rowLabel, { list, n: Number(second) + 1 })}, ${parts[part ?? ""] ?? ""}`;
  }
  if (head && head in t.rules) return t.rules[head as RuleField];
  return t.saveAvailability;
}

/** The server's reply with its error kinds put in the page's language. */
function worded(reply: SubmissionResult<string[]>, word: (kind: string, name: string) => string) {
  const error = Object.fromEntries(
    Object.entries(reply.error ?? {}).map(([name, kinds]) => [
      name,
      kinds?.map((kind) => word(kind, name)) ?? null,
    ]),
  );
  return { ...reply, error };
}

const rowClass =
  "flex flex-wrap content-start items-end gap-x-4 gap-y-2 rounded-md border border-slate-200 p-3";
/** Opening and closing times stay side by side, even on a phone. */
const hoursClass = "flex items-start gap-3";

/**
 * The consultant's availability as one plain form, on Conform: checked in the browser with the
 * action's schema, and posted without JavaScript too. Lists of days take spare empty rows for
 * additions and a "Remove" tick per row; a refused form comes back as typed, its errors listed first.
 */
export function AvailabilityForm({ values, result }: { values: Values; result?: AdminResult }) {
  // Remounted on every new set of values, so the fields show what was saved, not what was typed.
  return <AvailabilityFields key={JSON.stringify(values)} values={values} result={result} />;
}

function AvailabilityFields({ values, result }: { values: Values; result?: AdminResult }) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  // Each refused attempt moves focus to the list of errors, whether the browser or the server refused it.
  const [refusals, setRefusals] = useState(0);
  const word = (kind: string, name: string) => errorText(t, locale, kind, name);
  const lastResult = result?.submission && worded(result.submission, word);
  const [form, fields] = useForm({
    id: "availability",
    lastResult,
    defaultValue: {
      ...values,
      openDays: [...values.openDays, ...Array.from({ length: SPARE_ROWS }, () => ({}))],
      blockedDays: [...values.blockedDays, ...Array.from({ length: SPARE_ROWS }, () => ({}))],
      meetingTypes: [...values.meetingTypes, {}],
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseAvailabilityForm(formData, word),
  });
  useEffect(() => {
    if (refusals > 0 || result?.status === "invalid") summary.current?.focus();
  }, [refusals, result]);
  const errors = Object.entries(form.allErrors).filter(([, messages]) => messages.length > 0);
  const formProps = getFormProps(form);
  const week = fields.week.getFieldset();
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // Conform stops a form its schema refuses; React Router then leaves it alone.
        if (event.defaultPrevented) setRefusals((count) => count + 1);
      }}
      noValidate
      className="space-y-10"
    >
      {errors.length > 0 && (
        <ErrorSummary
          ref={summary}
          title={t.errorSummary}
          items={errors.map(([name, messages]) => ({
            label: fieldLabel(t, name),
            href: `${form.id}-${name || "week"}`,
            message: messages[0]!,
          }))}
        />
      )}
      <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800">
        {format(t.zoneNote, { zone: OFFICE_TIME_ZONE })}
      </p>
      <FormSection field={fields.week} title={t.weeklyTitle} help={t.weeklyHelp}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {officeWeek.map((day) => {
            const hours = week[day].getFieldset();
            return (
              <fieldset key={day} className={rowClass}>
                <legend className="px-1 font-semibold text-slate-900">{t.weekdays[day]}</legend>
                <Checkbox field={hours.open} label={t.open} className="basis-full" />
                <div className={hoursClass}>
                  <Field field={hours.opens} label={t.opens} compact>
                    {(control) => <input type="time" {...control} />}
                  </Field>
                  <Field field={hours.closes} label={t.closes} compact>
                    {(control) => <input type="time" {...control} />}
                  </Field>
                </div>
              </fieldset>
            );
          })}
        </div>
      </FormSection>
      <FormSection field={fields.openDays} title={t.openDaysTitle} help={t.openDaysHelp}>
        <div className="grid gap-4 lg:grid-cols-2">
          {fields.openDays.getFieldList().map((row, index) => {
            const part = row.getFieldset();
            return (
              <fieldset key={row.key} className={rowClass}>
                <legend className="sr-only">
                  {format(t.rowLabel, { list: t.openDaysTitle, n: index + 1 })}
                </legend>
                <Field field={part.day} label={t.date} compact>
                  {(control) => <input type="date" {...control} />}
                </Field>
                <div className={hoursClass}>
                  <Field field={part.opens} label={t.opens} compact>
                    {(control) => <input type="time" {...control} />}
                  </Field>
                  <Field field={part.closes} label={t.closes} compact>
                    {(control) => <input type="time" {...control} />}
                  </Field>
                </div>
                {index < values.openDays.length && <Checkbox field={part.remove} label={t.remove} />}
              </fieldset>
            );
          })}
        </div>
      </FormSection>
      <FormSection field={fields.blockedDays} title={t.blockedTitle} help={t.blockedHelp}>
        <div className="grid gap-4 lg:grid-cols-2">
          {fields.blockedDays.getFieldList().map((row, index) => {
            const part = row.getFieldset();
            return (
              <fieldset key={row.key} className={rowClass}>
                <legend className="sr-only">
                  {format(t.rowLabel, { list: t.blockedTitle, n: index + 1 })}
                </legend>
                <Field field={part.day} label={t.date} compact>
                  {(control) => <input type="date" {...control} />}
                </Field>
                <Field field={part.reason} label={t.reason} compact className="min-w-0 flex-1 basis-48">
                  {(control) => (
                    <input
                      {...control}
                      maxLength={REASON_MAX_LENGTH}
                      className={cn(control.className, "w-full")}
                    />
                  )}
                </Field>
                {index < values.blockedDays.length && <Checkbox field={part.remove} label={t.remove} />}
              </fieldset>
            );
          })}
        </div>
      </FormSection>
      <FormSection field={fields.meetingTypes} title={t.typesTitle} help={t.typesHelp}>
        <div className="grid gap-4 lg:grid-cols-2">
          {fields.meetingTypes.getFieldList().map((row, index) => {
            const part = row.getFieldset();
            const saved = values.meetingTypes[index];
            const name = (language: "en" | "fr") => (
              <Field
                field={part[language]}
                label={language === "en" ? t.nameEn : t.nameFr}
                compact
                className="min-w-0 flex-1 basis-56"
              >
                {(control) => (
                  <input
                    {...control}
                    maxLength={NAME_MAX_LENGTH}
                    className={cn(control.className, "w-full")}
                  />
                )}
              </Field>
            );
            return (
              <fieldset key={row.key} className={rowClass}>
                <legend className="px-1 font-semibold text-slate-900">
                  {saved
                    ? saved[locale] || format(t.rowLabel, { list: t.typesTitle, n: index + 1 })
                    : t.newType}
                </legend>
                <input key={part.id.key} {...withoutKey(getInputProps(part.id, { type: "hidden" }))} />
                {name("en")}
                {name("fr")}
                <Field field={part.minutes} label={t.typeMinutes} compact className="w-36">
                  {(control) => (
                    <input
                      type="number"
                      inputMode="numeric"
                      min={numberLimits.minutes.min}
                      max={numberLimits.minutes.max}
                      {...control}
                    />
                  )}
                </Field>
                <Field field={part.mode} label={t.mode} compact>
                  {(control) => (
                    <select {...control} defaultValue={part.mode.initialValue ?? meetingModes[0]}>
                      {meetingModes.map((mode) => (
                        <option key={mode} value={mode}>
                          {t.modes[mode]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field field={part.price} label={t.price} help={t.priceHelp} compact className="w-60">
                  {(control) => <input inputMode="decimal" maxLength={16} {...control} />}
                </Field>
                <Checkbox field={part.free} label={t.free} />
                {saved && <Checkbox field={part.remove} label={t.removeType} />}
              </fieldset>
            );
          })}
        </div>
      </FormSection>
      <FormSection id="availability-rules" title={t.rulesTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          {ruleFields.map((rule) => (
            <Field key={rule} field={fields[rule]} label={t.rules[rule]} compact className="max-w-sm">
              {(control) => (
                <input
                  type="number"
                  inputMode="numeric"
                  min={numberLimits[rule].min}
                  max={numberLimits[rule].max}
                  {...control}
                />
              )}
            </Field>
          ))}
        </div>
      </FormSection>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={navigation.state === "submitting"} className={buttonStyles()}>
          {t.saveAvailability}
        </button>
        <ActionMessage result={result && { ...result, submission: lastResult }} className="font-medium" />
      </div>
    </Form>
  );
}
