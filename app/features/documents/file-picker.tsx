import type { ComponentProps } from "react";
import { useHydrated } from "~/components/form/use-hydrated";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { documentsMessages } from "./messages";

/**
 * A file input for one checklist line, as one row of the same height with or without JavaScript,
 * so nothing moves when React takes over. A browser writes its own button and "no file" text in
 * its own language, whatever the page's: once React runs, the input is hidden and the page's words
 * stand in for them. Without JavaScript the browser's input stays, so the visitor sees what they chose.
 */
export function FilePicker({
  input,
  item,
  chosen,
  onChoose,
}: {
  input: ComponentProps<"input"> & { id: string };
  /** The checklist line, named to screen readers; a picker that has a label of its own names none. */
  item?: string;
  chosen?: string;
  onChoose: (name: string | undefined) => void;
}) {
  const t = useMessages(documentsMessages);
  const hydrated = useHydrated();
  const forItem = item === undefined ? "" : format(t.chooseFileFor, { item });
  return (
    <div className="relative flex min-h-10 flex-wrap items-center gap-3">
      {hydrated ? (
        <>
          <input
            {...input}
            type="file"
            className="peer sr-only"
            onChange={(event) => onChoose(event.currentTarget.files?.[0]?.name)}
          />
          <label
            htmlFor={input.id}
            className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-red-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            {t.chooseFile}
            {forItem && <span className="sr-only"> {forItem}</span>}
          </label>
          <span className="min-w-0 text-sm break-all text-slate-700" data-testid="chosen-file">
            {chosen ?? t.noFileChosen}
          </span>
        </>
      ) : (
        <>
          <label htmlFor={input.id} className="sr-only">
            {forItem ? `${t.chooseFile} ${forItem}` : t.chooseFile}
          </label>
          <input
            {...input}
            type="file"
            className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-50"
          />
        </>
      )}
    </div>
  );
}
