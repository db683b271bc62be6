import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stateFromJson, stateFromSearchParams, stateToSearchParams } from "./codec";
import {
  choiceFieldNames,
  choiceFields,
  clbLevels,
  emptyFormState,
  fourSkillFields,
  languageSkills,
  maritalStatuses,
  type CrsFormState,
} from "./form-state";

const clbOrEmpty = fc.constantFrom("", ...clbLevels);
const skills = fc.record({
  speaking: clbOrEmpty,
  reading: clbOrEmpty,
  writing: clbOrEmpty,
  listening: clbOrEmpty,
});
const choiceArbs = Object.fromEntries(
  choiceFieldNames.map((field) => [field, fc.constantFrom("", ...choiceFields[field])]),
);
const formState = fc
  .record({
    ...choiceArbs,
    maritalStatus: fc.constantFrom(...maritalStatuses),
    spouseComingToCanada: fc.boolean(),
    age: fc.oneof(fc.integer({ min: 0, max: 99 }).map(String), fc.constant("")),
    firstLanguage: skills,
    secondLanguage: skills,
    spouseLanguage: skills,
  })
  .map((state) => state as unknown as CrsFormState);

describe("query-string codec", () => {
  it("round-trips every form state", () => {
    fc.assert(
      fc.property(formState, (state) => {
        const params = new URLSearchParams(stateToSearchParams(state).toString());
        expect(stateFromSearchParams(params)).toEqual(state);
      }),
    );
  });

  it("uses the spec's names, booleans as true/false", () => {
    const state: CrsFormState = {
      ...emptyFormState(),
      maritalStatus: "married",
      spouseComingToCanada: true,
      age: "29",
      education: "masters",
      firstLanguage: { speaking: "clb9", reading: "", writing: "", listening: "" },
    };
    expect(stateToSearchParams(state).toString()).toBe(
      "maritalStatus=married&spouseComingToCanada=true&age=29&education=masters&firstLanguage.speaking=clb9",
    );
  });

  it("reads a plain GET form submission, empty fields and all", () => {
    const state = stateFromSearchParams(
      new URLSearchParams(
        "maritalStatus=commonLaw&spouseComingToCanada=false&age=31&education=&firstLanguage.reading=clb7&calculate=1",
      ),
    );
    expect(state).toMatchObject({ maritalStatus: "commonLaw", age: "31", education: "" });
    expect(state.firstLanguage.reading).toBe("clb7");
  });

  it("leaves unknown values unanswered and never throws", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
        const state = stateFromSearchParams(new URLSearchParams(pairs));
        expect(state.age.length).toBeLessThanOrEqual(8);
      }),
    );
    const state = stateFromSearchParams(
      new URLSearchParams(
        "maritalStatus=divorced&education=constructor&firstLanguage.speaking=clb12&sibling=maybe",
      ),
    );
    expect(state).toEqual(emptyFormState());
  });
});

describe("JSON body", () => {
  it("reads nested four-skill objects", () => {
    const result = stateFromJson({
      maritalStatus: "married",
      spouseComingToCanada: true,
      age: 29,
      education: "phd",
      spouseLanguage: { reading: "clb8" },
    });
    expect(result.ok && result.state.age).toBe("29");
    expect(result.ok && result.state.spouseLanguage.reading).toBe("clb8");
  });

  it("matches the query-string reading of the same state", () => {
    fc.assert(
      fc.property(formState, (state) => {
        const result = stateFromJson(JSON.parse(JSON.stringify(state)));
        expect(result).toEqual({ ok: true, state });
      }),
    );
  });

  it.each([
    [[], "body"],
    ["text", "body"],
    [{ age: true }, "age"],
    [{ spouseComingToCanada: "true" }, "spouseComingToCanada"],
    [{ education: 5 }, "education"],
    [{ maritalStatus: ["single"] }, "maritalStatus"],
    [{ firstLanguage: "clb9" }, "firstLanguage"],
    [{ secondLanguage: [] }, "secondLanguage"],
    [{ spouseLanguage: { writing: 9 } }, "spouseLanguage.writing"],
  ])("rejects %j naming %s", (body, field) => {
    const result = stateFromJson(body);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.field).toBe(field);
  });

  it("scores unknown strings as unanswered", () => {
    const result = stateFromJson({
      education: "bogus",
      maritalStatus: "divorced",
      firstLanguage: { speaking: "clb99" },
    });
    expect(result).toEqual({ ok: true, state: emptyFormState() });
  });

  it("treats null as not answered", () => {
    expect(stateFromJson({ age: null, firstLanguage: null })).toEqual({ ok: true, state: emptyFormState() });
  });

  it("covers every four-skill field", () => {
    for (const field of fourSkillFields) {
      for (const skill of languageSkills) {
        const result = stateFromJson({ [field]: { [skill]: "clb10" } });
        expect(result.ok && result.state[field][skill]).toBe("clb10");
      }
    }
  });
});
