import type { Route } from "./+types/resources.banking-guides";
import { bankingGuidesPage } from "~/config/pages/banking-guides";
import { bankingGuides, resourcesCheckedOn } from "~/content/resources";
import { useLocale } from "~/lib/i18n/use-locale";
import { BulletSections } from "~/features/resources/bullet-sections";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, bankingGuidesPage);

export default function BankingGuidesPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={bankingGuidesPage} reviewedOn={resourcesCheckedOn.bankingGuides}>
      <BulletSections sections={bankingGuides[locale]} />
    </ResourcePage>
  );
}
