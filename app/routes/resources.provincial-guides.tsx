import type { Route } from "./+types/resources.provincial-guides";
import { provincialGuidesPage } from "~/config/pages/provincial-guides";
import { Card, CardTitle } from "~/components/ui/card";
import { provincialGuides } from "~/content/resources";
import { useLocale } from "~/lib/i18n/use-locale";
import { ContentLinkItem } from "~/features/resources/content-link";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, provincialGuidesPage);

export default function ProvincialGuidesPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={provincialGuidesPage}>
      <div className="grid gap-6 md:grid-cols-2">
        {provincialGuides[locale].map((guide) => (
          <Card key={guide.id} id={guide.id} aria-labelledby={`${guide.id}-title`}>
            <CardTitle id={`${guide.id}-title`}>{guide.province}</CardTitle>
            <p className="mt-2 text-slate-700">{guide.description}</p>
            <ContentLinkItem link={guide.link} className="mt-4 self-start" />
          </Card>
        ))}
      </div>
    </ResourcePage>
  );
}
