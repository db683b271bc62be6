import type { Route } from "./+types/resources";
import { PageHeader } from "~/components/layout/page-header";
import { Card, CardTitle } from "~/components/ui/card";
import { resourcesPage } from "~/config/pages/resources";
import { resourceHubCards } from "~/content/resources";
import { ContentLinkList } from "~/features/resources/content-link";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, resourcesPage);

export default function ResourcesPage() {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={resourcesPage.title[locale]} lead={resourcesPage.description[locale]} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 md:grid-cols-2">
        {resourceHubCards[locale].map((card) => (
          <Card key={card.id} id={card.id} aria-labelledby={`${card.id}-title`}>
            <CardTitle id={`${card.id}-title`}>{card.title}</CardTitle>
            <p className="mt-2 text-slate-700">{card.description}</p>
            <ContentLinkList links={card.links} className="mt-4" />
          </Card>
        ))}
      </div>
    </>
  );
}
