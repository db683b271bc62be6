import type { Locale } from "./locale";

/** The spec's translation dictionary (SPEC §3): twelve keys, an unknown key falls back to the key itself. */
export const dictionary = {
  en: {
    welcome: "Your Journey to Canada Starts Here",
    subtitle: "Licensed Immigration Consulting in Saskatoon",
    description:
      "Personalised guidance for Express Entry, provincial nomination, study, work, business and family sponsorship — from a licensed consultant who answers to the regulator.",
    startAssessment: "Start Your Free Assessment",
    contactUs: "Contact Us",
    whyChoose: "Why Choose Us",
    experienceServices: "Experience immigration services built on expertise, transparency and care",
    readyToBegin: "Ready to Begin Your Canadian Journey?",
    discoverOptions: "Discover your options and take the first step with a detailed intake assessment.",
    getStarted: "Get Started Today",
    immigrationPrograms: "Immigration Programs",
    explorePathways: "Explore the pathways to permanent residence, study and work in Canada",
  },
  fr: {
    welcome: "Votre parcours vers le Canada commence ici",
    subtitle: "Consultante en immigration agréée à Saskatoon",
    description:
      "Un accompagnement personnalisé pour Entrée express, la désignation provinciale, les études, le travail, l’immigration d’affaires et le parrainage familial — par une consultante agréée qui rend des comptes à l’organisme de réglementation.",
    startAssessment: "Commencer votre évaluation gratuite",
    contactUs: "Nous joindre",
    whyChoose: "Pourquoi nous choisir",
    experienceServices:
      "Des services d’immigration fondés sur l’expertise, la transparence et la bienveillance",
    readyToBegin: "Prêt à commencer votre parcours canadien ?",
    discoverOptions: "Découvrez vos options et faites le premier pas grâce à une évaluation détaillée.",
    getStarted: "Commencer dès aujourd’hui",
    immigrationPrograms: "Programmes d’immigration",
    explorePathways: "Explorez les voies vers la résidence permanente, les études et le travail au Canada",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** `t(key)` over one language of the dictionary, which a page may receive with its data. */
export function translator(table: Readonly<Record<string, string>>): (key: string) => string {
  return (key) => (Object.hasOwn(table, key) ? (table[key] as string) : key);
}
