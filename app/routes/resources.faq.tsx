import type { Route } from "./+types/resources.faq";
import { faqPage } from "~/config/pages/faq";
import { faqCategories, faqCheckedOn } from "~/content/faq";

import { localeFromPath, siteUrl } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { faqJsonLd } from "~/features/resources/faq-json-ld";
import { FaqList } from "~/features/resources/faq-list";
import { ResourcePage } from "~/features/resources/resource-page";
import { pageMeta } from "~/lib/seo/meta";
import { originFromMatches } from "~/lib/seo/origin";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const url = siteUrl(originFromMatches(matches), "/resources/faq", locale);
  return [
    ...pageMeta(location.pathname, faqPage),
    { "script:ld+json": faqJsonLd(faqCategories[locale], url, locale === "fr" ? "fr-CA" : "en-CA") },
  ];
};

export default function FaqPage() {
  const locale = useLocale();
  return (
    <ResourcePage page={faqPage} reviewedOn={faqCheckedOn}>
      <FaqList categories={faqCategories[locale]} />
    </ResourcePage>
  );
}
