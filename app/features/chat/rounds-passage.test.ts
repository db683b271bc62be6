import { describe, expect, it } from "vitest";
import type { Round } from "~/features/rounds/parse-rounds";
import { roundsPassage } from "./rounds-passage";

const round = (number: string, drawnOn: string, category: Round["category"], cutoff: number): Round => ({
  number,
  drawnOn,
  name: category,
  category,
  invitations: 1500,
  cutoff,
});

describe("the rounds as a passage", () => {
  const rounds = [
    round("401", "2026-09-01", "cec", 521),
    round("402", "2026-09-03", "french", 379),
    round("399", "2026-08-18", "french", 410),
    round("398", "2026-08-17", "pnp", 760),
  ];

  it("states the latest round and the range of cut-offs, newest first whatever the order given", () => {
    expect(roundsPassage(rounds, "en", false).text).toBe(
      "The latest round, on September 3, 2026 (French-language proficiency), invited 1,500 candidates with a CRS score of 379 or more. The 4 rounds from August 17, 2026 to September 3, 2026 had cut-offs from 379 to 760.",
    );
    expect(roundsPassage(rounds, "fr", true).text).toBe(
      "La dernière ronde axée sur les compétences linguistiques en français, le 3\u00a0septembre 2026, a invité 1\u00a0500 candidats dont la note SCG était d’au moins 379. Les 2 rondes axées sur les compétences linguistiques en français du 18\u00a0août 2026 au 3\u00a0septembre 2026 avaient des seuils de 379 à 410.",
    );
  });

  it("says when no French-language round was held, and states nothing when no round is stored", () => {
    const [, , , pnp] = rounds;
    expect(roundsPassage([rounds[0]!, pnp!], "en", true).text).toBe(
      "None of the 2 rounds from August 17, 2026 to September 1, 2026 was a French-language proficiency round; the latest round, on September 1, 2026, had a cut-off of 521.",
    );
    expect(roundsPassage([], "fr", true).text).not.toMatch(/\d/);
    expect(roundsPassage([], "en", false).url).toBe("/resources/express-entry-rounds");
  });
});
