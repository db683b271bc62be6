import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import type { AdminActionResult } from "./action-result";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents";
import { NOTE_MAX_LENGTH } from "./limits";
import { adminMessages } from "./messages";

/** The outcome of a back-office change, announced to screen readers where it happened. */
export function ActionMessage({ result, className }: { result?: AdminActionResult; className?: string }) {
  const t = useMessages(adminMessages);
  if (!result) return <span role="status" className={className} />;
  if (result.ok) {
    return (
      <span role="status" className={`text-green-800 ${className ?? ""}`}>
        {format(t[result.done], { days: REMOVED_DOCUMENT_KEEP_DAYS })}
      </span>
    );
  }
  const text =
    result.error === "noteTooLong" ? format(t.noteTooLong, { n: NOTE_MAX_LENGTH }) : t[result.error];
  return (
    <span role="alert" className={`text-red-800 ${className ?? ""}`}>
      {text}
    </span>
  );
}
