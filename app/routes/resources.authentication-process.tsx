import type { Route } from "./+types/resources.authentication-process";
import { authenticationProcessPage } from "~/config/pages/authentication-process";
import { authenticationProcess, resourcesCheckedOn } from "~/content/resources";
import { useLocale } from "~/lib/i18n/use-locale";
import { BulletSections } from "~/features/resources/bullet-sections";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location.pathname, authenticationProcessPage);

export default function AuthenticationProcessPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={authenticationProcessPage} reviewedOn={resourcesCheckedOn.authenticationProcess}>
      <BulletSections sections={authenticationProcess[locale]} />
    </ResourcePage>
  );
}
