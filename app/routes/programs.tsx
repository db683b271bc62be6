import type { Route } from "./+types/programs";
import { PageHeader } from "~/components/layout/page-header";
import { CallToAction } from "~/components/ui/call-to-action";
import { Picture } from "~/components/ui/picture";
import { TopicCard } from "~/components/ui/topic-card";
import { illustrations } from "~/config/images";
import { programsPage } from "~/config/pages/programs";
import { programsContent } from "~/content/programs";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { useScrollToHash } from "~/lib/use-scroll-to-hash";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, programsPage);

export default function ProgramsPage() {
  const locale = useLocale();
  const t = useMessages(programsContent);
  useScrollToHash();
  const provinceImages = (["prairie", "coast", "aurora"] as const).map((key) => (
    <li key={key}>
      <Picture
        image={illustrations[key]}
        alt={t.provinceImages[key]}
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 30vw, 100vw"
        className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
      />
    </li>
  ));
  return (
    <>
      <PageHeader title={programsPage.title[locale]} lead={t.intro}>
        <p className="mt-3 text-sm text-slate-600">{t.updated}</p>
        <p data-testid="programs-finder" className="mt-4 max-w-3xl text-slate-800">
          {t.finderText}{" "}
          <LocalLink
            to="/pathways"
            className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t.finderLink}
          </LocalLink>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16">
        <TopicCard topic={t.expressEntry} />
        <TopicCard
          topic={t.provincial}
          media={
            <ul className="grid gap-4 sm:grid-cols-3" data-testid="province-images">
              {provinceImages}
            </ul>
          }
        />
        <TopicCard topic={t.communityPilots} />
        <TopicCard topic={t.family} />
        <TopicCard topic={t.business} />
        <TopicCard topic={t.workPermits} />
      </div>
      <CallToAction title={t.closingTitle} text={t.closingText} button={t.closingButton} to="/calculator" />
    </>
  );
}
