import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateCrs, crsSections, parseAge, waysToRaise, type CrsResult } from "./engine";
import {
  canadianEducationOptions,
  canadianWorkOptions,
  choiceFields,
  clbLevels,
  educationLevels,
  emptyFormState,
  foreignWorkOptions,
  frenchAbilityOptions,
  arrangedEmploymentOptions,
  languageSkills,
  maritalStatuses,
  spouseWorkOptions,
  yesNo,
  type Clb,
  type CrsFormState,
  type LanguageScores,
} from "./form-state";
import { irccRuleSet, specRuleSet, type RuleSet } from "./rule-sets";

/** The two columns of SPEC §9: single (or spouse not coming) and spouse coming. */
const columns = [
  { name: "single", base: (): CrsFormState => emptyFormState(), index: 0 },
  {
    name: "spouse coming",
    base: (): CrsFormState => ({ ...emptyFormState(), maritalStatus: "married", spouseComingToCanada: true }),
    index: 1,
  },
] as const;

const all = (level: Clb | ""): LanguageScores => ({
  speaking: level,
  reading: level,
  writing: level,
  listening: level,
});

function score(
  patch: Partial<CrsFormState>,
  column: (typeof columns)[number],
  ruleSet: RuleSet = specRuleSet,
) {
  return calculateCrs({ ...column.base(), ...patch }, ruleSet);
}

/** The spec's grid, written out from SPEC §9 independently of the rule-set data. */
const specAge: Record<number, [number, number]> = {
  18: [99, 90],
  19: [105, 95],
  30: [105, 95],
  31: [99, 90],
  32: [94, 85],
  33: [88, 80],
  34: [83, 75],
  35: [77, 70],
  36: [72, 65],
  37: [66, 60],
  38: [61, 55],
  39: [55, 50],
  40: [50, 45],
  41: [39, 35],
  42: [28, 25],
  43: [17, 15],
  44: [6, 5],
};
for (let a = 20; a <= 29; a++) specAge[a] = [110, 100];

const specEducation = {
  phd: [150, 140],
  masters: [135, 126],
  threePlusYears: [120, 112],
  twoYears: [98, 91],
  oneYear: [90, 84],
  secondary: [30, 28],
  lessThanSecondary: [0, 0],
} as const;
const specFirstLanguage = {
  clb4: [0, 0],
  clb5: [6, 6],
  clb6: [9, 8],
  clb7: [17, 16],
  clb8: [23, 22],
  clb9: [31, 29],
  clb10: [34, 32],
} as const;
const specSecondLanguage = { clb4: 0, clb5: 1, clb6: 1, clb7: 3, clb8: 3, clb9: 6, clb10: 6 } as const;
const specCanadianWork = {
  none: [0, 0],
  "1": [40, 35],
  "2": [53, 46],
  "3": [64, 56],
  "4": [72, 63],
  "5+": [80, 70],
} as const;

function expectSumsUp(result: CrsResult) {
  let total = 0;
  for (const key of crsSections) {
    const section = result.breakdown[key];
    const factors = Object.values(section.factors) as number[];
    expect(factors.reduce((a, b) => a + b, 0)).toBe(section.total);
    total += section.total;
  }
  expect(result.total).toBe(total);
}

