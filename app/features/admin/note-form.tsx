import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { Field } from "~/components/form/field";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { changeSchemas } from "./changes";
import { NOTE_MAX_LENGTH } from "./limits";
import { adminMessages } from "./messages";

/** Adds an internal note; the field empties once the note is stored. */
export function NoteForm({ type, id }: { type: LeadType; id: string }) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useForm({
    id: "lead",
    lastResult: fetcher.data?.submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeSchemas(locale).leadNote }),
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2 print:hidden">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <Field field={fields.body} label={t.noteLabel} compact alert>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            required
            maxLength={NOTE_MAX_LENGTH}
            className={cn(control.className, "block w-full")}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonStyles()}>
          {t.addNote}
        </button>
        <ActionMessage result={fetcher.data} />
      </div>
    </fetcher.Form>
  );
}
