import type { ApplicationGuide } from "~/content/guides";
import { useMessages } from "~/lib/i18n/use-locale";
import { ContentLinkList } from "./content-link";
import { Disclosure } from "./disclosure";
import { resourceMessages } from "./messages";

/** The application guides as an accordion: one item per guide, its two sections inside. */
export function GuideAccordion({ guides }: { guides: readonly ApplicationGuide[] }) {
  const t = useMessages(resourceMessages);
  return (
    <div className="space-y-4">
      {guides.map((guide) => (
        <Disclosure key={guide.id} id={guide.id} summary={guide.title}>
          <p className="text-slate-700">{guide.description}</p>
          <div className="mt-6 grid gap-8 lg:grid-cols-2">
            {guide.sections.map((section, index) => {
              const sectionId = `${guide.id}-section-${index + 1}`;
              return (
                <section key={section.title} aria-labelledby={sectionId}>
                  <h3 id={sectionId} className="text-lg font-semibold text-slate-900">
                    {section.title}
                  </h3>
                  <p className="mt-2 text-slate-700">{section.content}</p>
                  <h4 className="mt-4 font-semibold text-slate-900">{t.steps}</h4>
                  <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700 marker:font-semibold marker:text-red-700">
                    {section.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <h4 className="mt-4 font-semibold text-slate-900">{t.usefulLinks}</h4>
                  <ContentLinkList links={section.links} className="mt-2" />
                </section>
              );
            })}
          </div>
        </Disclosure>
      ))}
    </div>
  );
}
