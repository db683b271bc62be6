import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { FieldError } from "~/components/form/field-error";
import { compactInputClass } from "~/components/form/field-styles";
import { withoutKey } from "~/components/form/without-key";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { BookingStatus } from "~/db/schema/booking-values";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { bookingStatusOrder } from "./booking-kinds";
import { bookingAdminMessages } from "./booking-messages";
import { ChangeFields, Submit, useChangeForm } from "./change-form";
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
  const t = useMessages(bookingAdminMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(changeSchemas(useLocale()).bookingStatus, fetcher.data, {
    id: `booking-status-${id}`,
    defaultValue: { status },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-wrap items-center gap-2">
      <ChangeFields intent="booking-status" id={id} />
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
      <Submit fetcher={fetcher} variant="outline" aria-label={format(t.saveStatusOf, { name, time })}>
        {t.save}
      </Submit>
      <ActionMessage result={fetcher.data} className="basis-full text-sm" />
    </fetcher.Form>
  );
}

/** The consultant's own note on a booking, replaced as a whole (an empty note clears it). */
export function BookingNoteForm({ id, name, time, note }: BookingFormProps & { note: string }) {
  const t = useMessages(bookingAdminMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(changeSchemas(useLocale()).bookingNote, fetcher.data, {
    id: `booking-note-${id}`,
    defaultValue: { note },
  });
  const field = fields.note;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col items-start gap-2">
      <ChangeFields intent="booking-note" id={id} />
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
      <Submit fetcher={fetcher} variant="outline" aria-label={format(t.saveNoteOf, { name, time })}>
        {t.saveNote}
      </Submit>
      <ActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}
