import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { compactInputClass } from "~/components/form/field-styles";
import { withoutKey } from "~/components/form/without-key";
import { buttonStyles } from "~/components/ui/button";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { LeadStatus } from "~/db/schema/leads";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
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
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const fetcher = useFetcher<AdminResult>();
  const formId = useId();
  const [form, fields] = useForm({
    id: formId,
    lastResult: fetcher.data?.submission,
    defaultValue: { status },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchemas(locale).leadStatus }),
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
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
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonStyles({ variant: "outline" })}
        aria-label={compact ? format(t.saveStatusOf, { name }) : undefined}
      >
        {compact ? t.save : t.saveStatus}
      </button>
      <ActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}
