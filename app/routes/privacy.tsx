import type { Route } from "./+types/privacy";
import { PageHeader } from "~/components/layout/page-header";
import { ProseSections } from "~/components/ui/prose-sections";
import { privacyPage } from "~/config/pages/privacy";
import { formatAddress, site } from "~/config/site";
import { privacyContent } from "~/content/privacy";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { textLinkClass } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, privacyPage);

export default function PrivacyPage() {
  const locale = useLocale();
  const t = useMessages(privacyContent);
  const facts = {
    name: site.consultantName,
    email: site.email,
    phone: site.phone,
    address: formatAddress(locale),
  };
  const sections = t.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => format(paragraph, facts)),
  }));
  return (
    <>
      <PageHeader title={privacyPage.title[locale]} lead={t.intro}>
        <p className="mt-3 text-sm text-slate-600">{t.effective}</p>
      </PageHeader>
      <ProseSections sections={sections} contentsLabel={t.contents}>
        <p className="mt-4">
          <a
            href={t.complaintsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn("font-semibold", textLinkClass)}
          >
            {t.complaintsLink}
            <span className="sr-only"> {t.opensInNewTab}</span>
          </a>
        </p>
      </ProseSections>
    </>
  );
}
