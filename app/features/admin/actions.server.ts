import { data } from "react-router";
import { z } from "zod";
import type { SessionUser } from "~/features/auth/session.server";
import { readForm } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { services } from "~/lib/services.server";
import { leadTypes } from "~/db/schema/admin";
import { leadStatuses } from "~/db/schema/leads";
import { noStoreHeaders } from "./guard.server";
import type { AdminActionResult, AdminIntent } from "./action-result";
import { addLeadNote, setLeadStatus } from "./leads.server";
import { NOTE_MAX_LENGTH } from "./limits";
import { retryOutboxEmail } from "./outbox.server";

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), type: z.enum(leadTypes), id: uuid, status: z.enum(leadStatuses) }),
  z.object({
    intent: z.literal("note"),
    type: z.enum(leadTypes),
    id: uuid,
    body: z.string().trim().min(1, { error: "noteRequired" }).max(NOTE_MAX_LENGTH, { error: "noteTooLong" }),
  }),
  z.object({ intent: z.literal("retry"), id: uuid }),
]);

const answer = (result: AdminActionResult, status = 200) =>
  data<AdminActionResult>(result, { status, headers: noStoreHeaders });

/**
 * Every back-office change goes through here, by the consultant the back office's layout let in (the
 * server has already refused other sites' posts): POST only, a validated form (400 otherwise); a
 * database fault is a 503, never a 500.
 */
export async function handleAdminAction(
  request: Request,
  user: SessionUser,
  allowed: readonly AdminIntent[],
) {
  if (request.method !== "POST") {
    throw data(null, { status: 405, headers: { Allow: "POST", ...noStoreHeaders } });
  }
  const { db, nudgeOutbox } = services();
  const form = await readForm(request);
  if (!form.ok) return answer({ ok: false, error: "invalid" }, 400);
  const parsed = actionSchema.safeParse(Object.fromEntries(form.value));
  if (!parsed.success || !allowed.includes(parsed.data.intent)) {
    const noteIssue = parsed.error?.issues.find((issue) => issue.path[0] === "body")?.message;
    const error = noteIssue === "noteRequired" || noteIssue === "noteTooLong" ? noteIssue : "invalid";
    return answer({ ok: false, error, intent: error === "invalid" ? undefined : "note" }, 400);
  }
  const input = parsed.data;
  const actor = { id: user.id, email: user.email };
  try {
    if (input.intent === "status") {
      const found = await setLeadStatus(db, actor, input.type, input.id, input.status);
      return found
        ? answer({ ok: true, done: "statusSaved", intent: input.intent })
        : answer({ ok: false, error: "notFound", intent: input.intent }, 404);
    }
    if (input.intent === "note") {
      const found = await addLeadNote(db, actor, input.type, input.id, input.body);
      return found
        ? answer({ ok: true, done: "noteAdded", intent: input.intent })
        : answer({ ok: false, error: "notFound", intent: input.intent }, 404);
    }
    const retried = await retryOutboxEmail(db, actor, input.id);
    if (retried) nudgeOutbox();
    return retried
      ? answer({ ok: true, done: "retried", intent: input.intent })
      : answer({ ok: false, error: "notRetried", intent: input.intent }, 409);
  } catch (error) {
    logger.error({ err: error, intent: input.intent }, "back-office change not saved");
    return answer({ ok: false, error: "unavailable", intent: input.intent }, 503);
  }
}
