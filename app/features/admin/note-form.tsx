import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Field } from "~/components/form/field";
import { cn } from "~/lib/cn";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { AdminResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { ChangeFields, Submit, useChangeForm } from "./change-form";
import { changeSchemas } from "./changes";
import { NOTE_MAX_LENGTH } from "./limits";
import { adminMessages } from "./messages";

/** Adds an internal note; the field empties once the note is stored. */
export function NoteForm({ type, id }: { type: LeadType; id: string }) {
  const t = useMessages(adminMessages);
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(changeSchemas(useLocale()).leadNote, fetcher.data, { id: "lead" });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2 print:hidden">
      <ChangeFields intent="note" type={type} id={id} />
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
        <Submit fetcher={fetcher}>{t.addNote}</Submit>
        <ActionMessage result={fetcher.data} />
      </div>
    </fetcher.Form>
  );
}