describe.each(columns)("the spec's grid, $name column", (column) => {
  const i = column.index;

  it.each(Array.from({ length: 101 }, (_, age) => age))("age %i", (age) => {
    const expected = specAge[age]?.[i] ?? 0;
    const result = score({ age: String(age) }, column);
    expect(result.breakdown.core.factors.age).toBe(expected);
    expect(result.total).toBe(expected);
  });

  it.each(["", "abc", "29.5", "-29", "2 9", "1e1", "029x"])("age text %j scores 0", (age) => {
    expect(score({ age }, column).total).toBe(0);
  });

  it("reads age text with surrounding spaces", () => {
    expect(score({ age: " 29 " }, column).total).toBe(specAge[29]![i]);
  });

  it.each(educationLevels)("education %s", (education) => {
    const result = score({ education }, column);
    expect(result.breakdown.core.factors.education).toBe(specEducation[education][i]);
    expect(result.total).toBe(specEducation[education][i]);
  });

  describe.each(languageSkills)("first language, %s", (skill) => {
    it.each(clbLevels)("%s", (level) => {
      const result = score({ firstLanguage: { ...all(""), [skill]: level } }, column);
      expect(result.breakdown.core.factors.firstLanguage).toBe(specFirstLanguage[level][i]);
      expect(result.total).toBe(specFirstLanguage[level][i]);
    });
  });

  it.each(clbLevels)("first language, all four skills at %s", (level) => {
    expect(score({ firstLanguage: all(level) }, column).breakdown.core.factors.firstLanguage).toBe(
      4 * specFirstLanguage[level][i],
    );
  });

  describe.each(languageSkills)("second language, %s", (skill) => {
    it.each(clbLevels)("%s", (level) => {
      const result = score({ secondLanguage: { ...all(""), [skill]: level } }, column);
      expect(result.breakdown.core.factors.secondLanguage).toBe(specSecondLanguage[level]);
      expect(result.total).toBe(specSecondLanguage[level]);
    });
  });

  it.each(clbLevels)("second language, all four skills at %s, capped at 24/22", (level) => {
    const cap = [24, 22][i]!;
    expect(score({ secondLanguage: all(level) }, column).breakdown.core.factors.secondLanguage).toBe(
      Math.min(4 * specSecondLanguage[level], cap),
    );
  });

  it.each(canadianWorkOptions)("Canadian work experience %s", (value) => {
    const result = score({ canadianWorkExperience: value }, column);
    expect(result.breakdown.core.factors.canadianWorkExperience).toBe(specCanadianWork[value][i]);
    expect(result.total).toBe(specCanadianWork[value][i]);
  });

  it.each(foreignWorkOptions)("foreign work %s alone scores 0", (value) => {
    expect(score({ foreignWorkExperience: value }, column).total).toBe(0);
  });

  it.each(yesNo)("certificate of qualification %s is collected, not scored", (value) => {
    expect(
      score({ certificateOfQualification: value, education: "masters", firstLanguage: all("clb5") }, column)
        .breakdown.transferability.total,
    ).toBe(0);
  });

  describe("skill transferability (same in both columns)", () => {
    const qualifying = ["threePlusYears", "masters", "phd"];
    it.each(educationLevels.flatMap((education) => clbLevels.map((level) => [education, level] as const)))(
      "education %s with every first-language skill at %s",
      (education, level) => {
        const result = score({ education, firstLanguage: all(level) }, column);
        const expected = qualifying.includes(education) && Number(level.slice(3)) >= 7 ? 50 : 0;
        expect(result.breakdown.transferability.factors.educationAndLanguage).toBe(expected);
      },
    );

    it("needs all four first-language skills at CLB 7 or more", () => {
      const firstLanguage = { ...all("clb10"), listening: "clb6" as const };
      expect(score({ education: "phd", firstLanguage }, column).breakdown.transferability.total).toBe(0);
    });

    it.each(
      educationLevels.flatMap((education) => foreignWorkOptions.map((work) => [education, work] as const)),
    )("education %s with foreign work %s", (education, work) => {
      const result = score({ education, foreignWorkExperience: work }, column);
      const expected = qualifying.includes(education) && work === "3+" ? 50 : 0;
      expect(result.breakdown.transferability.factors.foreignWorkAndEducation).toBe(expected);
    });

    it("adds both bonuses", () => {
      const result = score(
        { education: "threePlusYears", firstLanguage: all("clb7"), foreignWorkExperience: "3+" },
        column,
      );
      expect(result.breakdown.transferability.total).toBe(100);
    });
  });

  describe("additional points (same in both columns)", () => {
    it.each([
      [{ nomination: "yes" }, 600],
      [{ nomination: "no" }, 0],
      [{ arrangementEmployment: "teer0" }, 200],
      [{ arrangementEmployment: "teer123" }, 50],
      [{ arrangementEmployment: "none" }, 0],
      [{ canadianEducation: "oneOrTwo" }, 15],
      [{ canadianEducation: "threeOrMore" }, 30],
      [{ canadianEducation: "none" }, 0],
      [{ frenchLanguageAbility: "french7" }, 25],
      [{ frenchLanguageAbility: "french7English5" }, 50],
      [{ frenchLanguageAbility: "none" }, 0],
      [{ sibling: "yes" }, 15],
      [{ sibling: "no" }, 0],
    ] as [Partial<CrsFormState>, number][])("%o gives %i", (patch, expected) => {
      const result = score(patch, column);
      expect(result.breakdown.additional.total).toBe(expected);
      expect(result.total).toBe(expected);
    });

    it("adds every additional factor without a cap (the total is the plain sum)", () => {
      const result = score(
        {
          nomination: "yes",
          arrangementEmployment: "teer0",
          canadianEducation: "threeOrMore",
          frenchLanguageAbility: "french7English5",
          sibling: "yes",
        },
        column,
      );
      expect(result.total).toBe(600 + 200 + 30 + 50 + 15);
    });
  });
});

