import { useId } from "react";
import { useFetcher } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { LeadStatus } from "~/db/schema/leads";
import type { AdminActionResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { statusOrder } from "./lead-kinds";
import { adminMessages } from "./messages";
import { fieldClass } from "./styles";

/**
 * Sets a lead's status. A fetcher, so several rows can be saved independently with JavaScript;
 * without it the form posts to the page like any other.
 */
export function StatusForm({
  type,
  id,
  status,
  name,
  compact = false,
}: {
  type: LeadType;
  id: string;
  status: LeadStatus;
  name: string;
  compact?: boolean;
}) {
  const t = useMessages(adminMessages);
  const fetcher = useFetcher<AdminActionResult>();
  const selectId = useId();
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className={compact ? "sr-only" : "font-medium text-slate-800"}>
        {compact ? format(t.statusOf, { name }) : t.changeStatus}
      </label>
      <select id={selectId} name="status" defaultValue={status} className={fieldClass}>
        {statusOrder.map((option) => (
          <option key={option} value={option}>
            {t.statuses[option]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending}
        className={buttonStyles({ variant: "outline" })}
        aria-label={compact ? format(t.saveStatusOf, { name }) : undefined}
      >
        {compact ? t.save : t.saveStatus}
      </button>
      <ActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}
