import { describe, expect, it } from "vitest";
import { aboutCheckedOn, aboutContent, aboutSource } from "./about";
import { blogArticleBodies } from "./blog";
import { businessContent, businessSource } from "./business";
import { facts, oldestProseReview, proseReviewedOn, type FactName } from "./facts";
import { familyCheckedOn, familyContent, familySource } from "./family";
import { faqCategories, faqCheckedOn, faqSource } from "./faq";
import { guidesSource } from "./guides";
import { homeContent } from "./home";
import { programsCheckedOn, programsContent, programsSource } from "./programs";
import {
  authenticationProcessSource,
  bankingGuidesSource,
  documentRequirementsSource,
  provincialGuidesSource,
  resourceHubCards,
  supportingDocumentsGuidelines,
  supportingDocumentsGuidelinesSource,
} from "./resources";
import { servicesSource } from "./services";
import { studySource } from "./study";
import { documentTemplatesSource } from "./templates";
import { formatLongDate } from "~/lib/dates";
import { factsToCheck, factText, factsIn, oldestCheck, withFacts } from "./with-facts";

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";

/** What content may only state through a fact: money, a date, a CRS score or threshold. */
const statements: Record<string, RegExp> = {
  money: /\$\s?\d|\d[\d\s\u00a0\u202f,.]*\s?\$|\bCAD\s?\d/,
  date: new RegExp(`\\b(?:\\d{1,2}(?:er)?\\s+)?(?:${MONTHS})\\s+(?:\\d{1,2},\\s+)?\\d{4}\\b`, "i"),
  crs: /\b\d{3}(?:[\s\u00a0,]\d{3})?\s+(?:CRS\s+|SCG\s+)?points\b|\bpoints\s+(?:CRS|SCG)\b.*\b\d{3}\b/i,
};

/** Every string in a piece of content, with where it is. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The statements a piece of content makes itself instead of through `{fact:…}`. */
function strayStatements(content: unknown): string[] {
  return strings(content).flatMap(([path, text]) => {
    const written = text.replace(/\{fact:\w+\}/g, "");
    return Object.entries(statements)
      .filter(([, pattern]) => pattern.test(written))
      .map(([kind, pattern]) => `${path}: ${kind} "${pattern.exec(written)?.[0]}"`);
  });
}

/**
 * The content that states rules, as written. Blog articles are dated pieces that keep what they said
 * on their date; the privacy policy and terms carry their own effective dates.
 */
const content = {
  faqSource,
  guidesSource,
  studySource,
  businessSource,
  programsSource,
  familySource,
  documentRequirementsSource,
  authenticationProcessSource,
  bankingGuidesSource,
  provincialGuidesSource,
  resourceHubCards,
  supportingDocumentsGuidelinesSource,
  homeContent,
  servicesSource,
  aboutSource,
  documentTemplatesSource,
};