describe("spouse factors", () => {
  const coming = columns[1];
  it.each([
    ["phd", 10],
    ["masters", 10],
    ["threePlusYears", 8],
    ["twoYears", 6],
    ["oneYear", 5],
    ["secondary", 2],
    ["lessThanSecondary", 0],
  ] as const)("spouse education %s gives %i", (spouseEducation, expected) => {
    expect(score({ spouseEducation }, coming).breakdown.spouse.factors.spouseEducation).toBe(expected);
    expect(score({ spouseEducation }, coming).total).toBe(expected);
  });

  describe.each(languageSkills)("spouse language, %s", (skill) => {
    it.each(clbLevels)("%s", (level) => {
      const expected = level === "clb4" ? 0 : 5;
      expect(score({ spouseLanguage: { ...all(""), [skill]: level } }, coming).total).toBe(expected);
    });
  });

  it("gives 20 for four spouse skills at CLB 5 or more", () => {
    expect(score({ spouseLanguage: all("clb5") }, coming).breakdown.spouse.factors.spouseLanguage).toBe(20);
  });

  it.each([
    ["0", 0],
    ["1", 5],
    ["3", 8],
    ["5", 10],
  ] as const)("spouse work %s years gives %i", (spouseWorkExperience, expected) => {
    expect(score({ spouseWorkExperience }, coming).total).toBe(expected);
  });

  const spouseAnswers: Partial<CrsFormState> = {
    spouseEducation: "phd",
    spouseLanguage: all("clb10"),
    spouseWorkExperience: "5",
    age: "29",
  };
  it.each([
    ["single, spouse marked coming", { maritalStatus: "single", spouseComingToCanada: true }],
    ["married, spouse not coming", { maritalStatus: "married", spouseComingToCanada: false }],
    ["common-law, spouse not coming", { maritalStatus: "commonLaw", spouseComingToCanada: false }],
  ] as const)("count for nothing and use the single column when %s", (_, patch) => {
    const result = calculateCrs({ ...emptyFormState(), ...spouseAnswers, ...patch }, specRuleSet);
    expect(result.breakdown.spouse.total).toBe(0);
    expect(result.total).toBe(110);
  });

  it("count, with the spouse column, for a common-law partner who is coming", () => {
    const result = calculateCrs(
      {
        ...emptyFormState(),
        ...spouseAnswers,
        maritalStatus: "commonLaw",
        spouseComingToCanada: true,
      },
      specRuleSet,
    );
    expect(result.breakdown.spouse.total).toBe(40);
    expect(result.total).toBe(100 + 40);
  });
});

