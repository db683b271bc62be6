import { describe, expect, it } from "vitest";
import { dictionary, translator } from "./dictionary";
import type { Locale } from "./locale";

const translate = (locale: Locale, key: string) => translator(dictionary[locale])(key);

describe("the spec's translation dictionary", () => {
  it("has the spec's twelve keys in both languages", () => {
    const keys = [
      "welcome",
      "subtitle",
      "description",
      "startAssessment",
      "contactUs",
      "whyChoose",
      "experienceServices",
      "readyToBegin",
      "discoverOptions",
      "getStarted",
      "immigrationPrograms",
      "explorePathways",
    ];
    expect(Object.keys(dictionary.en).sort()).toEqual([...keys].sort());
    expect(Object.keys(dictionary.fr).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(translate("fr", key)).not.toBe(translate("en", key));
  });

  it("falls back to the key itself for an unknown key", () => {
    expect(translate("en", "noSuchKey")).toBe("noSuchKey");
    expect(translate("fr", "toString")).toBe("toString");
  });
});
