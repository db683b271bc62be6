import { describe, expect, it } from "vitest";
import { emptyFormState } from "./form-state";
import { additionalQuestions, coreQuestions, spouseQuestions, transferabilityQuestions } from "./questions";

describe("calculator questions", () => {
  it("ask about every field of the form state, each once", () => {
    const asked = [
      ...Object.values(coreQuestions).flat(),
      ...spouseQuestions,
      ...transferabilityQuestions,
      ...additionalQuestions,
    ].map((question) => question.name);
    expect(asked.toSorted()).toEqual(Object.keys(emptyFormState()).toSorted());
  });
});
