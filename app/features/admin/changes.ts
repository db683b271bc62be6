import { z } from "zod";
import { perLocale } from "~/lib/form-schema";
import { format, pick } from "~/lib/i18n/messages";
import { bookingStatusOrder } from "./booking-kinds";
import { statusOrder, typeOrder } from "./lead-kinds";
import { NOTE_MAX_LENGTH } from "./limits";
import { adminMessages } from "./messages";

/**
 * The back office's small changes, one schema each, for the form in the browser and the action:
 * a lead's status and notes, an email retried, a booking's status and the consultant's note on it.
 */
export const changeSchemas = perLocale((locale) => {
  const t = pick(adminMessages, locale);
  const tooLong = format(t.noteTooLong, { n: NOTE_MAX_LENGTH });
  const lead = { type: z.enum(typeOrder), id: z.uuid() };
  const bookingStatus = z.object({
    intent: z.literal("booking-status"),
    id: z.uuid(),
    status: z.enum(bookingStatusOrder),
  });
  // An empty note clears it.
  const bookingNote = z.object({
    intent: z.literal("booking-note"),
    id: z.uuid(),
    note: z.string().trim().max(NOTE_MAX_LENGTH, tooLong).default(""),
  });
  return {
    leadStatus: z.object({ intent: z.literal("status"), ...lead, status: z.enum(statusOrder) }),
    leadNote: z.object({
      intent: z.literal("note"),
      ...lead,
      body: z.string({ error: t.noteRequired }).trim().min(1, t.noteRequired).max(NOTE_MAX_LENGTH, tooLong),
    }),
    retry: z.object({ intent: z.literal("retry"), id: z.uuid() }),
    bookingStatus,
    bookingNote,
    /** The agenda's action takes either. */
    booking: z.discriminatedUnion("intent", [bookingStatus, bookingNote]),
  };
});
