import { getFormProps } from "@conform-to/react";
import { ConsentField } from "~/components/form/consent-field";
import { HoneypotField } from "~/components/form/honeypot-field";
import { Form } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { NameEmailFields } from "~/components/form/name-email-fields";
import { useHydrated } from "~/components/form/use-hydrated";
import { buttonStyles } from "~/components/ui/button";
import { HONEYPOT_FIELD } from "~/features/contact/schema";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { bookingMessages } from "./messages";
import type { MeetingTypeView } from "./picker";
import { BOOKING_LIMITS, bookingFields, bookingSchema, consentText, type BookingField } from "./schema";
import { OutcomeNotice, SlotFieldset, TimeZoneField } from "./slot-choices";
import { Step, useSlotForm, type SlotFormProps } from "./steps";

/**
 * Step 3 of the booking page: a free slot of the chosen day (or, after a refusal, the nearest free
 * slots) and who books. Conform checks it in the browser with the action's schema; without
 * JavaScript the action answers with the same errors and the typed values.
 */
export function BookingForm({ type, day, slots, action }: SlotFormProps & { type: MeetingTypeView }) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const hydrated = useHydrated();
  const { outcome, busy, form, fields } = useSlotForm("booking", bookingSchema, {
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
            <ErrorSummary
              title={t.fixErrors}
              items={summary.map(({ name, message, target }) => ({
                label: label[name],
                href: target,
                message,
              }))}
            />
          )}
        </div>
        <SlotFieldset field={fields.startsAt} formId={form.id} day={day} slots={slots} outcome={outcome} />
      </Step>

      <Step id="details" number={4} title={t.detailsHeading}>
        <div className="grid max-w-4xl gap-5 md:grid-cols-2">
          <NameEmailFields
            fields={fields}
            words={{ fullName: t.fullName, email: t.email, emailHelp: t.emailHelp, required: t.required }}
            limits={BOOKING_LIMITS}
          />
          <Field
            field={fields.phone}
            label={t.phone}
            help={type.mode === "office" ? t.phoneHelpOffice : t.phoneHelpRemote}
            required={t.required}
          >
            {(control) => (
              <input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={BOOKING_LIMITS.phone}
                aria-required
              />
            )}
          </Field>
          <Field field={fields.note} label={t.note} help={t.noteHelp} className="md:col-span-2">
            {(control) => <textarea {...control} rows={4} maxLength={BOOKING_LIMITS.note} />}
          </Field>
          <ConsentField
            field={fields.consent}
            label={consentText(locale)}
            required={t.required}
            privacyLink={t.privacyLink}
            className="md:col-span-2"
          />
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
