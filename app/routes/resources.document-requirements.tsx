import type { Route } from "./+types/resources.document-requirements";
import { documentRequirementsPage } from "~/config/pages/document-requirements";
import { documentRequirements, resourcesCheckedOn } from "~/content/resources";
import { useLocale } from "~/lib/i18n/use-locale";
import { BulletSections } from "~/features/resources/bullet-sections";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location.pathname, documentRequirementsPage);

export default function DocumentRequirementsPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={documentRequirementsPage} reviewedOn={resourcesCheckedOn.documentRequirements}>
      <BulletSections sections={documentRequirements[locale]} />
    </ResourcePage>
  );
}
