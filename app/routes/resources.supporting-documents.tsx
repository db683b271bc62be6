import type { Route } from "./+types/resources.supporting-documents";
import { supportingDocumentsPage } from "~/config/pages/supporting-documents";
import { supportingDocumentsGuidelines, resourcesCheckedOn } from "~/content/resources";
import { useLocale } from "~/lib/i18n/use-locale";
import { BulletSections } from "~/features/resources/bullet-sections";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location.pathname, supportingDocumentsPage);

export default function SupportingDocumentsPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={supportingDocumentsPage} reviewedOn={resourcesCheckedOn.supportingDocuments}>
      <BulletSections sections={supportingDocumentsGuidelines[locale]} />
    </ResourcePage>
  );
}
