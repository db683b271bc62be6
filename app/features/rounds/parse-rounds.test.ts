import { describe, expect, it } from "vitest";
import { recordedRoundsText } from "../../../tests/support/rounds-fixture";
import { categoryOf, roundKind, roundLabel } from "./categories";
import { parseRounds, RoundsFeedError } from "./parse-rounds";

const fixture = JSON.parse(recordedRoundsText) as { rounds: Record<string, string>[] };

describe("parseRounds", () => {
  it("reads IRCC's document: numbers without separators, dates as they are, categories named, empty fields ignored", () => {
    const { rounds, skipped } = parseRounds(fixture);
    expect(skipped).toBe(0);
    expect(rounds).toHaveLength(fixture.rounds.length);
    expect(rounds[0]).toEqual({
      number: "444",
      drawnOn: "2026-09-16",
      name: "Senior managers with Canadian Work Experience, 2026-Version 1",
      category: "seniorManagers",
      invitations: 250,
      cutoff: 389,
    });
    expect(rounds.find((round) => round.number === "441")).toMatchObject({
      category: "healthcare",
      invitations: 3500,
      cutoff: 475,
    });
    // Every round of the document is named in both languages, none left under "Other category".
    expect(rounds.filter((round) => round.category === "other")).toEqual([]);
  });

  it("skips malformed rounds and counts them, and reads French-style separators", () => {
    const good = fixture.rounds[0]!;
    const { rounds, skipped } = parseRounds({
      rounds: [
        { ...good, drawNumber: "90", drawSize: "1 200", drawCRS: "4 70" },
        { ...good, drawNumber: "91a", drawSize: "1\u00a0200" },
        { ...good, drawNumber: "92", drawDate: "2026-02-30" },
        { ...good, drawNumber: "93", drawCRS: "n/a" },
        { ...good, drawNumber: "94", drawCRS: "1300" },
        { ...good, drawNumber: "95", drawName: "" },
        { ...good, drawNumber: "<script>" },
        "not a round",
        null,
        { ...good, drawNumber: "90" },
      ],
    });
    expect(rounds.map((round) => [round.number, round.invitations, round.cutoff])).toEqual([
      ["90", 1200, 470],
      ["91a", 1200, 389],
    ]);
    expect(skipped).toBe(8);
  });

  it("refuses a document without rounds, or with none readable", () => {
    for (const data of [
      null,
      "text",
      {},
      { rounds: "x" },
      { rounds: [] },
      { rounds: [{ drawNumber: "1" }] },
    ]) {
      expect(() => parseRounds(data)).toThrow(RoundsFeedError);
    }
  });
});

describe("round categories", () => {
  it("names the rounds IRCC has held, in both languages", () => {
    expect(categoryOf("No Program Specified")).toBe("general");
    expect(categoryOf("Provincial Nominee Program")).toBe("pnp");
    expect(categoryOf("Federal Skilled Trades")).toBe("fst");
    expect(categoryOf("STEM occupations (Version 1)")).toBe("stem");
    expect(categoryOf("Healthcare occupations (Version 1)")).toBe("healthcare");
    expect(categoryOf("Trade occupations (Version 2)")).toBe("trades");
    expect(categoryOf("Agriculture and agri-food occupations (Version 1)")).toBe("agriculture");
    // The 2026 categories, as IRCC names their rounds.
    expect(categoryOf("Healthcare and Social Services Occupations, 2026-Version 3")).toBe("healthcare");
    expect(categoryOf("French-Language proficiency 2026-Version 2")).toBe("french");
    expect(categoryOf("Physicians with Canadian Work Experience, 2026-Version 1")).toBe("physicians");
    expect(categoryOf("Senior managers with Canadian Work Experience, 2026-Version 1")).toBe(
      "seniorManagers",
    );
    expect(categoryOf("Transport Occupations, 2026-Version 2")).toBe("transport");
    expect(categoryOf("Skilled Military Recruits, 2026-Version 1")).toBe("military");
    expect(categoryOf("Researchers with Canadian Work Experience, 2026-Version 1")).toBe("researchers");
    expect(
      roundLabel(
        {
          category: "seniorManagers",
          name: "Senior managers with Canadian Work Experience, 2026-Version 1",
        },
        "fr",
      ),
    ).toBe("Cadres supérieurs ayant une expérience de travail au Canada");
    expect(roundLabel({ category: "french", name: "French language proficiency (Version 1)" }, "fr")).toBe(
      "Compétences linguistiques en français",
    );
    expect(roundKind("general")).toBe("general");
    expect(roundKind("cec")).toBe("program");
    expect(roundKind("trades")).toBe("category");
  });

  it("keeps IRCC's own name for a category it does not know", () => {
    const round = {
      name: "Court interpreters (2026-Version 1)",
      category: categoryOf("Court interpreters (2026-Version 1)"),
    };
    expect(round.category).toBe("other");
    expect(roundLabel(round, "fr")).toBe("Court interpreters (2026-Version 1)");
  });
});