describe("whole profiles (worked by hand from SPEC §9)", () => {
  it("a single 29-year-old with a master's, CLB 9, 3 years of foreign work", () => {
    const result = calculateCrs(
      {
        ...emptyFormState(),
        age: "29",
        education: "masters",
        firstLanguage: all("clb9"),
        foreignWorkExperience: "3+",
        canadianWorkExperience: "1",
      },
      specRuleSet,
    );
    // 110 + 135 + 4×31 + 40, transferability 50 + 50
    expect(result.total).toBe(110 + 135 + 124 + 40 + 100);
    expectSumsUp(result);
  });

  it("a married 35-year-old whose spouse is coming", () => {
    const result = calculateCrs(
      {
        ...emptyFormState(),
        maritalStatus: "married",
        spouseComingToCanada: true,
        age: "35",
        education: "twoYears",
        firstLanguage: { speaking: "clb8", reading: "clb7", writing: "clb6", listening: "clb9" },
        secondLanguage: all("clb10"),
        canadianWorkExperience: "5+",
        spouseEducation: "oneYear",
        spouseLanguage: { speaking: "clb4", reading: "clb5", writing: "clb6", listening: "clb9" },
        spouseWorkExperience: "3",
        sibling: "yes",
        canadianEducation: "oneOrTwo",
      },
      specRuleSet,
    );
    // 70 + 91 + (22+16+8+29) + 22 + 70 = 328; spouse 5 + 15 + 8 = 28; additional 15 + 15 = 30
    expect(result.breakdown.core.total).toBe(328);
    expect(result.breakdown.spouse.total).toBe(28);
    expect(result.breakdown.transferability.total).toBe(0);
    expect(result.total).toBe(328 + 28 + 30);
  });

  it("an empty form scores 0", () => {
    expect(calculateCrs(emptyFormState(), specRuleSet).total).toBe(0);
  });
});

describe("IRCC's grid since 2025-03-25", () => {
  const [single, coming] = columns;
  it("gives 6 per skill at CLB 4 and 5", () => {
    expect(score({ firstLanguage: all("clb4") }, single, irccRuleSet).total).toBe(24);
    expect(score({ firstLanguage: all("clb5") }, coming, irccRuleSet).total).toBe(24);
  });

  it("gives no points for arranged employment", () => {
    for (const value of arrangedEmploymentOptions) {
      expect(score({ arrangementEmployment: value }, single, irccRuleSet).total).toBe(0);
    }
  });

  it("scores the spouse as IRCC publishes", () => {
    expect(score({ spouseEducation: "oneYear" }, coming, irccRuleSet).total).toBe(6);
    expect(score({ spouseEducation: "twoYears" }, coming, irccRuleSet).total).toBe(7);
    expect(score({ spouseLanguage: all("clb6") }, coming, irccRuleSet).total).toBe(4);
    expect(score({ spouseLanguage: all("clb8") }, coming, irccRuleSet).total).toBe(12);
    expect(score({ spouseLanguage: all("clb9") }, coming, irccRuleSet).total).toBe(20);
  });

  it.each([
    [{ education: "oneYear", firstLanguage: all("clb7") }, 13],
    [{ education: "threePlusYears", firstLanguage: all("clb9") }, 25],
    [{ education: "masters", firstLanguage: all("clb8") }, 25],
    [{ education: "phd", firstLanguage: all("clb10") }, 50],
    [{ education: "secondary", firstLanguage: all("clb10") }, 0],
    [{ education: "twoYears", canadianWorkExperience: "1" }, 13],
    [{ education: "masters", canadianWorkExperience: "2" }, 50],
    [{ foreignWorkExperience: "1-2", firstLanguage: all("clb7") }, 13],
    [{ foreignWorkExperience: "3+", firstLanguage: all("clb9") }, 50],
    [{ foreignWorkExperience: "3+", canadianWorkExperience: "1" }, 25],
    [{ certificateOfQualification: "yes", firstLanguage: all("clb5") }, 25],
    [{ certificateOfQualification: "yes", firstLanguage: all("clb7") }, 50],
    [{ certificateOfQualification: "yes", firstLanguage: all("clb4") }, 0],
  ] as [Partial<CrsFormState>, number][])("skill transferability for %o is %i", (patch, expected) => {
    expect(score(patch, single, irccRuleSet).breakdown.transferability.total).toBe(expected);
  });

  it("caps each transferability group at 50 and the section at 100", () => {
    const result = score(
      {
        education: "phd",
        firstLanguage: all("clb9"),
        canadianWorkExperience: "2",
        foreignWorkExperience: "3+",
        certificateOfQualification: "yes",
      },
      single,
      irccRuleSet,
    );
    expect(result.breakdown.transferability.total).toBe(100);
    expectSumsUp(result);
  });

  it("caps additional points at 600", () => {
    const result = score(
      { nomination: "yes", sibling: "yes", canadianEducation: "threeOrMore" },
      single,
      irccRuleSet,
    );
    expect(result.breakdown.additional.total).toBe(600);
    expectSumsUp(result);
  });
});

