import { data } from "react-router";
import { z } from "zod";
import type { SessionUser } from "~/features/auth/session.server";
import { readForm } from "~/lib/http.server";
import { failedWrite } from "~/lib/failed-write.server";
import type { Services } from "~/lib/services.server";
import { isProgramme } from "~/features/documents/checklist";
import {
  addDocumentItem,
  removeDocumentItem,
  restoreDocumentItem,
  reviewDocument,
  startChecklistFor,
} from "~/features/documents/review.server";
import { leadTypes } from "~/db/schema/admin";
import { documentKinds } from "~/db/schema/documents";
import { leadStatuses } from "~/db/schema/leads";
import { noStoreHeaders } from "./guard.server";
import type { AdminActionResult, AdminIntent } from "./action-result";
import { addLeadNote, setLeadStatus } from "./leads.server";
import { DOCUMENT_LABEL_MAX_LENGTH, NOTE_MAX_LENGTH, REASON_MAX_LENGTH } from "./limits";
import { retryOutboxEmail } from "./outbox.server";

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    type: z.enum(leadTypes),
    id: z.uuid(),
    status: z.enum(leadStatuses),
  }),
  z.object({
    intent: z.literal("note"),
    type: z.enum(leadTypes),
    id: z.uuid(),
    body: z.string().trim().min(1, { error: "noteRequired" }).max(NOTE_MAX_LENGTH, { error: "noteTooLong" }),
  }),
  z.object({ intent: z.literal("retry"), id: z.uuid() }),
  z
    .object({
      intent: z.literal("document-review"),
      item: z.uuid(),
      decision: z.enum(["accepted", "needs-replacement"]),
      reason: z.string().trim().max(REASON_MAX_LENGTH, { error: "invalid" }).default(""),
    })
    .refine((input) => input.decision === "accepted" || input.reason !== "", {
      error: "reasonRequired",
      path: ["reason"],
    }),
  z.object({
    intent: z.literal("document-add"),
    user: z.string().min(1).max(200),
    label: z
      .string()
      .trim()
      .min(1, { error: "labelRequired" })
      .max(DOCUMENT_LABEL_MAX_LENGTH, { error: "labelRequired" }),
    kind: z.enum(documentKinds),
  }),
  // Removing asks first (the review page's confirmation step): a post without it removes nothing.
  z.object({
    intent: z.literal("document-remove"),
    item: z.uuid(),
    confirm: z.literal("yes", { error: "removeUnconfirmed" }),
  }),
  z.object({ intent: z.literal("document-restore"), item: z.uuid() }),
  z.object({ intent: z.literal("document-start"), user: z.string().min(1).max(200) }),
]);

/** Field errors the form can name; anything else is "invalid". */
const namedErrors = new Set([
  "noteRequired",
  "noteTooLong",
  "reasonRequired",
  "labelRequired",
  "removeUnconfirmed",
]);

const answer = (result: AdminActionResult, status = 200) =>
  data<AdminActionResult>(result, { status, headers: noStoreHeaders });

/**
 * Every back-office change goes through here, by the consultant the back office's layout let in (the
 * server has already refused other sites' posts): POST only, a validated form (400 otherwise); a
 * database fault is a 503, never a 500.
 */
export async function handleAdminAction(
  services: Services,
  request: Request,
  user: SessionUser,
  allowed: readonly AdminIntent[],
) {
  if (request.method !== "POST") {
    throw data(null, { status: 405, headers: { Allow: "POST", ...noStoreHeaders } });
  }
  const { db, sealer, env, nudgeOutbox } = services;
  const form = await readForm(request);
  if (!form.ok) return answer({ ok: false, error: "invalid" }, 400);
  const parsed = actionSchema.safeParse(Object.fromEntries(form.value));
  if (!parsed.success || !allowed.includes(parsed.data.intent)) {
    const named = parsed.error?.issues.find((issue) => namedErrors.has(issue.message))?.message;
    const error = (named ?? "invalid") as
      "noteRequired" | "noteTooLong" | "reasonRequired" | "labelRequired" | "removeUnconfirmed" | "invalid";
    const intent = form.value.get("intent");
    return answer(
      { ok: false, error, intent: named && typeof intent === "string" ? (intent as AdminIntent) : undefined },
      400,
    );
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
      const found = await addLeadNote(db, sealer, actor, input.type, input.id, input.body);
      return found
        ? answer({ ok: true, done: "noteAdded", intent: input.intent })
        : answer({ ok: false, error: "notFound", intent: input.intent }, 404);
    }
    if (input.intent === "document-review") {
      const review =
        input.decision === "accepted"
          ? ({ itemId: input.item, decision: "accepted" } as const)
          : ({ itemId: input.item, decision: "needs-replacement", reason: input.reason } as const);
      const result = await reviewDocument(db, sealer, actor, review, env);
      if (result === "saved") nudgeOutbox();
      if (result === "notFound")
        return answer({ ok: false, error: "documentNotFound", intent: input.intent }, 404);
      if (result === "noFile") return answer({ ok: false, error: "noFile", intent: input.intent }, 409);
      return answer({ ok: true, done: "documentReviewed", intent: input.intent });
    }
    if (input.intent === "document-add") {
      const added = await addDocumentItem(db, sealer, actor, input.user, input.label, input.kind);
      return added
        ? answer({ ok: true, done: "documentAdded", intent: input.intent })
        : answer({ ok: false, error: "notFound", intent: input.intent }, 404);
    }
    if (input.intent === "document-remove") {
      const removed = await removeDocumentItem(db, sealer, actor, input.item);
      return removed
        ? answer({ ok: true, done: "documentRemoved", intent: input.intent })
        : answer({ ok: false, error: "documentNotFound", intent: input.intent }, 404);
    }
    if (input.intent === "document-restore") {
      const restored = await restoreDocumentItem(db, sealer, actor, input.item);
      return restored
        ? answer({ ok: true, done: "documentRestored", intent: input.intent })
        : answer({ ok: false, error: "notRestored", intent: input.intent }, 404);
    }
    if (input.intent === "document-start") {
      const chosen = form.value.getAll("programme").filter(isProgramme);
      if (chosen.length === 0)
        return answer({ ok: false, error: "programmeRequired", intent: input.intent }, 400);
      const started = await startChecklistFor(db, sealer, actor, input.user, chosen);
      return started
        ? answer({ ok: true, done: "checklistStarted", intent: input.intent })
        : answer({ ok: false, error: "notFound", intent: input.intent }, 404);
    }
    const retried = await retryOutboxEmail(db, actor, input.id);
    if (retried) nudgeOutbox();
    return retried
      ? answer({ ok: true, done: "retried", intent: input.intent })
      : answer({ ok: false, error: "notRetried", intent: input.intent }, 409);
  } catch (error) {
    return failedWrite<AdminActionResult>(
      error,
      "back-office change not saved",
      { ok: false, error: "unavailable", intent: input.intent },
      { log: { intent: input.intent }, headers: noStoreHeaders },
    );
  }
}
