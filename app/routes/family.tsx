import type { Route } from "./+types/family";
import { PageHeader } from "~/components/layout/page-header";
import { CallToAction } from "~/components/ui/call-to-action";
import { TopicCard } from "~/components/ui/topic-card";
import { familyPage } from "~/config/pages/family";
import { familyContent } from "~/content/family";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { useScrollToHash } from "~/lib/use-scroll-to-hash";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, familyPage);

export default function FamilyPage() {
  const locale = useLocale();
  const t = useMessages(familyContent);
  useScrollToHash();
  return (
    <>
      <PageHeader title={familyPage.title[locale]} lead={t.intro}>
        <p className="mt-3 text-sm text-slate-600">{t.updated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16">
        {[t.spouse, t.parents, t.children, t.superVisa].map((topic) => (
          <TopicCard key={topic.title} topic={topic} />
        ))}
      </div>
      <CallToAction title={t.closingTitle} text={t.closingText} button={t.closingButton} to="/contact" />
    </>
  );
}
