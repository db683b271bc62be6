import MiniSearch from "minisearch";
import type { Locale } from "~/lib/i18n/locale";
import { buildPassages, type Passage } from "./passages";
import { synonyms } from "./synonyms";
import { terms, words, isStopword, stem } from "./text";

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

/** The passages of the site's content that best answer a question, best first. */
export function searchPassages(question: string, locale: Locale, limit = 4): Match[] {
  const groups = queryGroups(question, locale);
  if (groups.length === 0) return [];
  const { search, byId } = getIndexes()[locale];
  const allTerms = [...new Set(groups.flat())];
  const results = search.search(allTerms.join(" "), {
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term,
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
    combineWith: "OR",
  });
  return results
    .slice(0, limit * 3)
    .flatMap((result) => {
      const passage = byId.get(String(result.id));
      if (!passage) return [];
      const matched = new Set(result.queryTerms);
      const covered = groups.filter((group) => group.some((term) => matched.has(term))).length;
      return [{ passage, score: result.score, coverage: covered / groups.length }];
    })
    .sort(
      (a, b) =>
        b.score * (0.5 + b.coverage) * (b.passage.weight ?? 1) -
        a.score * (0.5 + a.coverage) * (a.passage.weight ?? 1),
    )
    .slice(0, limit);
}
