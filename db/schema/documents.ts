import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { bytea } from "./bytea";
import { documentItemStatuses, documentKinds } from "./documents-values";

/**
 * One line of a client's document checklist. Lines from the Document Requirements lists are named by
 * their key (the text comes from the content, in the reader's language); lines the consultant adds
 * carry their own label, sealed. Deleting the account deletes the checklist.
 */
export const documentItems = pgTable(
  "document_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `<list>.<point>` for a line of the Document Requirements page, `custom.<uuid>` for the consultant's. */
    key: text("key").notNull(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** Sealed label of a line the consultant added. */
    label: jsonb("label"),
    status: text("status", { enum: documentItemStatuses }).notNull().default("missing"),
    /** Sealed: why the consultant asks for a replacement. */
    reason: jsonb("reason"),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the consultant removed the line. A removed line and its file are hidden from the client and
     * the review, can be restored for REMOVED_DOCUMENT_KEEP_DAYS, and are then deleted by the
     * retention job. It keeps its key, so choosing its list again does not bring it back unseen.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("document_items_user_key_idx").on(table.userId, table.key),
    // The dashboard and the list of documents to review count these.
    index("document_items_received_idx")
      .on(table.status)
      .where(sql`${table.status} = 'received' and ${table.removedAt} is null`),
  ],
);

/**
 * The file a client sent for a checklist line, one per line (a new upload replaces it). The id is
 * random and is the only name a download link carries. The bytes are sealed with the data key.
 */
export const documentFiles = pgTable(
  "document_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .unique()
      .references(() => documentItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sealed: a file's name often says whose document it is. */
    name: jsonb("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The sealed bytes; null when they are kept in the documents bucket instead. */
    content: bytea("content"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("document_files_user_idx").on(table.userId)],
);

/**
 * The consultant's digest of a client's uploads: at most one email per client per hour. `outboxId` is
 * the email waiting to go (rewritten as more files arrive until a worker takes it), `items` the lines
 * it names (ids and whether each replaced a file, never a file's name or bytes), `dueAt` when the
 * latest one was due, from which the next is an hour later at the earliest.
 */
export const documentUploadNotices = pgTable("document_upload_notices", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  outboxId: uuid("outbox_id"),
  items: jsonb("items").$type<{ item: string; replaced: boolean }[]>().notNull().default([]),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
});