describe("parseAge", () => {
  it("accepts integers only", () => {
    expect(parseAge("29")).toBe(29);
    expect(parseAge("29.0")).toBeUndefined();
    expect(parseAge("")).toBeUndefined();
  });
});

const clbOrEmpty = fc.constantFrom<Clb | "">("", ...clbLevels);
const scores = fc.record({
  speaking: clbOrEmpty,
  reading: clbOrEmpty,
  writing: clbOrEmpty,
  listening: clbOrEmpty,
});
const option = <T extends string>(values: readonly T[]) => fc.constantFrom<T | "">("", ...values);

const formState: fc.Arbitrary<CrsFormState> = fc.record({
  maritalStatus: fc.constantFrom(...maritalStatuses),
  spouseComingToCanada: fc.boolean(),
  age: fc.oneof(fc.integer({ min: 0, max: 60 }).map(String), fc.constantFrom("", "x")),
  education: option(educationLevels),
  firstLanguage: scores,
  secondLanguage: scores,
  canadianWorkExperience: option(canadianWorkOptions),
  foreignWorkExperience: option(foreignWorkOptions),
  certificateOfQualification: option(yesNo),
  spouseEducation: option(educationLevels),
  spouseLanguage: scores,
  spouseWorkExperience: option(spouseWorkOptions),
  sibling: option(yesNo),
  canadianEducation: option(canadianEducationOptions),
  frenchLanguageAbility: option(frenchAbilityOptions),
  arrangementEmployment: option(arrangedEmploymentOptions),
  nomination: option(yesNo),
});

/** Each field's values from least to most favourable, so "raising" a field is moving right. */
const ascending: Record<string, readonly string[]> = {
  education: ["", ...[...educationLevels].reverse()],
  spouseEducation: ["", ...[...educationLevels].reverse()],
  canadianWorkExperience: ["", ...canadianWorkOptions],
  foreignWorkExperience: ["", ...foreignWorkOptions],
  certificateOfQualification: ["", "no", "yes"],
  spouseWorkExperience: ["", ...spouseWorkOptions],
  sibling: ["", "no", "yes"],
  canadianEducation: ["", ...canadianEducationOptions],
  frenchLanguageAbility: ["", ...frenchAbilityOptions],
  arrangementEmployment: ["", "none", "teer123", "teer0"],
  nomination: ["", "no", "yes"],
};
const levels: readonly (Clb | "")[] = ["", ...clbLevels];

