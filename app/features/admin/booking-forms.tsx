import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { FieldError } from "~/components/form/field-error";
import { compactInputClass } from "~/components/form/field-styles";
import { withoutKey } from "~/components/form/without-key";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { BookingStatus } from "~/db/schema/booking-values";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { bookingStatusOrder } from "./booking-kinds";
import { bookingAdminMessages } from "./booking-messages";
import { changeSchemas } from "./changes";
import { NOTE_MAX_LENGTH } from "./limits";

interface BookingFormProps {
  id: string;
  /** Who booked and when, so each control of a long agenda says which booking it is for. */
  name: string;
  time: string;
}

/**
 * Sets a booking's status. A fetcher, so each row saves on its own with JavaScript; without it the
 * form posts to the page like any other.
 */
export function BookingStatusForm({ id, name, time, status }: BookingFormProps & { status: BookingStatus }) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useForm({
    id: `booking-status-${id}`,
    lastResult: fetcher.data?.submission,
    defaultValue: { status },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchemas(locale).bookingStatus }),
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="booking-status" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={fields.status.id} className="sr-only">
        {format(t.statusOf, { name, time })}
      </label>
      <select {...withoutKey(getSelectProps(fields.status))} className={compactInputClass()}>
        {bookingStatusOrder.map((option) => (
          <option key={option} value={option}>
            {t.statuses[option]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonStyles({ variant: "outline" })}
        aria-label={format(t.saveStatusOf, { name, time })}
      >
        {t.save}
      </button>
      <ActionMessage result={fetcher.data} className="basis-full text-sm" />
    </fetcher.Form>
  );
}

/** The consultant's own note on a booking, replaced as a whole (an empty note clears it). */
export function BookingNoteForm({ id, name, time, note }: BookingFormProps & { note: string }) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useForm({
    id: `booking-note-${id}`,
    lastResult: fetcher.data?.submission,
    defaultValue: { note },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchemas(locale).bookingNote }),
  });
  const field = fields.note;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col items-start gap-2">
      <input type="hidden" name="intent" value="booking-note" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={field.id} className="sr-only">
        {format(t.noteOf, { name, time })}
      </label>
      <textarea
        {...withoutKey(getTextareaProps(field, { ariaDescribedBy: field.descriptionId }))}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        className={cn(compactInputClass(Boolean(field.errors)), "block w-64")}
      />
      <span id={field.descriptionId} className="text-xs text-slate-700">
        {t.noteHelp}
      </span>
      <FieldError field={field} alert />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonStyles({ variant: "outline" })}
        aria-label={format(t.saveNoteOf, { name, time })}
      >
        {t.saveNote}
      </button>
      <ActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}
