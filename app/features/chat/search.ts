import MiniSearch from "minisearch";
import type { Locale } from "~/lib/i18n/locale";
import type { QuestionKind } from "./intents";
import { buildPassages, type Passage } from "./passages";
import { synonyms } from "./synonyms";
import { isStopword, sentences, stem, terms, words } from "./text";

export interface Match {
  passage: Passage;
  score: number;
  /** Share of the question's words (each with its synonyms) that the passage contains, 0 to 1. */
  coverage: number;
}

interface LocaleIndex {
  search: MiniSearch<Passage>;
  byId: Map<string, Passage>;
}

let indexes: Record<Locale, LocaleIndex> | undefined;

function buildIndex(passages: Passage[], locale: Locale): LocaleIndex {
  const search = new MiniSearch<Passage>({
    fields: ["title", "text", "keywords", "page"],
    idField: "id",
    tokenize: (text) => terms(text, locale),
    processTerm: (term) => term,
    searchOptions: { boost: { title: 2, keywords: 1.5, page: 0.5 } },
  });
  const own = passages.filter((passage) => passage.locale === locale);
  search.addAll(own);
  return { search, byId: new Map(own.map((passage) => [passage.id, passage])) };
}

/** Built on first use, from the content bundled with the server. */
function getIndexes(): Record<Locale, LocaleIndex> {
  if (!indexes) {
    const passages = buildPassages();
    indexes = { en: buildIndex(passages, "en"), fr: buildIndex(passages, "fr") };
  }
  return indexes;
}

/** Each word of the question with the index terms it stands for (its stem and its synonyms'). */
export function queryGroups(question: string, locale: Locale): string[][] {
  const groups: string[][] = [];
  const seen = new Set<string>();
  for (const word of words(question)) {
    if (isStopword(word, locale) || seen.has(word)) continue;
    seen.add(word);
    const group = new Set([stem(word, locale)]);
    for (const [triggers, expansion] of synonyms[locale]) {
      if (triggers.includes(word)) for (const term of terms(expansion, locale)) group.add(term);
    }
    groups.push([...group]);
  }
  return groups;
}

const quantities: Record<QuestionKind, RegExp> = {
  amount: /\$\s?\d|\d[\d\s\u00a0\u202f,]*\s?\$/,
  duration: /\b\d+(?:[\s\u00a0]|-)(?:days?|weeks?|months?|years?|jours?|semaines?|mois|ans|années?)\b/i,
  count: /\d/,
};

/** True when the text states the kind of quantity the question asks for. */
export function statesQuantity(text: string, kind: QuestionKind): boolean {
  return quantities[kind].test(text);
}

const searchOptions = {
  tokenize: (text: string) => text.split(" "),
  processTerm: (term: string) => term,
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
};

/** A synonym of a visitor's word counts for less than the word itself ("études" finds "permis" too). */
const SYNONYM_WEIGHT = 0.6;

/** A passage that states no quantity of the kind asked for answers "how much" or "how long" poorly. */
const NO_QUANTITY = 0.7;

/**
 * For a question asking for a quantity, 1 plus the share of the question's words found in the passage's
 * best sentence that states such a quantity ("IRCC's service standard for spousal sponsorship is 12
 * months" for "how long does spousal sponsorship take"); NO_QUANTITY when no sentence states one.
 */
function quantityBoost(text: string, groups: string[][], kind: QuestionKind, locale: Locale): number {
  if (!statesQuantity(text, kind)) return NO_QUANTITY;
  let best = 0;
  for (const sentence of sentences(text)) {
    if (!statesQuantity(sentence, kind)) continue;
    const present = new Set(terms(sentence, locale));
    const share = groups.filter((group) => group.some((term) => present.has(term))).length / groups.length;
    best = Math.max(best, share);
  }
  return 1 + best;
}

/**
 * The passages of the site's content that best answer a question, best first. Each word of the
 * question counts once, by the best of the terms it stands for (its stem or a synonym), so a passage
 * repeating a word's synonyms does not outrank one that answers every word of the question.
 */
export function searchPassages(question: string, locale: Locale, limit = 4, kind?: QuestionKind): Match[] {
  const groups = queryGroups(question, locale);
  if (groups.length === 0) return [];
  const { search, byId } = getIndexes()[locale];
  const byTerm = new Map<string, Map<string, number>>();
  for (const term of new Set(groups.flat())) {
    byTerm.set(
      term,
      new Map(search.search(term, searchOptions).map((result) => [String(result.id), result.score])),
    );
  }
  const totals = new Map<string, { score: number; covered: number }>();
  for (const group of groups) {
    const best = new Map<string, number>();
    group.forEach((term, index) => {
      // The group's first term is the visitor's own word; the others are its synonyms.
      const weight = index === 0 ? 1 : SYNONYM_WEIGHT;
      for (const [id, score] of byTerm.get(term) ?? []) {
        best.set(id, Math.max(best.get(id) ?? 0, score * weight));
      }
    });
    for (const [id, score] of best) {
      const total = totals.get(id) ?? { score: 0, covered: 0 };
      total.score += score;
      total.covered += 1;
      totals.set(id, total);
    }
  }
  const rank = (match: Match) =>
    match.score *
    (0.5 + match.coverage) *
    (match.passage.weight ?? 1) *
    (kind ? quantityBoost(match.passage.text, groups, kind, locale) : 1);
  return [...totals]
    .flatMap(([id, total]) => {
      const passage = byId.get(id);
      return passage ? [{ passage, score: total.score, coverage: total.covered / groups.length }] : [];
    })
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, limit);
}
