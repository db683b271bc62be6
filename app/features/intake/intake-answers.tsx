import type { SummarySection } from "./summary";

/**
 * An intake file's answers, section by section: the same view for the client who sent them and for
 * the consultant who reads them. Long answers wrap rather than widen the page.
 */
export function IntakeAnswers({ sections }: { sections: readonly SummarySection[] }) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`answers-${section.id}`} className="break-inside-avoid">
      <h2 id={`answers-${section.id}`} className="text-xl font-semibold text-slate-900">
        {section.title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {section.lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="font-medium text-slate-700">{line.label}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}
