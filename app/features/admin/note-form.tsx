import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { AdminActionResult } from "./action-result";
import { ActionMessage } from "./action-message";
import { NOTE_MAX_LENGTH } from "./limits";
import { adminMessages } from "./messages";
import { fieldClass } from "./styles";

/** Adds an internal note; the field empties once the note is stored. */
export function NoteForm({ type, id }: { type: LeadType; id: string }) {
  const t = useMessages(adminMessages);
  const fetcher = useFetcher<AdminActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved]);
  const invalid = fetcher.data && !fetcher.data.ok;
  return (
    <fetcher.Form ref={form} method="post" className="space-y-2 print:hidden">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor="lead-note" className="block font-medium text-slate-800">
        {t.noteLabel}
      </label>
      <textarea
        id="lead-note"
        name="body"
        rows={4}
        required
        maxLength={NOTE_MAX_LENGTH}
        aria-invalid={invalid || undefined}
        aria-describedby="lead-note-result"
        className={`${fieldClass} block w-full`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonStyles()}>
          {t.addNote}
        </button>
        <span id="lead-note-result">
          <ActionMessage result={fetcher.data} />
        </span>
      </div>
    </fetcher.Form>
  );
}
