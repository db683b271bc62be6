import { describe, expect, it } from "vitest";
import { pages } from "~/config/page-list";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { composeAnswer } from "../../../tests/support/chat-answer";
import { recordedRounds } from "../../../tests/support/rounds-fixture";
import { answerLocale, type AnswerContext } from "./answer";
import { qualityQuestions } from "./quality-questions";

/**
 * The site's rounds as the rounds page shows them, from the recorded IRCC document, and the meetings
 * as the consultant priced them in the back office.
 */
const context: AnswerContext = {
  rounds: recordedRounds,
  meetings: [
    { name: { en: "Free discovery call", fr: "Appel de découverte gratuit" }, minutes: 15, priceCents: 0 },
    {
      name: { en: "Consultation at the Saskatoon office", fr: "Consultation au bureau de Saskatoon" },
      minutes: 60,
      priceCents: 150_00,
    },
  ],
};

const answer = (question: string, page: Locale) => composeAnswer(question, [], page, context);

/** Paths of the site's pages an answer links, without their anchors. */
function linkedPaths(text: string): string[] {
  return [...text.matchAll(/\]\((\/[^)#\s]*)/g)].map((match) => match[1] as string);
}

/**
 * The numbers an answer states, as digits ("$22,895" and "22 895 $" are both 22895), leaving out link
 * addresses and the office's telephone number.
 */
function numbersIn(text: string): string[] {
  const prose = text.replace(/\]\([^)]*\)/g, "]").replace(/\+1 \d{3}-\d{3}-\d{4}/g, "");
  const found = [...prose.matchAll(/\d{1,3}(?:[,\u00a0\u202f]\d{3})+|\d+/g)].map((m) =>
    m[0].replace(/\D/g, ""),
  );
  return [...new Set(found)].sort();
}

/** The answer's first paragraph that says something: a fact paragraph, or the first passage quoted. */
function firstParagraph(text: string, locale: Locale): string {
  const lead = locale === "fr" ? /^Voici ce qu’en dit notre site/ : /^Here is what our site says/;
  return text.split("\n\n").find((paragraph) => !lead.test(paragraph)) ?? "";
}

describe("embedded assistant quality suite", () => {
  it("has at least 40 questions in both languages", () => {
    expect(qualityQuestions.length).toBeGreaterThanOrEqual(40);
    expect(qualityQuestions.some((q) => q.page === "fr")).toBe(true);
  });

  it("links a right page for at least 90 % of the questions", () => {
    const misses: string[] = [];
    for (const { question, page, expect: paths } of qualityQuestions) {
      const text = answer(question, page);
      const locale = answerLocale(question, page);
      const wanted = paths.map((path) => localizePath(path, locale));
      const linked = linkedPaths(text);
      if (!linked.some((path) => wanted.includes(path)))
        misses.push(`${question} → ${linked.join(", ") || "no link"}`);
    }
    const score = (qualityQuestions.length - misses.length) / qualityQuestions.length;
    console.info(
      `chat quality: ${qualityQuestions.length - misses.length}/${qualityQuestions.length} (${(score * 100).toFixed(1)} %) link a right page`,
    );
    if (misses.length > 0) console.info(`missed:\n${misses.join("\n")}`);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it("states the number asked for in its first paragraph, not after an unrelated passage", () => {
    const withFacts = qualityQuestions.filter((q) => q.facts);
    const misses = withFacts.flatMap(({ question, page, facts = [] }) => {
      const first = numbersIn(firstParagraph(answer(question, page), answerLocale(question, page)));
      const missing = facts.filter((fact) => !first.includes(fact));
      return missing.length > 0 ? [`${question} → no ${missing.join(", ")} in its first paragraph`] : [];
    });
    console.info(
      `chat facts: ${withFacts.length - misses.length}/${withFacts.length} answers state their number first`,
    );
    expect(misses).toEqual([]);
  });

  it("states the same numbers in English and in French for the same question, in the answer's first paragraph", () => {
    const pairs = Map.groupBy(
      qualityQuestions.filter((q) => q.pair),
      (q) => q.pair!,
    );
    const differences: string[] = [];
    for (const [key, questions] of pairs) {
      expect(questions.map((q) => q.page).sort(), key).toEqual(["en", "fr"]);
      const [en, fr] = ["en", "fr"].map((locale) => {
        const q = questions.find((candidate) => candidate.page === locale)!;
        return numbersIn(firstParagraph(answer(q.question, q.page), q.page));
      });
      if (en!.join(" ") !== fr!.join(" "))
        differences.push(`${key}: en ${en!.join(" ")} / fr ${fr!.join(" ")}`);
    }
    console.info(
      `chat pairs: ${pairs.size - differences.length}/${pairs.size} state the same numbers in both languages`,
    );
    expect(differences).toEqual([]);
  });

  it("answers the consultation's price as the consultant set it, and that the discovery call is free", () => {
    const en = firstParagraph(answer("How much does a consultation cost?", "en"), "en");
    expect(en).toContain("Free discovery call (15 minutes): free.");
    expect(en).toContain("Consultation at the Saskatoon office (60 minutes): $150.");
    expect(en).toContain("](/book-appointment)");
    const fr = firstParagraph(answer("Combien coûte une consultation ?", "fr"), "fr");
    expect(fr).toContain("Appel de découverte gratuit (15\u00a0minutes)\u00a0: gratuit.");
    expect(fr).toContain("Consultation au bureau de Saskatoon (60\u00a0minutes)\u00a0: 150\u00a0$.");
    expect(fr).toContain("](/fr/book-appointment)");
  });

  it("states no amount when the prices cannot be read, and says a price not set yet is on request", () => {
    for (const [question, page] of [
      ["How much does a consultation cost?", "en"],
      ["Combien coûte une consultation ?", "fr"],
    ] as const) {
      const text = composeAnswer(question, [], page);
      expect(text).not.toMatch(/\$\s?\d|\d\s?\$/);
      expect(text).toMatch(/price of each meeting is shown|prix de chaque rendez-vous est indiqué/);
    }
    const unset = composeAnswer("How much does a consultation cost?", [], "en", {
      meetings: [{ name: { en: "Consultation", fr: "Consultation" }, minutes: 60, priceCents: null }],
    });
    expect(unset).toContain("Consultation (60 minutes): price on request.");
  });

  it("labels a link with the page's short name, never its search-engine title", () => {
    const labels = new Set<string>();
    for (const { question, page } of qualityQuestions) {
      for (const [, label] of answer(question, page).matchAll(
        /\[(?:Read more|En savoir plus)\s?: ([^\]]+)\]/g,
      )) {
        labels.add(label!);
      }
    }
    expect(labels).not.toContain(pages.home.title.en);
    expect(labels).not.toContain(pages.home.title.fr);
    for (const label of labels) expect(label.length, label).toBeLessThanOrEqual(60);
  });

  it("answers how to get a study permit with the guide's steps, and Express Entry documents with the list", () => {
    const permit = composeAnswer("Comment obtenir un permis d'études ?", [], "fr");
    expect(permit).toMatch(/^Permis d’études\u00a0: Préparer votre demande\u00a0:$/m);
    expect(permit).toContain("- Obtenez une lettre d’acceptation d’un établissement d’enseignement désigné.");
    const documents = composeAnswer("Quels documents pour Entrée express ?", [], "fr");
    expect(documents).toMatch(/^Entrée express\u00a0:$/m);
    expect(documents).toMatch(/^- Passeport pour vous et chaque membre de votre famille/m);
  });

  it("answers the office hours with the hours, and nothing unrelated", () => {
    for (const [question, page] of [
      ["What are your office hours?", "en"],
      ["Quelles sont vos heures d'ouverture ?", "fr"],
    ] as const) {
      const text = composeAnswer(question, [], page);
      expect(text).toMatch(/9:00 AM to 5:00 PM|de 9\u00a0h à 17\u00a0h/);
      expect(text).not.toMatch(/Here is what our site says|Voici ce qu’en dit notre site/);
    }
  });

  it("answers from the current facts, not from a dated blog article", () => {
    const text = composeAnswer("how much money do i need to show as a student", [], "en");
    expect(text).toContain("$22,895");
    expect(text).not.toContain("$20,635");
  });

  it("says where the rounds are, without a number, when none is stored yet", () => {
    const text = composeAnswer("What were the cut-offs of the French-language draws?", [], "en", {
      rounds: [],
    });
    expect(text).toContain("](/resources/express-entry-rounds)");
    expect(numbersIn(firstParagraph(text, "en"))).toEqual([]);
  });
});
