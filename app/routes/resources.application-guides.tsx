import type { Route } from "./+types/resources.application-guides";
import { applicationGuidesPage } from "~/config/pages/application-guides";
import { applicationGuides, guidesCheckedOn } from "~/content/guides";
import { useLocale } from "~/lib/i18n/use-locale";
import { GuideAccordion } from "~/features/resources/guide-accordion";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, applicationGuidesPage);

export default function ApplicationGuidesPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={applicationGuidesPage} reviewedOn={guidesCheckedOn}>
      <GuideAccordion guides={applicationGuides[locale]} />
    </ResourcePage>
  );
}
