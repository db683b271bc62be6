import { defineMessages } from "~/lib/i18n/messages";

export const blogMessages = defineMessages({
  en: {
    readTime: "{n} min read",
    backToBlog: "Back to Immigration Insights",
    sources: "Official sources and related pages",
    category: "Category",
    writtenOn:
      "Written on {date}. Immigration rules change often: check the official sources before you act.",
  },
  fr: {
    readTime: "{n} min de lecture",
    backToBlog: "Retour à Perspectives en immigration",
    sources: "Sources officielles et pages connexes",
    category: "Catégorie",
    writtenOn:
      "Rédigé le {date}. Les règles d’immigration changent souvent\u00a0: vérifiez les sources officielles avant d’agir.",
  },
});
