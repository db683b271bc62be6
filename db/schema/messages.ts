import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./bytea";

/**
 * One message of the thread between a client and the consultant: one thread per client, named by the
 * client's account. The text is sealed. Deleting the account deletes the thread.
 */
export const caseMessages = pgTable(
  "case_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromConsultant: boolean("from_consultant").notNull(),
    /** Sealed text. */
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("case_messages_thread_idx").on(table.userId, table.createdAt)],
);

/** The folder of the documents bucket that holds files sent with messages, named by their row's id. */
export const MESSAGE_FILES_PREFIX = "messages/";

/**
 * A file sent with a message, checked as the documents are and sealed like them; in the database, or in
 * the documents bucket under `messages/` when one is configured.
 */
export const caseMessageFiles = pgTable(
  "case_message_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .unique()
      .references(() => caseMessages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sealed: a file's name often says whose document it is. */
    name: jsonb("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content"),
  },
  (table) => [index("case_message_files_user_idx").on(table.userId)],
);

/**
 * Each side's reading of a client's thread: what they last read (their unread count is what the other
 * side wrote since) and when they were last emailed about it (at most once per quarter hour).
 */
export const caseThreads = pgTable(
  "case_threads",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    clientReadAt: timestamp("client_read_at", { withTimezone: true }),
    consultantReadAt: timestamp("consultant_read_at", { withTimezone: true }),
    clientNotifiedAt: timestamp("client_notified_at", { withTimezone: true }),
    consultantNotifiedAt: timestamp("consultant_notified_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("case_threads_last_idx").on(table.lastMessageAt)],
);
