import { describe, expect, it } from "vitest";
import { fixFrenchTypography, frenchTypographyFaults } from "./french-typography";

const rules = (text: string) => frenchTypographyFaults(text).map((fault) => fault.rule);

describe("French typography", () => {
  it.each([
    ["Téléphone : 306", "a colon without a no-break space before it"],
    ["Téléphone: 306", "a colon without a no-break space before it"],
    ["Téléphone\u202f: 306", "a colon without a no-break space before it"],
    ["Vraiment ?", "; ? or ! without a narrow no-break space before it"],
    ["Vraiment\u00a0?", "; ? or ! without a narrow no-break space before it"],
    ["Bienvenue!", "; ? or ! without a narrow no-break space before it"],
    ["un ; deux", "; ? or ! without a narrow no-break space before it"],
    ["« texte\u00a0»", "« without a no-break space after it"],
    ["«\u00a0texte »", "» without a no-break space before it"],
    ["Chargement...", "three dots instead of …"],
    ["20 635\u00a0$", "a breakable space inside a number"],
    ["20\u00a0635 $", "a breakable space inside a number"],
    ["de 9 h à 17\u00a0h", "a breakable space inside a number"],
    ["50 %", "a breakable space inside a number"],
  ])("finds the fault in %j", (text, rule) => {
    expect(rules(text)).toEqual([rule]);
    expect(frenchTypographyFaults(fixFrenchTypography(text))).toEqual([]);
  });

  it.each([
    "Téléphone\u00a0: 306",
    "Vraiment\u202f?",
    "Quoi\u202f?!",
    "«\u00a0texte\u00a0»",
    "Chargement…",
    "À 9:30, https://www.canada.ca/fr/?lang=fra",
    "{fact:studyPermitCapSince}",
    "20\u00a0635\u00a0$, de 9\u00a0h à 17\u00a0h, 2025 2026, 2 heures",
    "&nbsp;Courriel",
    "Téléphone\u00a0: +1 306-555-0100",
  ])("accepts %j", (text) => {
    expect(frenchTypographyFaults(text)).toEqual([]);
    expect(fixFrenchTypography(text)).toBe(text);
  });

  it("writes a colon, a question and quotes the one way", () => {
    expect(fixFrenchTypography("Note : « oui » ou « non » ? Voir ... 1 000 $")).toBe(
      "Note\u00a0: «\u00a0oui\u00a0» ou «\u00a0non\u00a0»\u202f? Voir … 1\u00a0000\u00a0$",
    );
  });
});
