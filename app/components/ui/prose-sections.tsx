import { textLinkClass } from "~/components/ui/text-link";
/** A titled block of running text: paragraphs, then an optional bullet list. */
export interface ProseSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** Long-form text (policies, terms) with a table of contents, readable at a comfortable line length. */
export function ProseSections({
  sections,
  contentsLabel,
  children,
}: {
  sections: readonly ProseSection[];
  contentsLabel: string;
  /** Closing content under the last section, such as a link it mentions. */
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      <nav aria-label={contentsLabel} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-base font-semibold text-slate-900">{contentsLabel}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={textLinkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-28"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
            {i + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </div>
  );
}
