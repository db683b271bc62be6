import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The news items last stored for each language, in the order the page shows them. */
export const newsItems = pgTable(
  "news_items",
  {
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    position: integer("position").notNull(),
    /** SPEC §3 "News item" id: sequential from 1 in feed order. */
    itemId: integer("item_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    isBreakingNews: boolean("is_breaking_news").notNull(),
    link: text("link").notNull(),
    imageUrl: text("image_url").notNull(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.position] })],
);

/**
 * Per language: where the stored items came from and how the last attempt to read the feed went,
 * which together say whether the page is served live, from the last stored items, or the samples.
 */
export const newsFeedState = pgTable("news_feed_state", {
  locale: text("locale", { enum: ["en", "fr"] }).primaryKey(),
  origin: text("origin", { enum: ["feed", "sample"] }).notNull(),
  lastAttemptOk: boolean("last_attempt_ok").notNull(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
});
