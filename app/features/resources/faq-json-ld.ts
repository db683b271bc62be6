import type { FaqCategory } from "~/content/faq";

/** schema.org FAQPage for the FAQ page, so search engines can read the questions and answers. */
export function faqJsonLd(categories: readonly FaqCategory[], url: string, language: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    inLanguage: language,
    mainEntity: categories.flatMap((category) =>
      category.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  };
}
