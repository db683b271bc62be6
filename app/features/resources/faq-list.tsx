import type { FaqCategory } from "~/content/faq";
import { ContentLinkList } from "./content-link";
import { Disclosure } from "./disclosure";

/** The FAQ by category; each answer expands under its question. */
export function FaqList({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <div className="space-y-12">
      {categories.map((category) => (
        <section
          key={category.id}
          id={category.id}
          aria-labelledby={`${category.id}-title`}
          className="scroll-mt-28"
        >
          <h2 id={`${category.id}-title`} className="text-2xl font-bold text-slate-900">
            {category.title}
          </h2>
          <div className="mt-4 space-y-3">
            {category.entries.map((entry) => (
              <Disclosure key={entry.question} summary={entry.question} headingLevel="h3">
                <p className="text-slate-700">{entry.answer}</p>
                <ContentLinkList links={entry.links} className="mt-3" />
              </Disclosure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
