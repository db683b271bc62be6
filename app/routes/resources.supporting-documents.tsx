import type { Route } from "./+types/resources.supporting-documents";
import { supportingDocumentsGuidelines, resourcesCheckedOn } from "~/content/resources";
import { useLocale } from "~/lib/i18n/use-locale";
import { BulletSections } from "~/features/resources/bullet-sections";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "supportingDocuments");

export default function SupportingDocumentsPage() {
  const locale = useLocale();
  return (
    <ResourcePage page="supportingDocuments" reviewedOn={resourcesCheckedOn.supportingDocuments}>
      <BulletSections sections={supportingDocumentsGuidelines[locale]} />
    </ResourcePage>
  );
}
