import { describe, expect, it } from "vitest";
import { detectIntents } from "./intents";
import { buildPassages } from "./passages";
import { pages } from "~/config/page-list";
import { detectLanguage, normalize, stem, terms } from "./text";

describe("text processing", () => {
  it("folds case and accents", () => {
    expect(normalize("Études À L’Étranger")).toBe("etudes a l'etranger");
  });

  it("stems plurals and common endings in both languages", () => {
    expect(stem("permits", "en")).toBe(stem("permit", "en"));
    expect(stem("studies", "en")).toBe("study");
    expect(terms("les permis d’études", "fr")).toEqual(terms("permis études", "fr"));
    expect(stem("parrainages", "fr")).toBe(stem("parrainage", "fr"));
  });

  it.each([
    ["How do I sponsor my wife?", "en"],
    ["Comment parrainer ma femme?", "fr"],
    ["études", "fr"],
    ["CRS", undefined],
    ["Express Entry", undefined],
  ])("reads the language of %j as %s", (message, locale) => {
    expect(detectLanguage(message)).toBe(locale);
  });
});

describe("intents", () => {
  it.each([
    ["Hello!", "greeting"],
    ["merci beaucoup", "thanks"],
    ["What's your phone number?", "contact"],
    ["Êtes-vous ouverts le samedi?", "hours"],
    ["je voudrais prendre rendez-vous", "booking"],
    ["How much do you charge?", "fees"],
    ["calculer mon score SCG", "crs"],
  ])("%j is %s", (message, intent) => {
    expect(detectIntents(message).has(intent as never)).toBe(true);
  });

  it("does not mistake a question about opening a bank account or work hours for office hours", () => {
    expect(detectIntents("How do I open a bank account?").has("hours")).toBe(false);
    expect(detectIntents("How many hours can I work while studying?").has("hours")).toBe(false);
  });
});

describe("the index", () => {
  const passages = buildPassages();

  it("has every page of the site in both languages", () => {
    for (const locale of ["en", "fr"] as const) {
      const urls = new Set(passages.filter((p) => p.locale === locale).map((p) => p.url.split("#")[0]));
      for (const page of Object.values(pages)) expect(urls, `${locale} ${page.path}`).toContain(page.path);
    }
  });

  it("holds as many passages in French as in English, none empty", () => {
    const count = (locale: string) => passages.filter((p) => p.locale === locale).length;
    expect(count("fr")).toBe(count("en"));
    for (const passage of passages) expect(passage.text.trim(), passage.id).not.toBe("");
    expect(new Set(passages.map((p) => `${p.locale}:${p.id}`)).size).toBe(passages.length);
  });
});
