import { useId } from "react";
import { useFetcher } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import type { BookingStatus } from "~/db/schema/booking";
import type { BookingActionResult } from "./booking-action-result";
import { bookingStatusOrder } from "./booking-kinds";
import { bookingAdminMessages } from "./booking-messages";
import { NOTE_MAX_LENGTH } from "./limits";
import { adminMessages } from "./messages";
import { fieldClass } from "./styles";

/** The outcome of a change to a booking, announced where it happened. */
export function BookingActionMessage({
  result,
  className,
}: {
  result?: BookingActionResult;
  className?: string;
}) {
  const t = useMessages(bookingAdminMessages);
  const admin = useMessages(adminMessages);
  if (!result) return <span role="status" className={className} />;
  if (result.ok) {
    return (
      <span role="status" className={`text-green-800 ${className ?? ""}`}>
        {t[result.done]}
      </span>
    );
  }
  const text =
    result.error === "noteTooLong"
      ? format(admin.noteTooLong, { n: NOTE_MAX_LENGTH })
      : result.error === "notFound" || result.error === "overlap"
        ? t[result.error]
        : admin[result.error];
  return (
    <span role="alert" className={`text-red-800 ${className ?? ""}`}>
      {text}
    </span>
  );
}

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
  const fetcher = useFetcher<BookingActionResult>();
  const selectId = useId();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="booking-status" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className="sr-only">
        {format(t.statusOf, { name, time })}
      </label>
      <select id={selectId} name="status" defaultValue={status} className={fieldClass}>
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
      <BookingActionMessage result={fetcher.data} className="basis-full text-sm" />
    </fetcher.Form>
  );
}

/** The consultant's own note on a booking, replaced as a whole (an empty note clears it). */
export function BookingNoteForm({ id, name, time, note }: BookingFormProps & { note: string }) {
  const t = useMessages(bookingAdminMessages);
  const fetcher = useFetcher<BookingActionResult>();
  const fieldId = useId();
  return (
    <fetcher.Form method="post" className="flex flex-col items-start gap-2">
      <input type="hidden" name="intent" value="booking-note" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={fieldId} className="sr-only">
        {format(t.noteOf, { name, time })}
      </label>
      <textarea
        id={fieldId}
        name="note"
        rows={3}
        defaultValue={note}
        maxLength={NOTE_MAX_LENGTH}
        aria-describedby={`${fieldId}-help`}
        className={`${fieldClass} block w-64`}
      />
      <span id={`${fieldId}-help`} className="text-xs text-slate-700">
        {t.noteHelp}
      </span>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonStyles({ variant: "outline" })}
        aria-label={format(t.saveNoteOf, { name, time })}
      >
        {t.saveNote}
      </button>
      <BookingActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}
