import { and, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { bookings } from "~/db/schema/booking";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";

/**
 * Bookings one mailbox may make in 24 hours, before RATE_LIMIT_MULTIPLIER: each sends the visitor's
 * words to an address nobody has proven theirs (ADR 014).
 */
const BOOKING_MAILBOX_RATE_LIMIT: RateLimitRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

/** Appointments still to come that one mailbox may hold at once (ADR 014). */
const MAX_UPCOMING_PER_MAILBOX = 2;

/** Providers whose addresses ignore dots in the name, under each of their domains. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as far as it can be told from the address: case and
 * surrounding spaces ignored, a "+tag" after the name dropped, and Gmail's dots. Variants of one
 * address count as one.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  let name = address.slice(0, at);
  if (name.indexOf("+") > 0) name = name.slice(0, name.indexOf("+"));
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${name.replaceAll(".", "")}@${dotless}` : `${name}@${domain}`;
}

/** The domains whose addresses may deliver to the mailbox `key` names. */
function domainsOf(key: string): string[] {
  const domain = key.slice(key.lastIndexOf("@") + 1);
  const aliases = Object.keys(DOTLESS_DOMAINS).filter((entry) => DOTLESS_DOMAINS[entry] === domain);
  return aliases.length > 0 ? aliases : [domain];
}

/** How many appointments still to come (not cancelled) a mailbox holds. */
async function upcomingBookingsOf(db: Database, email: string, now: Date): Promise<number> {
  const key = mailboxKey(email);
  const rows = await db
    .select({ email: bookings.email })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "cancelled"),
        gt(bookings.startsAt, now),
        inArray(sql`lower(split_part(${bookings.email}, '@', 2))`, domainsOf(key)),
      ),
    );
  return rows.filter((row) => mailboxKey(row.email) === key).length;
}

export type MailboxRefusal =
  { status: "already-booked" } | { status: "address-limited"; retryAfterSeconds: number };

/**
 * Why this mailbox may not book now, if it may not: it holds as many upcoming appointments as one
 * may, or it has used its day's bookings. An attempt it may make is counted against the day's
 * budget before the booking, so attempts at the same instant cannot all pass; one refused for the
 * upcoming appointments is not, so cancelling one and booking again is not held against the visitor.
 */
export async function mailboxRefusal(
  db: Database,
  email: string,
  multiplier: number,
  now: Date = new Date(),
): Promise<MailboxRefusal | null> {
  if ((await upcomingBookingsOf(db, email, now)) >= MAX_UPCOMING_PER_MAILBOX) {
    return { status: "already-booked" };
  }
  const budget = await hitRateLimit(
    db,
    `booking-mailbox:${mailboxKey(email)}`,
    BOOKING_MAILBOX_RATE_LIMIT,
    multiplier,
  );
  return budget.allowed ? null : { status: "address-limited", retryAfterSeconds: budget.retryAfterSeconds };
}