describe.each([specRuleSet, irccRuleSet])("properties under the $id rule set", (ruleSet) => {
  it("the total equals the sum of the breakdown", () => {
    fc.assert(fc.property(formState, (state) => expectSumsUp(calculateCrs(state, ruleSet))));
  });

  it("raising any single factor never lowers the score", () => {
    fc.assert(
      fc.property(formState, fc.nat(), (state, pick) => {
        const before = calculateCrs(state, ruleSet).total;
        for (const [field, order] of Object.entries(ascending)) {
          const at = order.indexOf(state[field as keyof CrsFormState] as string);
          for (const higher of order.slice(at + 1)) {
            expect(calculateCrs({ ...state, [field]: higher }, ruleSet).total).toBeGreaterThanOrEqual(before);
          }
        }
        for (const field of ["firstLanguage", "secondLanguage", "spouseLanguage"] as const) {
          const skill = languageSkills[pick % 4]!;
          const at = levels.indexOf(state[field][skill]);
          for (const higher of levels.slice(at + 1)) {
            const raised = { ...state, [field]: { ...state[field], [skill]: higher } };
            expect(calculateCrs(raised, ruleSet).total).toBeGreaterThanOrEqual(before);
          }
        }
      }),
    );
  });

  it("the spouse column never exceeds the single column for the same factor", () => {
    fc.assert(
      fc.property(formState, (state) => {
        const single = calculateCrs({ ...state, maritalStatus: "single" }, ruleSet).breakdown;
        const withSpouse = calculateCrs(
          { ...state, maritalStatus: "married", spouseComingToCanada: true },
          ruleSet,
        ).breakdown;
        for (const key of ["core", "transferability", "additional"] as const) {
          const factors = withSpouse[key].factors as Record<string, number>;
          for (const [factor, points] of Object.entries(factors)) {
            expect(points).toBeLessThanOrEqual((single[key].factors as Record<string, number>)[factor]!);
          }
        }
      }),
    );
  });

  it("every suggested way to raise the score adds exactly what it says", () => {
    fc.assert(
      fc.property(formState, (state) => {
        const base = calculateCrs(state, ruleSet).total;
        const ways = waysToRaise(state, ruleSet);
        expect(ways.length).toBeLessThanOrEqual(4);
        for (const way of ways) {
          expect(way.gain).toBeGreaterThan(0);
          const changed =
            way.kind === "choice"
              ? { ...state, [way.field]: way.value }
              : {
                  ...state,
                  [way.field]: Object.fromEntries(
                    languageSkills.map((skill) => {
                      const current = state[way.field][skill];
                      const lift = levels.indexOf(current) < levels.indexOf(way.value) ? way.value : current;
                      return [skill, lift];
                    }),
                  ),
                };
          expect(calculateCrs(changed as CrsFormState, ruleSet).total - base).toBe(way.gain);
        }
        for (let k = 1; k < ways.length; k++) expect(ways[k - 1]!.gain).toBeGreaterThanOrEqual(ways[k]!.gain);
      }),
    );
  });
});

describe("waysToRaise", () => {
  it("suggests the provincial nomination first, then the biggest other gains", () => {
    const state: CrsFormState = {
      ...emptyFormState(),
      age: "30",
      education: "threePlusYears",
      firstLanguage: all("clb8"),
      nomination: "no",
    };
    expect(waysToRaise(state, specRuleSet).map((w) => [w.field, w.value, w.gain])).toEqual([
      ["nomination", "yes", 600],
      ["arrangementEmployment", "teer0", 200],
      ["canadianWorkExperience", "5+", 80],
      ["foreignWorkExperience", "3+", 50],
    ]);
    const ways = waysToRaise(state, specRuleSet, 10);
    expect(ways[0]).toEqual({ kind: "choice", field: "nomination", value: "yes", gain: 600 });
    expect(ways).toContainEqual({ kind: "allSkills", field: "firstLanguage", value: "clb10", gain: 44 });
  });

  it("leaves spouse fields alone when the spouse is not coming", () => {
    const ways = waysToRaise({ ...emptyFormState(), nomination: "yes" }, specRuleSet, 50);
    expect(ways.some((w) => w.field.startsWith("spouse"))).toBe(false);
    expect(Object.keys(choiceFields)).toContain("spouseEducation");
  });
});
