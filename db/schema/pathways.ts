import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { leadStatuses } from "./leads";

/**
 * Results of the pathways finder a visitor sent to the consultant: a lead beside contact messages and
 * intake files. The name, the answers (the finder's query string) and the results as the visitor saw
 * them are sealed together in `content`, so the file still shows what was seen after the rules change;
 * the email stays readable so the sender's other leads can be found.
 */
export const pathwaysLeads = pgTable(
  "pathways_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The client account that sent it, when signed in: the results join that client's file. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    content: jsonb("content").notNull(),
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    /** The consent sentence exactly as shown, and when it was given. */
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pathways_leads_status_created_idx").on(table.status, table.createdAt),
    index("pathways_leads_user_idx").on(table.userId, table.createdAt),
  ],
);
