import type { AvailabilityValues, FieldErrors } from "./availability-values";

/** What a change to a booking answers; the page turns it into a sentence in its language. */
export type BookingActionResult =
  | { ok: true; done: "statusSaved" | "noteSaved"; id: string }
  | {
      ok: false;
      /** `overlap`: the booking cannot be live again, someone else has booked its time since. */
      error: "invalid" | "notFound" | "overlap" | "noteTooLong" | "unavailable" | "unsent";
      id?: string;
    };

/** What saving the availability answers: a refused form comes back as typed, with its errors. */
export type AvailabilityActionResult =
  | { status: "saved" }
  | { status: "invalid"; values: AvailabilityValues; errors: FieldErrors }
  | { status: "error"; error: "invalid" | "unavailable" | "unsent" };

/** What the agenda's and the availability's forms show when their request got no answer (offline). */
export const unsentBookingChange = { ok: false, error: "unsent" } as const satisfies BookingActionResult;
export const unsentAvailability = {
  status: "error",
  error: "unsent",
} as const satisfies AvailabilityActionResult;
