import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a signed booking link may do. Each link does one thing, and only for the booking's current
 * version: a reschedule raises the sequence, so the links of the old time stop working.
 */
export type BookingLinkPurpose = "view" | "cancel" | "reschedule";

function signature(secret: string, purpose: BookingLinkPurpose, id: string, sequence: number): string {
  return createHmac("sha256", secret).update(`booking:${purpose}:${id}:${sequence}`).digest("base64url");
}

/** `<id>.<sequence>.<signature>`: no account needed, not guessable, not reusable for another purpose. */
export function bookingToken(
  secret: string,
  purpose: BookingLinkPurpose,
  id: string,
  sequence: number,
): string {
  return `${id}.${sequence}.${signature(secret, purpose, id, sequence)}`;
}

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/;

/** The booking a token names, when its signature holds for that purpose; null otherwise. */
export function readBookingToken(
  secret: string,
  purpose: BookingLinkPurpose,
  token: string,
): { id: string; sequence: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, sequenceText, given] = match as unknown as [string, string, string, string];
  const sequence = Number(sequenceText);
  const expected = Buffer.from(signature(secret, purpose, id, sequence));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { id, sequence };
}
