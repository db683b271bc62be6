import { describe, expect, it } from "vitest";
import { pages } from "~/config/page-list";
import { blogArticlePath, blogIds } from "~/config/pages/blog";
import { blogArticleBodies, blogArticles } from "./blog";
import { documentRules } from "./document-rules";
import { faqCategories } from "./faq";
import { applicationGuides } from "./guides";
import { isExternalHref, type Localized } from "./links";
import {
  authenticationProcess,
  bankingGuides,
  documentRequirements,
  provincialGuides,
  resourceHubCards,
  supportingDocumentsGuidelines,
} from "./resources";
import { documentTemplates, templateGroupTitles, templateSlugs } from "./templates";

const modules: Record<string, Localized<unknown>> = {
  applicationGuides,
  faqCategories,
  documentTemplates,
  templateGroupTitles,
  resourceHubCards,
  provincialGuides,
  documentRequirements,
  supportingDocumentsGuidelines,
  authenticationProcess,
  bankingGuides,
  ...Object.fromEntries(Object.entries(blogArticleBodies).map(([id, body]) => [`blog article ${id}`, body])),
};

/** Keys whose values name things rather than say them: identical in both languages. */
const identifiers = new Set(["id", "slug", "group"]);

function compareShape(en: unknown, fr: unknown, path: string, problems: string[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length) problems.push(`${path}: list length differs`);
    else en.forEach((item, i) => compareShape(item, fr[i], `${path}[${i}]`, problems));
  } else if (en && typeof en === "object") {
    if (!fr || typeof fr !== "object") return void problems.push(`${path}: not an object in French`);
    const keys = Object.keys(en).sort().join();
    if (keys !== Object.keys(fr).sort().join()) problems.push(`${path}: keys differ`);
    for (const [key, value] of Object.entries(en))
      compareShape(value, (fr as Record<string, unknown>)[key], `${path}.${key}`, problems);
  } else if (typeof en === "string") {
    if (typeof fr !== "string" || fr.trim() === "") problems.push(`${path}: missing French text`);
    const key = path.split(".").at(-1) ?? "";
    if (identifiers.has(key) && fr !== en) problems.push(`${path}: identifier differs`);
    if (key === "href" && !isExternalHref(en) && fr !== en) problems.push(`${path}: internal link differs`);
  }
}

function collectHrefs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectHrefs(item, into));
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      if (key === "href" && typeof inner === "string") into.push(inner);
      else collectHrefs(inner, into);
    }
  return into;
}

const sitePaths = new Set([...Object.values(pages).map((p) => p.path), ...blogIds.map(blogArticlePath)]);
const officialHosts = [
  "www.canada.ca",
  "ircc.canada.ca",
  "www.international.gc.ca",
  "www.saskatchewan.ca",
  "www.ontario.ca",
  "www.welcomebc.ca",
  "www.alberta.ca",
];

describe("bilingual content", () => {
  it.each(Object.entries(modules))("%s has the same structure in French as in English", (_, content) => {
    const problems: string[] = [];
    compareShape(content.en, content.fr, "", problems);
    expect(problems).toEqual([]);
  });

  it("links only to the site's own pages and to official government sites", () => {
    const hrefs = Object.values(modules).flatMap((content) => [
      ...collectHrefs(content.en),
      ...collectHrefs(content.fr),
    ]);
    expect(hrefs.length).toBeGreaterThan(50);
    for (const href of hrefs) {
      if (isExternalHref(href)) {
        const url = new URL(href);
        expect(url.protocol, href).toBe("https:");
        expect(officialHosts, href).toContain(url.hostname);
      } else {
        expect(sitePaths, href).toContain(href.split("#")[0]);
      }
    }
  });

  it("French text is not the English text", () => {
    const english = JSON.stringify(applicationGuides.en) + JSON.stringify(faqCategories.en);
    for (const guide of applicationGuides.fr)
      for (const section of guide.sections) expect(english).not.toContain(section.content);
  });
});

describe("the blog", () => {
  it("has a full article in both languages for each of the three articles, written in March 2024", () => {
    expect(blogArticles.map((a) => a.id)).toEqual([...blogIds]);
    expect(blogArticles.map((a) => a.category.en)).toEqual(["Express Entry", "PNP", "Study Permits"]);
    for (const article of blogArticles) {
      expect(article.date).toMatch(/^2024-03-\d\d$/);
      const body = blogArticleBodies[article.id]!;
      for (const locale of ["en", "fr"] as const) {
        const words = body[locale].blocks
          .flatMap((b) => (b.type === "list" ? b.items : [b.text]))
          .join(" ")
          .split(/\s+/).length;
        expect(words, `${article.id} ${locale}`).toBeGreaterThan(350);
      }
    }
  });
});

describe("the spec's resource facts", () => {
  it("has the four guides with two sections each and the 60-day rule", () => {
    expect(applicationGuides.en.map((g) => g.title)).toEqual([
      "Express Entry",
      "Family Sponsorship",
      "Study Permit",
      "Work Permit",
    ]);
    for (const guide of applicationGuides.en) expect(guide.sections).toHaveLength(2);
    expect(JSON.stringify(applicationGuides.en)).toContain("ITA application within 60 days");
  });

  it("has the FAQ's four categories", () => {
    expect(faqCategories.en.map((c) => c.title)).toEqual([
      "Express Entry",
      "Provincial Nominee Programs",
      "Study Permits",
      "Work Permits",
    ]);
  });

  it("has the five templates in their two groups", () => {
    expect(templateGroupTitles.en).toEqual({ letters: "Letter Templates", forms: "Forms and Checklists" });
    expect(documentTemplates.en.map((t) => [t.group, t.slug])).toEqual([
      ["letters", "employment-reference-letter"],
      ["letters", "statement-of-purpose"],
      ["letters", "invitation-letter"],
      ["forms", "document-checklist"],
      ["forms", "application-timeline-tracker"],
    ]);
    expect(documentTemplates.en.map((t) => t.slug)).toEqual([...templateSlugs]);
  });

  it("shows the document rules as the spec writes them", () => {
    expect(documentRules).toEqual({
      formats: ["PDF", "JPEG", "PNG", "TIFF"],
      maxFileSizeMb: 4,
      minScanDpi: 300,
      photo: { widthMm: 35, heightMm: 45 },
    });
    const text = JSON.stringify(supportingDocumentsGuidelines.en);
    for (const fact of ["PDF, JPEG, PNG, TIFF", "4MB", "300 DPI", "35mm x 45mm"])
      expect(text).toContain(fact);
    const french = JSON.stringify(supportingDocumentsGuidelines.fr).replaceAll("\u00a0", " ");
    for (const fact of ["4 Mo", "300 ppp", "35 mm × 45 mm"]) expect(french).toContain(fact);
    expect(french).not.toMatch(/\bDPI\b|\d ?MB\b|\dmm\b/);
  });

  it("links the hub to all eight resource pages", () => {
    const hrefs = collectHrefs(resourceHubCards.en);
    for (const path of Object.values(pages)
      .map((p) => p.path)
      .filter((p) => p.startsWith("/resources/")))
      expect(hrefs).toContain(path);
    expect(resourceHubCards.en).toHaveLength(4);
    expect(provincialGuides.en.map((g) => g.province)).toEqual([
      "Saskatchewan",
      "Ontario",
      "British Columbia",
      "Alberta",
    ]);
  });
});
