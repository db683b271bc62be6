import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { HoneypotField } from "~/components/form/honeypot-field";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FieldError } from "~/components/form/field-error";
import { useHydrated } from "~/components/form/use-hydrated";
import { withoutKey } from "~/components/form/without-key";
import { buttonStyles } from "~/components/ui/button";
import { HONEYPOT_FIELD } from "~/features/contact/schema";
import { LocalLink } from "~/lib/i18n/local-link";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { bookingMessages } from "./messages";
import type { FormOutcome, MeetingTypeView, SlotView } from "./picker";
import { BOOKING_LIMITS, bookingFields, bookingSchema, consentText, type BookingField } from "./schema";
import { OutcomeNotice, SlotFieldset, TimeZoneField } from "./slot-choices";
import { Step } from "./steps";

const inputClass = (invalid: boolean) =>
  cn(
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
    invalid ? "border-red-700" : "border-slate-400",
  );

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  const t = useMessages(bookingMessages);
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {required && (
        <>
          {" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only"> ({t.required})</span>
        </>
      )}
    </label>
  );
}

/**
 * Step 3 of the booking page: a free slot of the chosen day (or, after a refusal, the nearest free
 * slots) and who books. Conform checks it in the browser with the action's schema; without
 * JavaScript the action answers with the same errors and the typed values.
 */
export function BookingForm({
  type,
  day,
  slots,
  action,
}: {
  type: MeetingTypeView;
  /** The chosen day; none when it filled up and only the nearest free slots are left. */
  day: string | null;
  slots: readonly SlotView[];
  action: string;
}) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const outcome = useActionData<FormOutcome>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "booking",
    lastResult: outcome?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookingSchema(locale) }),
  });
  // Without JavaScript the page comes back with the errors: listed first, each linking to its field.
  const summary =
    !hydrated && outcome?.status === "invalid"
      ? bookingFields.flatMap((name) => {
          const message = outcome.result?.error?.[name]?.[0];
          if (!message) return [];
          const target = name === "meetingType" ? "meeting" : name === "startsAt" ? "time" : fields[name].id;
          return [{ name, message, target }];
        })
      : [];
  const label: Record<BookingField, string> = {
    meetingType: t.typeHeading,
    startsAt: t.timeHeading,
    fullName: t.fullName,
    email: t.email,
    phone: t.phone,
    note: t.note,
    consent: t.consentLabel,
  };

  return (
    <Form method="post" action={`${action}#time`} {...getFormProps(form)} noValidate className="space-y-10">
      <input type="hidden" name="meetingType" value={type.id} />
      <TimeZoneField />
      <Step id="time" number={3} title={t.timeHeading}>
        <div className="space-y-4">
          <OutcomeNotice outcome={outcome} />
          {summary.length > 0 && (
            <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
              <p className="font-semibold">{t.fixErrors}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {summary.map(({ name, message, target }) => (
                  <li key={name}>
                    <a
                      href={`#${target}`}
                      className="rounded-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
                    >
                      {label[name]}
                    </a>
                    {labelColon[locale]}
                    {message}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <SlotFieldset field={fields.startsAt} formId={form.id} day={day} slots={slots} outcome={outcome} />
      </Step>

      <Step id="details" number={4} title={t.detailsHeading}>
        <div className="grid max-w-4xl gap-5 md:grid-cols-2">
          <div>
            <Label htmlFor={fields.fullName.id} required>
              {t.fullName}
            </Label>
            <input
              {...withoutKey(getInputProps(fields.fullName, { type: "text" }))}
              autoComplete="name"
              maxLength={BOOKING_LIMITS.fullName}
              aria-required
              className={inputClass(Boolean(fields.fullName.errors))}
            />
            <FieldError field={fields.fullName} />
          </div>
          <div>
            <Label htmlFor={fields.email.id} required>
              {t.email}
            </Label>
            <input
              {...withoutKey(
                getInputProps(fields.email, { type: "email", ariaDescribedBy: fields.email.descriptionId }),
              )}
              autoComplete="email"
              maxLength={BOOKING_LIMITS.email}
              aria-required
              className={inputClass(Boolean(fields.email.errors))}
            />
            <p id={fields.email.descriptionId} className="mt-1 text-sm text-slate-700">
              {t.emailHelp}
            </p>
            <FieldError field={fields.email} />
          </div>
          <div>
            <Label htmlFor={fields.phone.id} required>
              {t.phone}
            </Label>
            <input
              {...withoutKey(
                getInputProps(fields.phone, { type: "tel", ariaDescribedBy: fields.phone.descriptionId }),
              )}
              autoComplete="tel"
              maxLength={BOOKING_LIMITS.phone}
              aria-required
              className={inputClass(Boolean(fields.phone.errors))}
            />
            <p id={fields.phone.descriptionId} className="mt-1 text-sm text-slate-700">
              {type.mode === "office" ? t.phoneHelpOffice : t.phoneHelpRemote}
            </p>
            <FieldError field={fields.phone} />
          </div>
          <div className="md:col-span-2">
            <Label htmlFor={fields.note.id}>{t.note}</Label>
            <textarea
              {...withoutKey(getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId }))}
              rows={4}
              maxLength={BOOKING_LIMITS.note}
              className={inputClass(Boolean(fields.note.errors))}
            />
            <p id={fields.note.descriptionId} className="mt-1 text-sm text-slate-700">
              {t.noteHelp}
            </p>
            <FieldError field={fields.note} />
          </div>
          <div className="md:col-span-2">
            <div className="flex items-start gap-3">
              <input
                {...withoutKey(getInputProps(fields.consent, { type: "checkbox" }))}
                aria-required
                className="mt-1 size-5 shrink-0 accent-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              />
              <label htmlFor={fields.consent.id} className="text-slate-800">
                {consentText(locale)}{" "}
                <span aria-hidden="true" className="text-red-700">
                  *
                </span>
              </label>
            </div>
            <p className="mt-1 pl-8 text-sm">
              <LocalLink
                to="/privacy"
                className="rounded-sm text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700"
              >
                {t.privacyLink}
              </LocalLink>
            </p>
            <div className="pl-8">
              <FieldError field={fields.consent} />
            </div>
          </div>
        </div>
        <HoneypotField id="booking-website" name={HONEYPOT_FIELD} label={t.honeypot} />
        <button
          type="submit"
          disabled={busy}
          className={cn(buttonStyles({ size: "lg" }), "mt-8 w-full sm:w-auto")}
        >
          {busy ? t.booking : t.book}
        </button>
      </Step>
    </Form>
  );
}
