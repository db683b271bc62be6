import { getFormProps, getSelectProps } from "@conform-to/react";
import { useId } from "react";
import { useFetcher } from "react-router";
import { compactInputClass } from "~/components/form/field-styles";
import { withoutKey } from "~/components/form/without-key";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { LeadStatus } from "~/db/schema/leads";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { ChangeFields, Submit, useChangeForm } from "./change-form";
import { changeSchemas } from "./changes";
import { statusOrder } from "./lead-kinds";
import { adminMessages } from "./messages";

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
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(changeSchemas(useLocale()).leadStatus, fetcher.data, {
    id: useId(),
    defaultValue: { status },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-wrap items-center gap-2">
      <ChangeFields intent="status" type={type} id={id} />
      <label htmlFor={fields.status.id} className={compact ? "sr-only" : "font-medium text-slate-800"}>
        {compact ? format(t.statusOf, { name }) : t.changeStatus}
      </label>
      <select {...withoutKey(getSelectProps(fields.status))} className={compactInputClass()}>
        {statusOrder.map((option) => (
          <option key={option} value={option}>
            {t.statuses[option]}
          </option>
        ))}
      </select>
      <Submit
        fetcher={fetcher}
        variant="outline"
        aria-label={compact ? format(t.saveStatusOf, { name }) : undefined}
      >
        {compact ? t.save : t.saveStatus}
      </Submit>
      <ActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}
