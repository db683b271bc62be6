import type { Route } from "./+types/home";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { illustrations, imageSrcSet } from "~/config/images";
import { homePage } from "~/config/pages/home";
import { homeContent } from "~/content/home";
import { FeatureCards, ProgramCards } from "~/features/home/feature-cards";
import { HeroSlideshow, heroImageSizes } from "~/features/home/hero-slideshow";
import { LicenceBadge } from "~/features/home/licence-badge";
import { localeFromPath } from "~/lib/i18n/locale";
import { dictionary, translator } from "~/lib/i18n/dictionary";
import { BreakingBanner } from "~/features/news/breaking-banner";
import { LatestNews } from "~/features/news/latest-news";
import { NewsCopyContext } from "~/features/news/news-copy";
import { newsMessages } from "~/features/news/news-messages";
import { JsonLd, professionalServiceData } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { publicOriginOf } from "~/lib/seo/origin.server";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, homePage);

/** The first slide is the page's largest image: fetch it with the HTML, before any script. */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: imageSrcSet(illustrations.rockies, "avif"),
    imageSizes: heroImageSizes,
    fetchPriority: "high",
  },
];

/**
 * The page's copy, the spec's dictionary, the news strings and the business's structured data in its
 * own language only: they arrive with the page, not in the page's script.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return {
    content: homeContent[locale],
    dictionary: dictionary[locale],
    news: newsMessages[locale],
    business: professionalServiceData(publicOriginOf(context), locale, homePage.description[locale]),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const t = translator(loaderData.dictionary);
  return (
    <NewsCopyContext.Provider value={loaderData.news}>
      <BreakingBanner />
      <HeroSlideshow content={content}>
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl">
          {t("welcome")}
        </h1>
        <p className="mt-3 text-lg font-semibold text-red-100 md:text-2xl">{t("subtitle")}</p>
        <p className="mx-auto mt-4 max-w-2xl text-sm text-slate-100 md:text-lg">{t("description")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/calculator" size="lg">
            {t("startAssessment")}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="secondary">
            {t("contactUs")}
          </ButtonLink>
        </div>
      </HeroSlideshow>
      <LicenceBadge content={content} />
      <Section id="why-choose-us" title={t("whyChoose")} lead={t("experienceServices")}>
        <FeatureCards cards={content.features} />
      </Section>
      <Section id="programs" tone="muted" title={t("immigrationPrograms")} lead={t("explorePathways")}>
        <ProgramCards cards={content.programs} learnMore={content.learnMore} />
      </Section>
      <section aria-labelledby="get-started-heading" className="bg-red-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="get-started-heading" className="text-2xl font-bold md:text-3xl">
            {t("readyToBegin")}
          </h2>
          <p className="mt-3 text-lg text-red-50">{t("discoverOptions")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/immigration-form" size="lg" variant="secondary">
              {t("getStarted")}
            </ButtonLink>
            <ButtonLink to="/book-appointment" size="lg" variant="inverse">
              {content.bookCall}
            </ButtonLink>
          </div>
        </div>
      </section>
      <LatestNews />
      <JsonLd data={loaderData.business} />
    </NewsCopyContext.Provider>
  );
}
