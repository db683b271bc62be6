import type { Locale } from "~/lib/i18n/locale";

/**
 * What a round was for, read from the name IRCC gives it. "general" rounds are open to every
 * program; "program" rounds to one program; "category" rounds to a category-based selection.
 */
const roundCategories = {
  general: { kind: "general", en: "All programs", fr: "Tous les programmes" },
  cec: { kind: "program", en: "Canadian Experience Class", fr: "Catégorie de l’expérience canadienne" },
  pnp: { kind: "program", en: "Provincial Nominee Program", fr: "Programme des candidats des provinces" },
  fsw: { kind: "program", en: "Federal Skilled Worker", fr: "Travailleurs qualifiés (fédéral)" },
  fst: { kind: "program", en: "Federal Skilled Trades", fr: "Travailleurs de métiers spécialisés (fédéral)" },
  french: {
    kind: "category",
    en: "French-language proficiency",
    fr: "Compétences linguistiques en français",
  },
  healthcare: {
    kind: "category",
    en: "Healthcare and social services occupations",
    fr: "Professions des soins de santé et des services sociaux",
  },
  stem: {
    kind: "category",
    en: "STEM occupations",
    fr: "Professions en sciences, technologies, génie et mathématiques",
  },
  trades: { kind: "category", en: "Trade occupations", fr: "Métiers" },
  transport: { kind: "category", en: "Transport occupations", fr: "Professions du transport" },
  agriculture: {
    kind: "category",
    en: "Agriculture and agri-food occupations",
    fr: "Professions de l’agriculture et de l’agroalimentaire",
  },
  education: { kind: "category", en: "Education occupations", fr: "Professions de l’éducation" },
  physicians: {
    kind: "category",
    en: "Physicians with Canadian work experience",
    fr: "Médecins ayant une expérience de travail au Canada",
  },
  researchers: {
    kind: "category",
    en: "Researchers with Canadian work experience",
    fr: "Chercheurs ayant une expérience de travail au Canada",
  },
  military: { kind: "category", en: "Skilled military recruits", fr: "Recrues militaires qualifiées" },
  seniorManagers: {
    kind: "category",
    en: "Senior managers with Canadian work experience",
    fr: "Cadres supérieurs ayant une expérience de travail au Canada",
  },
  other: { kind: "category", en: "Other category", fr: "Autre catégorie" },
} as const satisfies Record<string, { kind: "general" | "program" | "category"; en: string; fr: string }>;

export type RoundCategory = keyof typeof roundCategories;
export type RoundKind = (typeof roundCategories)[RoundCategory]["kind"];

/** First match wins: the specific categories before the programs their names may also mention. */
const patterns: [RegExp, RoundCategory][] = [
  [/french/i, "french"],
  [/physician|medical doctor/i, "physicians"],
  [/research/i, "researchers"],
  [/military|armed forces/i, "military"],
  [/health/i, "healthcare"],
  [/\bstem\b|science|technolog/i, "stem"],
  [/trade occupation|^trades?\b/i, "trades"],
  [/transport/i, "transport"],
  [/agricultur|agri-food/i, "agriculture"],
  [/education/i, "education"],
  [/senior manager/i, "seniorManagers"],
  [/no program specified|^general\b|all programs/i, "general"],
  [/canadian experience/i, "cec"],
  [/provincial nominee/i, "pnp"],
  [/federal skilled trades/i, "fst"],
  [/federal skilled worker/i, "fsw"],
];

export function categoryOf(name: string): RoundCategory {
  return patterns.find(([pattern]) => pattern.test(name))?.[1] ?? "other";
}

function isRoundCategory(value: string): value is RoundCategory {
  return Object.hasOwn(roundCategories, value);
}

/** The round's name in the page's language; a category the site does not know keeps IRCC's own name. */
export function roundLabel(round: { category: string; name: string }, locale: Locale): string {
  if (!isRoundCategory(round.category) || round.category === "other") return round.name;
  return roundCategories[round.category][locale];
}

export function roundKind(category: string): RoundKind {
  return isRoundCategory(category) ? roundCategories[category].kind : "category";
}
