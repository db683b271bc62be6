import type { ReactNode } from "react";
import { useMessages } from "~/lib/i18n/use-locale";
import type { SectionId } from "../fields";
import { intakeMessages } from "../messages";

/** A section of the form; its id is the target of the progress list's links. */
export function FormSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const t = useMessages(intakeMessages);
  return (
    <fieldset
      id={`intake-${id}`}
      className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <legend className="px-2 text-xl font-semibold text-slate-900">{t.sections[id]}</legend>
      {children}
    </fieldset>
  );
}