describe("content facts", () => {
  it("every fact has an official source, a checked day and a value of its kind", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [name, fact] of Object.entries(facts)) {
      expect(fact.source, name).toMatch(
        /^https:\/\/(www\.)?([\w-]+\.)*(canada\.ca|gc\.ca|saskatchewan\.ca)\//,
      );
      expect(fact.checkedOn, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fact.checkedOn <= today, name).toBe(true);
      if (fact.kind === "date") expect(String(fact.value), name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(typeof fact.value, name).toBe("number");
    }
  });

  it("no page states an amount, a date or a CRS threshold other than through a fact", () => {
    expect(Object.entries(content).flatMap(([name, value]) => strayStatements({ [name]: value }))).toEqual(
      [],
    );
  });

  it("shows no placeholder on any page: every piece of content that uses facts is written out", async () => {
    const modules = await Promise.all(
      [
        "about",
        "blog",
        "business",
        "family",
        "faq",
        "guides",
        "home",
        "programs",
        "resources",
        "services",
        "study",
        "templates",
      ].map((name) => import(`./${name}.ts`) as Promise<Record<string, unknown>>),
    );
    const shown = modules.flatMap((module) =>
      Object.entries(module).filter(([name]) => !name.endsWith("Source")),
    );
    expect(shown.length).toBeGreaterThan(20);
    const left = shown.flatMap(([name, value]) =>
      strings(value)
        .filter(([, text]) => text.includes("{fact:"))
        .map(([path]) => `${name}.${path}`),
    );
    expect(left).toEqual([]);
    expect(JSON.stringify(supportingDocumentsGuidelines)).not.toContain("{fact:");
  });

  it("catches a stray amount, date or threshold planted in content", () => {
    const planted = {
      en: { answer: "Show $20,635 since January 1, 2024; a nomination adds 600 points." },
      fr: { answer: "Prouvez 20 635 $ depuis le 1er janvier 2024." },
    };
    expect(strayStatements(planted)).toEqual([
      'en.answer: money "$2"',
      'en.answer: date "January 1, 2024"',
      'en.answer: crs "600 points"',
      'fr.answer: money "20 635 $"',
      'fr.answer: date "1er janvier 2024"',
    ]);
    expect(
      strayStatements({ en: "Show {fact:studyLivingCostsSingle} since {fact:studyLivingCostsSince}." }),
    ).toEqual([]);
  });

  it("writes facts in each language's form", () => {
    expect(factText("studyLivingCostsSingle", "en")).toBe("$22,895");
    expect(factText("studyLivingCostsSingle", "fr")).toMatch(/^22[\u00a0\u202f]895\u00a0\$$/);
    expect(factText("studyLivingCostsSince", "en")).toBe("September 1, 2025");
    expect(factText("studyLivingCostsSince", "fr")).toBe("1er\u00a0septembre 2025");
    expect(factText("crsMaximumPoints", "fr")).toMatch(/^1[\u00a0\u202f]200$/);
    expect(factText("pgpLastIntakeYear", "en")).toBe("2025");
    expect(
      withFacts({ en: ["{fact:offCampusWorkHours} hours"], fr: ["{fact:offCampusWorkHours} heures"] }),
    ).toEqual({
      en: ["24 hours"],
      fr: ["24 heures"],
    });
    expect(() => withFacts({ en: "{fact:noSuchFact}", fr: "" })).toThrow(/Unknown fact/);
  });

  it("gives a dated article an update note in the current facts", () => {
    const [en, fr] = [blogArticleBodies["3"]!.en, blogArticleBodies["3"]!.fr];
    expect(en.blocks[0]).toEqual({ type: "update", text: expect.stringContaining("$22,895") });
    expect(fr.blocks[0]).toEqual({
      type: "update",
      text: expect.stringContaining("1er\u00a0septembre 2025"),
    });
    // The SINP article: its entrepreneur and farm categories closed, and the current allocation.
    const [sinpEn, sinpFr] = [blogArticleBodies["2"]!.en.blocks[0], blogArticleBodies["2"]!.fr.blocks[0]];
    expect(sinpEn).toEqual({
      type: "update",
      text: expect.stringContaining("on March 27, 2025, Saskatchewan closed"),
    });
    expect(sinpEn).toEqual({ type: "update", text: expect.stringContaining("4,761 nominations") });
    expect(sinpFr).toEqual({ type: "update", text: expect.stringContaining("le 27\u00a0mars 2025") });
    expect(sinpFr).toEqual({
      type: "update",
      text: expect.stringMatching(/4[\u00a0\u202f]761 désignations/),
    });
  });

  it("lists the facts not checked for six months", () => {
    expect(factsToCheck(new Date("2026-11-24T12:00:00Z"))).toEqual([]);
    const later = factsToCheck(new Date("2027-06-01T12:00:00Z"));
    expect(later.map((fact) => fact.name)).toEqual(expect.arrayContaining(["studyLivingCostsSingle"]));
    expect(later.length).toBe(Object.keys(facts).length);
  });

  it("dates a page by its oldest fact, and by its prose until every rule in it is a fact", () => {
    const used = factsIn(faqSource);
    expect(used.has("studyLivingCostsSingle" satisfies FactName)).toBe(true);
    const oldestFact = [...used].map((name) => facts[name].checkedOn).sort()[0]!;
    // Prose last reviewed before the facts were checked: the page is only as recent as its prose.
    expect(oldestCheck(used, "2024-03-28")).toBe("2024-03-28");
    // Prose reviewed since: the least recently checked fact dates the page.
    expect(oldestCheck(used, "2099-01-01")).toBe(oldestFact);
    // Every rule a fact: the facts alone date it.
    expect(oldestCheck(used, null)).toBe(oldestFact);
    // Each page uses its own review date, and the back office shows the oldest of them.
    expect(faqCheckedOn).toBe(oldestCheck(used, proseReviewedOn.faq));
    expect(oldestProseReview()).toBe(
      Object.values(proseReviewedOn as Record<string, string | null>)
        .filter((day) => day !== null)
        .sort()[0],
    );
  });

  it("states the rules issue 31 corrected, in both languages", () => {
    // Saskatchewan: consultants need a provincial licence under The Immigration Services Act.
    expect(aboutContent.en.profile.join(" ")).toContain(
      "The Immigration Services Act, in force since July 1, 2024, replaced The Foreign Worker Recruitment and Immigration Services Act",
    );
    expect(aboutContent.en.profile.join(" ")).toContain("in force since September 1, 2024");
    expect(aboutContent.fr.profile.join(" ")).toContain("en vigueur depuis le 1er\u00a0juillet 2024");
    expect(aboutContent.fr.profile.join(" ")).toContain("exercé le droit au Nigeria");
    expect(JSON.stringify(aboutContent)).not.toContain("{jurisdictionFr}");
    expect(aboutCheckedOn).toBe(oldestCheck(factsIn(aboutSource), proseReviewedOn.about));
    // Parents and grandparents: no new applications this year.
    expect(familyContent.en.parents.text[0]).toContain(
      "no new applications to sponsor parents and grandparents in 2026",
    );
    expect(familyContent.fr.parents.text[0]).toContain(
      "Lors de sa dernière période de réception, en 2025, IRCC a accepté jusqu’à 10\u00a0000 demandes",
    );
    expect(programsContent.fr.family.text[1]).toContain("aucune nouvelle demande en 2026");
    // Study permit extensions are exempt from the attestation letter only at the same school and level.
    const pal = faqCategories.en.find((c) => c.id === "study-permits")!.entries[0]!.answer;
    expect(pal).toContain(
      "only if you stay at the same school (designated learning institution) and at the same level of study",
    );
    expect(pal).not.toMatch(/extending a permit in Canada are exempt/);
    expect(faqCategories.fr.find((c) => c.id === "study-permits")!.entries[0]!.answer).toContain(
      "depuis le 22\u00a0janvier 2025",
    );
    // The community pilots succeeded the former pilot; they are not it renamed.
    expect(programsContent.en.communityPilots.text[0]).toContain("which ended on August 31, 2024");
    expect(programsContent.fr.communityPilots.text[0]).toContain(
      "succédé au Programme pilote d’immigration dans les communautés rurales et du Nord",
    );
    // Permanent residence applications are made online.
    const everything = JSON.stringify([programsContent, familyContent, businessContent, faqCategories]);
    expect(everything).not.toMatch(/on paper or|sur papier ou/i);
    // The Start-up Visa: the last date has passed.
    expect(businessContent.en.startUp.text[0]).toContain(
      "issued in 2025 could still apply for permanent residence, until June 30, 2026. That date has passed",
    );
    expect(businessContent.fr.startUp.title).toBe("Programme fédéral de visa pour démarrage d’entreprise");
  });

  it("writes the date on the pages that state it in their own text", () => {
    expect(programsCheckedOn).toBe(oldestCheck(factsIn(programsSource), proseReviewedOn.programs));
    expect(familyCheckedOn).toBe(oldestCheck(factsIn(familySource), proseReviewedOn.family));
    expect(programsContent.en.updated).toBe(
      `Information checked on ${formatLongDate(programsCheckedOn, "en")}. Always confirm current requirements with IRCC before you apply.`,
    );
    expect(familyContent.fr.updated).toContain(
      `Renseignements vérifiés le ${formatLongDate(familyCheckedOn, "fr")}.`,
    );
  });
});
