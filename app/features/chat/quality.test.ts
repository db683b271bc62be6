import { describe, expect, it } from "vitest";
import { localizePath } from "~/features/i18n/locale";
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
});
