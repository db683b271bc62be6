import type { SubmissionResult } from "@conform-to/react";
import type { AvailabilityReading } from "./availability-values";

/**
 * What saving the availability answers: a refused form comes back as typed, with its errors, in
 * Conform's reply (`errors`; `values` is the reading that holds it).
 */
export type AvailabilityActionResult =
  | { status: "saved" }
  | { status: "invalid"; values: AvailabilityReading; errors: SubmissionResult<string[]> }
  | { status: "error"; error: "invalid" | "unavailable" | "unsent" };

/** What the availability's form shows when its request got no answer (offline). */
export const unsentAvailability = {
  status: "error",
  error: "unsent",
} as const satisfies AvailabilityActionResult;
