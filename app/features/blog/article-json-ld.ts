import { site } from "~/config/site";
import type { BlogArticleSummary } from "~/content/blog";
import type { Locale } from "~/lib/i18n/locale";

/** schema.org BlogPosting for an article page. */
export function articleJsonLd(
  article: BlogArticleSummary,
  locale: Locale,
  urls: { page: string; image: string; home: string },
) {
  const organization = { "@type": "Organization", name: site.businessName, url: urls.home };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title[locale],
    description: article.excerpt[locale],
    articleSection: article.category[locale],
    datePublished: article.date,
    inLanguage: locale === "fr" ? "fr-CA" : "en-CA",
    image: urls.image,
    url: urls.page,
    mainEntityOfPage: urls.page,
    author: organization,
    publisher: organization,
  };
}
