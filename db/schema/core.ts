import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** SPEC §3 "Profile record": one row per account, keyed by the authenticated user's id. */
export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Leases for scheduled jobs: a job runs only while its instance holds the lease, so several
 * server instances on one database run each job once per period. A failed run is retried from
 * `next_attempt_at`, later after each failure in a row (`failures`), until one succeeds.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  failures: integer("failures").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
});

/** Fixed-window request counters shared by every instance (rate limits hold across the fleet). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
