import type { Database } from "~/db/client";
import { auditEvents, type AuditAction } from "~/db/schema/admin";

/** Who made a change: the signed-in account, as the audit trail names it. */
export interface Actor {
  id: string;
  email: string;
}

/** Appends one event; pass the transaction of the change it records so both stand or fall together. */
export async function recordAudit(
  db: Database,
  actor: Actor,
  action: AuditAction,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditEvents).values({ actorId: actor.id, actorEmail: actor.email, action, target, detail });
}
