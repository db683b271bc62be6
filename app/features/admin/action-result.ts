import type { SubmissionResult } from "@conform-to/react";

/** What a back-office form asks for: its `intent`. */
export const adminIntents = [
  "status",
  "note",
  "retry",
  "document-review",
  "document-add",
  "document-remove",
  "document-restore",
  "document-start",
  "case-start",
  "case-step",
  "case-add",
  "case-move",
  "case-remove",
  "agreement-draft",
  "agreement-send",
  "agreement-countersign",
  "agreement-terminate",
  "invoice-issue",
  "payment-record",
  "booking-status",
  "booking-note",
  "availability",
] as const;
export type AdminIntent = (typeof adminIntents)[number];

/**
 * What every back-office change answers, with or without JavaScript; the page words it in its
 * language (`ActionMessage`).
 * - "invalid": a field to correct, named in `submission`, or a post no form of the back office sends;
 * - "notFound": what the change was about is gone;
 * - "conflict": it cannot be done now: no file to review yet, an email already sent, a cancelled
 *   booking's time booked by someone else since;
 * - "unavailable": the database failed, nothing was saved;
 * - "unsent": the request got no answer (the routes' `clientAction`).
 */
export interface AdminResult {
  status: "saved" | "invalid" | "notFound" | "conflict" | "unavailable" | "unsent";
  intent?: AdminIntent;
  /** Conform's reply: the field errors and the typed values, or the form's reset once saved. */
  submission?: SubmissionResult<string[]>;
}
