import type { Route } from "./+types/resources.document-templates";
import { documentTemplatesPage } from "~/config/pages/document-templates";
import { documentTemplates, templateGroupTitles, type TemplateGroup } from "~/content/templates";
import { useLocale } from "~/lib/i18n/use-locale";
import { ResourcePage } from "~/features/resources/resource-page";
import { TemplateCard } from "~/features/resources/template-card";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, documentTemplatesPage);

const groups: TemplateGroup[] = ["letters", "forms"];

export default function DocumentTemplatesPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={documentTemplatesPage}>
      <div className="space-y-12">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`${group}-title`}>
            <h2 id={`${group}-title`} className="text-2xl font-bold text-slate-900">
              {templateGroupTitles[locale][group]}
            </h2>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              {documentTemplates[locale]
                .filter((template) => template.group === group)
                .map((template) => (
                  <TemplateCard key={template.slug} template={template} />
                ))}
            </div>
          </section>
        ))}
      </div>
    </ResourcePage>
  );
}
