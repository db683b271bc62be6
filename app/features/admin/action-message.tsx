import { useHydrated } from "~/components/form/use-hydrated";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents-values";
import type { AdminIntent, AdminResult } from "./action-result";
import { adminMessages } from "./messages";

type AdminText = (typeof adminMessages)["en"];
type Sentence = { [Key in keyof AdminText]: AdminText[Key] extends string ? Key : never }[keyof AdminText];

/** What an outcome says, where the words depend on the change: "notFound" is the lead's unless said. */
const sentences: Record<AdminIntent, { saved: Sentence; notFound?: Sentence; conflict?: Sentence }> = {
  status: { saved: "statusSaved" },
  note: { saved: "noteAdded" },
  retry: { saved: "retried", conflict: "notRetried" },
  "document-review": { saved: "documentReviewed", notFound: "documentNotFound", conflict: "noFile" },
  "document-add": { saved: "documentAdded" },
  "document-remove": { saved: "documentRemoved", notFound: "documentNotFound" },
  "document-restore": { saved: "documentRestored", notFound: "notRestored" },
  "document-start": { saved: "checklistStarted" },
  "case-start": { saved: "caseStarted", conflict: "caseStarted" },
  "case-step": { saved: "caseStepSaved", notFound: "caseStepNotFound" },
  "case-add": { saved: "caseStepAdded" },
  "case-move": { saved: "caseOrderSaved", notFound: "caseStepNotFound" },
  "case-remove": { saved: "caseStepRemoved", notFound: "caseStepNotFound", conflict: "caseStepReached" },
  "agreement-draft": {
    saved: "agreementSaved",
    notFound: "agreementNotFound",
    conflict: "agreementConflict",
  },
  "agreement-send": { saved: "agreementSent", notFound: "agreementNotFound", conflict: "agreementConflict" },
  "agreement-countersign": {
    saved: "agreementCountersigned",
    notFound: "agreementNotFound",
    conflict: "agreementConflict",
  },
  "agreement-terminate": {
    saved: "agreementTerminated",
    notFound: "agreementNotFound",
    conflict: "agreementConflict",
  },
  "invoice-issue": { saved: "invoiceIssued", notFound: "agreementNotFound", conflict: "invoiceConflict" },
  "payment-record": { saved: "paymentRecorded", notFound: "agreementNotFound", conflict: "invoiceConflict" },
  "booking-status": { saved: "statusSaved", notFound: "bookingNotFound", conflict: "overlap" },
  "booking-note": { saved: "bookingNoteSaved", notFound: "bookingNotFound" },
  availability: { saved: "availabilitySaved" },
};

/**
 * The outcome of a back-office change, announced to screen readers where it happened. A field to
 * correct shows its error at the field once JavaScript runs; without it the page comes back with
 * the form empty, and the first error is said here.
 */
export function ActionMessage({ result, className }: { result?: AdminResult; className?: string }) {
  const t = useMessages(adminMessages);
  const hydrated = useHydrated();
  const text = result && sentence(t, result, hydrated);
  if (!result || !text) return <span role="status" className={className} />;
  const saved = result.status === "saved";
  return (
    <span
      role={saved ? "status" : "alert"}
      className={cn(saved ? "text-green-800" : "text-red-800", className)}
    >
      {text}
    </span>
  );
}

function sentence(t: AdminText, { status, intent, submission }: AdminResult, hydrated: boolean) {
  if (status === "invalid") {
    const fieldError = Object.values(submission?.error ?? {}).find((errors) => errors?.length)?.[0];
    return hydrated && fieldError ? null : (fieldError ?? t.invalid);
  }
  if (status === "unavailable" || status === "unsent") return t[status];
  const said = intent ? sentences[intent][status] : undefined;
  return format(t[said ?? "notFound"], { days: REMOVED_DOCUMENT_KEEP_DAYS });
}
