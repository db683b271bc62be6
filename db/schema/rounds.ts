import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Express Entry rounds of invitations as IRCC publishes them, one row per round. */
export const expressEntryRounds = pgTable(
  "express_entry_rounds",
  {
    /** IRCC's round number, as published ("341"; a few old ones are "91a", "91b"). */
    number: text("number").primaryKey(),
    drawnOn: date("drawn_on", { mode: "string" }).notNull(),
    /** The round's name as IRCC writes it in English ("Canadian Experience Class", "Trade occupations (Version 2)"). */
    name: text("name").notNull(),
    /** What the name says, as a key the site translates (see rounds/categories). */
    category: text("category").notNull(),
    invitations: integer("invitations").notNull(),
    /** The lowest CRS score invited. */
    cutoff: integer("cutoff").notNull(),
  },
  (table) => [index("express_entry_rounds_drawn_idx").on(table.drawnOn)],
);

/** How the last attempts to read IRCC's rounds went: the back office shows it, pages keep the stored rounds. */
export const roundsFeedState = pgTable("rounds_feed_state", {
  source: text("source").primaryKey(),
  lastAttemptOk: boolean("last_attempt_ok").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
  /** Rounds the last successful read held, and those it skipped as malformed. */
  roundsRead: integer("rounds_read").notNull().default(0),
  roundsSkipped: integer("rounds_skipped").notNull().default(0),
});
