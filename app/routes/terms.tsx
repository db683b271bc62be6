import type { Route } from "./+types/terms";
import { PageHeader } from "~/components/layout/page-header";
import { ProseSections } from "~/components/ui/prose-sections";
import { termsPage } from "~/config/pages/terms";
import { site } from "~/config/site";
import { termsContent } from "~/content/terms";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, termsPage);

export default function TermsPage() {
  const locale = useLocale();
  const t = useMessages(termsContent);
  const facts = { business: site.businessName, email: site.email };
  const sections = t.sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => format(paragraph, facts)),
  }));
  return (
    <>
      <PageHeader title={termsPage.title[locale]} lead={t.intro}>
        <p className="mt-3 text-sm text-slate-600">{t.effective}</p>
      </PageHeader>
      <ProseSections sections={sections} contentsLabel={t.contents} />
    </>
  );
}
