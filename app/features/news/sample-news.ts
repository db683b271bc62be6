import type { Locale } from "~/lib/i18n/locale";
import { defaultImageFor, sortNews } from "./normalize";
import type { NewsItem } from "./news-item";

interface SampleEntry {
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
  link: Record<Locale, string>;
}

/*
 * SPEC §9 "Sample news data": five items, shown when neither the feed nor stored items are available.
 * They are general guidance, not news: they state lasting facts and point to IRCC's pages, so they stay
 * true whenever shown. Unlike the spec's samples, none is breaking and none claims a publication date
 * (issue 31): the page labels them "General guidance" and shows no date, and the banner never shows them.
 */
const entries: SampleEntry[] = [
  {
    title: {
      en: "Check IRCC processing times before you apply",
      fr: "Vérifiez les délais de traitement d’IRCC avant de présenter une demande",
    },
    summary: {
      en: "Processing times change often. Check IRCC's official tool for your type of application before you submit it, and plan your travel or start date around the current estimate.",
      fr: "Les délais de traitement changent souvent. Consultez l’outil officiel d’IRCC pour votre type de demande avant de la soumettre, et planifiez votre voyage ou votre date d’entrée en fonction de l’estimation actuelle.",
    },
    link: {
      en: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
      fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete/services/demande/verifier-delais-traitement.html",
    },
  },
  {
    title: {
      en: "Protect yourself from fraud: IRCC never asks for payment by gift card or cryptocurrency",
      fr: "Protégez-vous contre la fraude\u00a0: IRCC ne demande jamais de paiement par carte-cadeau ni en cryptomonnaie",
    },
    summary: {
      en: "Scammers pose as immigration officials by phone and email. Government fees are paid only through IRCC's official website; report any suspicious request to the Canadian Anti-Fraud Centre.",
      fr: "Des fraudeurs se font passer pour des agents d’immigration par téléphone et par courriel. Les frais gouvernementaux se paient uniquement sur le site officiel d’IRCC\u202f; signalez toute demande suspecte au Centre antifraude du Canada.",
    },
    link: {
      en: "https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html",
      fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete/services/proteger-fraude.html",
    },
  },
  {
    title: {
      en: "Express Entry: how invitations to apply for permanent residence are issued",
      fr: "Entrée express\u00a0: comment les invitations à présenter une demande de résidence permanente sont émises",
    },
    summary: {
      en: "Candidates in the Express Entry pool are ranked by their Comprehensive Ranking System score. IRCC holds regular rounds of invitations, some open to all programs and some targeted to categories.",
      fr: "Les candidats du bassin d’Entrée express sont classés selon leur note au Système de classement global. IRCC tient des rondes d’invitations régulières, certaines ouvertes à tous les programmes et d’autres ciblées par catégorie.",
    },
    link: {
      en: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html",
      fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete/services/immigrer-canada/entree-express.html",
    },
  },
  {
    title: {
      en: "Study permits: what international students need before arriving in Canada",
      fr: "Permis d’études\u00a0: ce dont les étudiants étrangers ont besoin avant d’arriver au Canada",
    },
    summary: {
      en: "Most international students need a letter of acceptance from a designated learning institution, proof of funds and, in most provinces, a provincial attestation letter to apply for a study permit.",
      fr: "La plupart des étudiants étrangers ont besoin d’une lettre d’acceptation d’un établissement d’enseignement désigné, d’une preuve de fonds et, dans la plupart des provinces, d’une lettre d’attestation provinciale pour demander un permis d’études.",
    },
    link: {
      en: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
      fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete/services/etudier-canada/permis-etudes.html",
    },
  },
  {
    title: {
      en: "Provincial Nominee Program: how provinces choose the newcomers they need",
      fr: "Programme des candidats des provinces\u00a0: comment les provinces choisissent les nouveaux arrivants dont elles ont besoin",
    },
    summary: {
      en: "Each province and territory runs its own streams for workers, graduates and entrepreneurs. With a provincial nomination, you apply online for permanent residence: through Express Entry, or through IRCC's Permanent Residence Portal.",
      fr: "Chaque province et territoire gère ses propres volets pour les travailleurs, les diplômés et les entrepreneurs. Avec une désignation provinciale, vous présentez en ligne une demande de résidence permanente\u00a0: par Entrée express ou par le Portail de résidence permanente d’IRCC.",
    },
    link: {
      en: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/provincial-nominees.html",
      fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete/services/immigrer-canada/candidats-provinces.html",
    },
  },
];

/**
 * The sample items in a language, in their order. They have no publication date: as the spec does for a
 * feed item without one, `date` is the time they are served (`now`), which the page never shows for them.
 */
export function sampleNews(locale: Locale, now: Date = new Date()): NewsItem[] {
  return sortNews(
    entries.map((entry, index) => ({
      id: index + 1,
      title: entry.title[locale],
      summary: entry.summary[locale],
      date: now.toISOString(),
      isBreakingNews: false,
      link: entry.link[locale],
      // The English title picks the illustration, so both languages show the same one.
      imageUrl: defaultImageFor(entry.title.en),
    })),
  );
}
