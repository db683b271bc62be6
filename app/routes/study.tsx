import type { Route } from "./+types/study";
import { PageHeader } from "~/components/layout/page-header";
import { CallToAction } from "~/components/ui/call-to-action";
import { TopicCard } from "~/components/ui/topic-card";
import { studyPage } from "~/config/pages/study";
import { studyCheckedOn, studyContent } from "~/content/study";
import { format } from "~/lib/i18n/messages";
import { formatLongDate } from "~/lib/dates";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { useScrollToHash } from "~/lib/use-scroll-to-hash";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, studyPage);

export default function StudyPage() {
  const locale = useLocale();
  const t = useMessages(studyContent);
  useScrollToHash();
  return (
    <>
      <PageHeader title={studyPage.title[locale]} lead={t.intro}>
        <p className="mt-3 text-sm text-slate-600">
          {format(t.updated, { date: formatLongDate(studyCheckedOn, locale) })}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16">
        {[t.visa, t.education, t.studentLife, t.postGraduation].map((topic) => (
          <TopicCard key={topic.title} topic={topic} />
        ))}
      </div>
      <CallToAction title={t.closingTitle} text={t.closingText} button={t.closingButton} to="/contact" />
    </>
  );
}
