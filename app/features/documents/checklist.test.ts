import { describe, expect, it } from "vitest";
import { documentRequirements } from "~/content/resources";
import { locales } from "~/lib/i18n/locale";
import {
  checklistFor,
  customKey,
  itemLabel,
  programmeItems,
  programmes,
  programmeTitle,
  suggestedProgrammes,
} from "./checklist";

describe("checklist", () => {
  it("names every line of the Document Requirements lists, in both languages, once", () => {
    for (const locale of locales) {
      const lists = documentRequirements[locale];
      expect(lists.map((list) => list.id)).toEqual(programmes);
      for (const list of lists) {
        const keys = programmeItems[list.id as keyof typeof programmeItems];
        expect(keys, `${locale} ${list.id}`).toHaveLength(list.points.length);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }
  });

  it("reads each line's text from the page's content, in the reader's language", () => {
    expect(itemLabel("study-permit.caq", "en")).toBe(
      "Québec Acceptance Certificate (CAQ) if you will study in Quebec",
    );
    expect(itemLabel("express-entry.passports", "fr")).toBe(
      "Passeport pour vous et chaque membre de votre famille",
    );
    expect(itemLabel("photo", "en")).toBe("Passport-style photo (35mm x 45mm)");
    expect(itemLabel("photo", "fr")).toBe("Photo de type passeport (35\u00a0mm\u00a0×\u00a045\u00a0mm)");
    expect(itemLabel(customKey("3f2b8c1e-5a4d-4e6f-9b7a-0c1d2e3f4a5b"), "fr", "Relevés 2025")).toBe(
      "Relevés 2025",
    );
    expect(itemLabel("express-entry.gone", "en")).toBeUndefined();
    expect(itemLabel("nothing.passport", "en")).toBeUndefined();
    expect(programmeTitle("family-sponsorship", "fr")).toBe("Parrainage familial");
  });

  it("builds the chosen lists in the page's order, with one photo last", () => {
    const items = checklistFor(["family-sponsorship", "study-permit"]);
    expect(items[0]).toEqual({ key: "study-permit.passport", kind: "scan" });
    expect(items.filter((item) => item.kind === "photo")).toEqual([{ key: "photo", kind: "photo" }]);
    expect(items.at(-1)?.key).toBe("photo");
    expect(items).toHaveLength(8 + 7 + 1);
  });

  it("suggests the permanent residence list for the economic programmes the intake chose", () => {
    expect(suggestedProgrammes({ pnp: true })).toEqual(["express-entry"]);
    expect(suggestedProgrammes({ rnip: true, expressEntry: true })).toEqual(["express-entry"]);
    expect(suggestedProgrammes({ postMigrationJob: true })).toEqual([]);
  });
});
