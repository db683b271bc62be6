import { z } from "zod";
import type { SessionUser } from "~/features/auth/session.server";
import {
  addDocumentItem,
  removeDocumentItem,
  restoreDocumentItem,
  reviewDocument,
  startChecklistFor,
} from "./document-review.server";
import { reviewChangeSchemas } from "./document-review-changes";
import { caseChangeSchemas } from "./case-changes";
import { addCaseStep, moveCaseStep, removeCaseStep, saveCaseStep, startCase } from "./case.server";
import { perLocale } from "~/lib/form-schema";
import type { Services } from "~/lib/services.server";
import type { AdminIntent, AdminResult } from "./action-result";
import { adminAnswer, failedChange, readChange } from "./change.server";
import { changeSchemas } from "./changes";
import { addLeadNote, setLeadStatus } from "./leads.server";
import { retryOutboxEmail } from "./outbox.server";

/** The changes of the leads, outbox, document review and case pages; each page allows its own. */
const adminChangeSchema = perLocale((locale) => {
  const changes = changeSchemas(locale);
  const review = reviewChangeSchemas(locale);
  const cases = caseChangeSchemas(locale);
  return z.discriminatedUnion("intent", [
    changes.leadStatus,
    changes.leadNote,
    changes.retry,
    review.review,
    review.add,
    review.remove,
    review.restore,
    review.start,
    cases.start,
    cases.step,
    cases.add,
    cases.move,
    cases.remove,
  ]);
});

/**
 * Every change of the leads, outbox and document review pages goes through here: a validated form
 * of an intent the page allows (400 otherwise, with the fields to correct); a database fault is a
 * 503, never a 500.
 */
export async function handleAdminAction(
  services: Services,
  request: Request,
  user: SessionUser,
  allowed: readonly AdminIntent[],
) {
  const change = await readChange(request, adminChangeSchema);
  if (!change.ok) return change.answer;
  const { input, submission } = change;
  if (!allowed.includes(input.intent)) return adminAnswer({ status: "invalid" });
  const { db, sealer, env, nudgeOutbox } = services;
  const actor = { id: user.id, email: user.email };
  const { intent } = input;
  const outcome = (status: AdminResult["status"], options: { reset?: boolean } = {}) =>
    adminAnswer({ status, intent, submission: submission.reply({ resetForm: options.reset }) });
  try {
    if (input.intent === "status") {
      const found = await setLeadStatus(db, actor, input.type, input.id, input.status);
      return outcome(found ? "saved" : "notFound");
    }
    if (input.intent === "note") {
      const found = await addLeadNote(db, sealer, actor, input.type, input.id, input.body);
      return outcome(found ? "saved" : "notFound", { reset: found });
    }
    if (input.intent === "document-review") {
      const review =
        input.decision === "accepted"
          ? ({ itemId: input.item, decision: "accepted" } as const)
          : ({ itemId: input.item, decision: "needs-replacement", reason: input.reason } as const);
      const result = await reviewDocument(db, sealer, actor, review, env);
      if (result === "saved") nudgeOutbox();
      return outcome(result === "noFile" ? "conflict" : result);
    }
    if (input.intent === "document-add") {
      const added = await addDocumentItem(db, sealer, actor, input.user, input.label, input.kind);
      return outcome(added ? "saved" : "notFound", { reset: added });
    }
    if (input.intent === "document-remove") {
      return outcome((await removeDocumentItem(db, sealer, actor, input.item)) ? "saved" : "notFound");
    }
    if (input.intent === "document-restore") {
      return outcome((await restoreDocumentItem(db, sealer, actor, input.item)) ? "saved" : "notFound");
    }
    if (input.intent === "document-start") {
      const started = await startChecklistFor(db, sealer, actor, input.user, input.programme);
      return outcome(started ? "saved" : "notFound");
    }
    if (input.intent === "case-start") {
      return outcome(await startCase(db, sealer, actor, input.user));
    }
    if (input.intent === "case-step") {
      const { step, reachedOn, dueOn, applicationNumber, done } = input;
      const record = { stepId: step, reachedOn, dueOn, applicationNumber, done: done === "on" };
      const result = await saveCaseStep(db, sealer, actor, record, env);
      if (result === "saved") nudgeOutbox();
      return outcome(result);
    }
    if (input.intent === "case-add") {
      const name = input.nameEn && input.nameFr ? { en: input.nameEn, fr: input.nameFr } : undefined;
      const result = await addCaseStep(db, sealer, actor, { userId: input.user, kind: input.kind, name });
      return outcome(result, { reset: result === "saved" });
    }
    if (input.intent === "case-move") {
      return outcome(await moveCaseStep(db, sealer, actor, input.step, input.direction));
    }
    if (input.intent === "case-remove") {
      return outcome(await removeCaseStep(db, sealer, actor, input.step));
    }
    const retried = await retryOutboxEmail(db, actor, input.id);
    if (retried) nudgeOutbox();
    return outcome(retried ? "saved" : "conflict");
  } catch (error) {
    return failedChange(error, "back-office change not saved", intent, submission);
  }
}
