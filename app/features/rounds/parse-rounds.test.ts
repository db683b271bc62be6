import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categoryOf, roundKind, roundLabel } from "./categories";
import { parseRounds, RoundsFeedError } from "./parse-rounds";

const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "fixtures/ee-rounds-en.json"), "utf8"),
) as { rounds: Record<string, string>[] };

describe("parseRounds", () => {
  it("reads IRCC's document: numbers without separators, dates as they are, categories named", () => {
    const { rounds, skipped } = parseRounds(fixture);
    expect(skipped).toBe(0);
    expect(rounds).toHaveLength(fixture.rounds.length);
    expect(rounds[0]).toEqual({
      number: "388",
      drawnOn: "2026-11-18",
      name: "Canadian Experience Class",
      category: "cec",
      invitations: 3000,
      cutoff: 515,
    });
    expect(rounds.find((round) => round.number === "385")?.category).toBe("healthcare");
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
      ["91a", 1200, 515],
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
    expect(roundLabel({ category: "french", name: "French language proficiency (Version 1)" }, "fr")).toBe(
      "Connaissance du français",
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
