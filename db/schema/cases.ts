import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { caseStepKinds } from "./case-values";

/**
 * One step of a client's case, in the order the consultant gives them. A step is reached on a day (null
 * until then) and may ask the client to do something by a due day; the reminder job writes once per due
 * day (`remindedFor`), so a new due day is reminded again. Deleting the account deletes the case.
 */
export const caseSteps = pgTable(
  "case_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: caseStepKinds }).notNull(),
    /** Sealed `{ en, fr }` name of a custom step. */
    name: jsonb("name"),
    position: integer("position").notNull(),
    reachedOn: date("reached_on", { mode: "string" }),
    dueOn: date("due_on", { mode: "string" }),
    /** The day the consultant recorded that what was due is done: no more reminders. */
    doneOn: date("done_on", { mode: "string" }),
    /** Sealed: IRCC's application number, on the step where the application was submitted. */
    applicationNumber: jsonb("application_number"),
    /** The due day last reminded. */
    remindedFor: date("reminded_for", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("case_steps_user_idx").on(table.userId, table.position),
    index("case_steps_due_idx").on(table.dueOn),
  ],
);
