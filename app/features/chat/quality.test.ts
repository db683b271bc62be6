import { describe, expect, it } from "vitest";
import { localizePath } from "~/lib/i18n/locale";
import { answerLocale, composeAnswer } from "./answer";
import { qualityQuestions } from "./quality-questions";

/** Paths of the site's pages an answer links, without their anchors. */
function linkedPaths(answer: string): string[] {
  return [...answer.matchAll(/\]\((\/[^)#\s]*)/g)].map((match) => match[1] as string);
}

describe("embedded assistant quality suite", () => {
  it("has at least 40 questions in both languages", () => {
    expect(qualityQuestions.length).toBeGreaterThanOrEqual(40);
    expect(qualityQuestions.some((q) => q.page === "fr")).toBe(true);
  });

  it("links a right page for at least 90 % of the questions", () => {
    const misses: string[] = [];
    for (const { question, page, expect: paths } of qualityQuestions) {
      const answer = composeAnswer(question, [], page);
      const locale = answerLocale(question, page);
      const wanted = paths.map((path) => localizePath(path, locale));
      const linked = linkedPaths(answer);
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
      const answer = composeAnswer(question, [], page);
      expect(answer).toMatch(/9:00 AM to 5:00 PM|de 9\u00a0h à 17\u00a0h/);
      expect(answer).not.toMatch(/Here is what our site says|Voici ce qu’en dit notre site/);
    }
  });

  it("answers from the current facts, not from a dated blog article", () => {
    const answer = composeAnswer("how much money do i need to show as a student", [], "en");
    expect(answer).toContain("$22,895");
    expect(answer).not.toContain("$20,635");
  });
});
