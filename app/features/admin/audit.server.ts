import { desc, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { auditEvents, type AuditAction } from "~/db/schema/admin";

export const AUDIT_PAGE_SIZE = 100;

export interface AuditPage {
  events: {
    id: string;
    actorEmail: string;
    action: AuditAction;
    target: string;
    detail: Record<string, unknown>;
    createdAt: Date;
  }[];
  total: number;
}

/** Newest first, one page at a time (pages count from 1). */
export async function listAudit(db: Database, page = 1): Promise<AuditPage> {
  const events = await db
    .select({
      id: auditEvents.id,
      actorEmail: auditEvents.actorEmail,
      action: auditEvents.action,
      target: auditEvents.target,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
  return {
    events: events.map((event) => ({ ...event, detail: (event.detail ?? {}) as Record<string, unknown> })),
    total: Number(count?.n ?? 0),
  };
}
