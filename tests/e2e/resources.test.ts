import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticles } from "../../app/content/blog";
import { documentTemplates } from "../../app/content/templates";
import { resourcePages } from "../../app/config/page-list";
import { localizePath, locales } from "../../app/lib/i18n/locale";
import { axeViolations, baseUrl, launchBrowser, openPage, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const backLabel = { en: "Back to Resources", fr: "Retour aux ressources" } as const;
const resourcePaths = Object.values(resourcePages).map((p) => p.path);
const myPages = ["/resources", ...resourcePaths, "/blog", ...blogArticles.map((a) => `/blog/${a.id}`)];

describe("resource pages", () => {
  it("answer in both languages with their title and a link back to the hub", async () => {
    const { page, context } = await openPage(browser);
    for (const locale of locales) {
      for (const info of Object.values(resourcePages)) {
        const path = localizePath(info.path, locale);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect.poll(() => page.locator("h1").textContent(), { message: path }).toBe(info.title[locale]);
        const back = page.getByRole("link", { name: backLabel[locale], exact: true });
        expect(await back.getAttribute("href"), path).toBe(localizePath("/resources", locale));
      }
    }
    await context.close();
  });

  it("the hub links to the eight pages and opens government sites in a new tab", async () => {
    const { page, context } = await openPage(browser);
    for (const locale of locales) {
      await page.goto(localizePath("/resources", locale));
      await waitForHydration(page);
      const hrefs = await page.locator("main a").evaluateAll((links) =>
        links.map((a) => ({
          href: a.getAttribute("href") ?? "",
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
          name: a.textContent ?? "",
        })),
      );
      for (const path of resourcePaths)
        expect(hrefs.map((l) => l.href)).toContain(localizePath(path, locale));
      const external = hrefs.filter((l) => l.href.startsWith("http"));
      expect(external.length).toBeGreaterThan(0);
      for (const link of external) {
        expect(link.target, link.href).toBe("_blank");
        expect(link.rel, link.href).toBe("noopener noreferrer");
        expect(link.name).toContain(
          locale === "en" ? "(opens in a new tab)" : "(s’ouvre dans un nouvel onglet)",
        );
      }
      // An internal link navigates inside the app.
      await page
        .getByRole("link", { name: locale === "en" ? "Application Guides" : "Guides de demande" })
        .click();
      await expect
        .poll(() => new URL(page.url()).pathname)
        .toBe(localizePath("/resources/application-guides", locale));
    }
    await context.close();
  });

  it("lists the recent rounds of invitations, with categories in each language", async () => {
    const { page, context } = await openPage(browser);
    for (const locale of locales) {
      await expect
        .poll(
          async () => {
            await page.goto(localizePath("/resources/express-entry-rounds", locale));
            return page.getByTestId("rounds-table").locator("tbody tr").count();
          },
          { timeout: 20_000 },
        )
        .toBe(23);
      const table = await page.getByTestId("rounds-table").innerText();
      expect(table).toContain(
        locale === "en" ? "Canadian Experience Class" : "Catégorie de l’expérience canadienne",
      );
      expect(table).toContain(locale === "en" ? "September 16, 2026" : "16 septembre 2026");
      expect(table).toContain(
        locale === "en"
          ? "Senior managers with Canadian work experience"
          : "Cadres supérieurs ayant une expérience de travail au Canada",
      );
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it("shows the document rules and the FAQ's structured data", async () => {
    const rules = await (await fetch(`${baseUrl()}/resources/supporting-documents`)).text();
    for (const fact of ["PDF, JPEG, PNG, TIFF", "4MB", "300 DPI", "35mm x 45mm"])
      expect(rules).toContain(fact);
    for (const locale of locales) {
      const html = await (await fetch(baseUrl() + localizePath("/resources/faq", locale))).text();
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const data = JSON.parse(json ?? "{}") as { "@type": string; mainEntity: unknown[] };
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity.length).toBeGreaterThanOrEqual(12);
    }
  });
});

describe("application guides accordion", () => {
  it("opens and closes with the keyboard and holds the guides' text", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/resources/application-guides");
    await waitForHydration(page);
    const summaries = page.locator("main details > summary");
    expect(await summaries.count()).toBe(4);
    expect(await summaries.allTextContents()).toEqual([
      "Express Entry",
      "Family Sponsorship",
      "Study Permit",
      "Work Permit",
    ]);
    const first = page.locator("main details").first();
    await summaries.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await first.textContent()).toContain("ITA application within 60 days");
    await page.keyboard.press("Space");
    await expect.poll(() => first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // Tab reaches the next guide's summary; the panel opens from there too.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        page
          .locator("main details")
          .nth(1)
          .evaluate((d) => (d as HTMLDetailsElement).open),
      )
      .toBe(true);
    // Internal links inside a guide navigate within the app.
    await page.getByRole("link", { name: "Our family immigration services" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/family");
    await context.close();
  });
});

describe("document templates", () => {
  it("every template downloads a non-empty PDF, announced by the Downloading toast", async () => {
    for (const locale of locales) {
      const { page, context } = await openPage(browser);
      await page.goto(localizePath("/resources/document-templates", locale));
      await waitForHydration(page);
      const buttons = page.locator("main a[download]");
      expect(await buttons.count()).toBe(documentTemplates[locale].length);
      for (const template of documentTemplates[locale]) {
        const button = page.locator(`#${template.slug} a[download]`);
        expect(await button.textContent()).toContain(
          locale === "en" ? "Download Template" : "Télécharger le modèle",
        );
        const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
        expect(download.suggestedFilename()).toBe(`${template.slug}${locale === "fr" ? "-fr" : ""}.pdf`);
        const bytes = readFileSync(await download.path());
        expect(bytes.length).toBeGreaterThan(1000);
        expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        const toast = `${locale === "en" ? "Downloading" : "Téléchargement"} ${template.name}`;
        await expect.poll(() => page.getByText(toast, { exact: true }).count()).toBe(1);
      }
      await context.close();
    }
  });

  it("serves each file with the PDF content type", async () => {
    for (const locale of locales) {
      for (const template of documentTemplates[locale]) {
        const url = baseUrl() + localizePath(`/resources/document-templates/${template.slug}.pdf`, locale);
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
    }
    expect((await fetch(`${baseUrl()}/resources/document-templates/passport.pdf`)).status).toBe(404);
  });

  it("says the file is not available when it cannot be fetched", async () => {
    const { page, context } = await openPage(browser);
    await page.route("**/resources/document-templates/*.pdf", (route) => route.fulfill({ status: 404 }));
    for (const locale of locales) {
      await page.goto(localizePath("/resources/document-templates", locale));
      await waitForHydration(page);
      await page.locator("#invitation-letter a[download]").click();
      const message =
        locale === "en"
          ? "Template file is not available at the moment."
          : "Le fichier du modèle n’est pas disponible pour le moment.";
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(1);
    }
    await context.close();
  });
});

describe("blog", () => {
  it("lists the three articles and opens each one, in both languages", async () => {
    const { page, context } = await openPage(browser);
    for (const locale of locales) {
      await page.goto(localizePath("/blog", locale));
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe(
        locale === "en" ? "Immigration Insights" : "Perspectives en immigration",
      );
      const cards = page.locator("main article");
      expect(await cards.count()).toBe(3);
      expect(await cards.locator("img").first().getAttribute("width")).toBe("800");
      expect(await cards.locator("img").first().getAttribute("loading")).toBe("lazy");
      const text = await page.locator("main").textContent();
      for (const article of blogArticles) {
        expect(text).toContain(article.category[locale]);
        expect(text).toContain(article.excerpt[locale]);
      }
      expect(text).toContain(locale === "en" ? "March 12, 2024" : "12 mars 2024");
      expect(text).toContain(locale === "en" ? "6 min read" : "6 min de lecture");
      for (const article of blogArticles) {
        await page.goto(localizePath("/blog", locale));
        await waitForHydration(page);
        await page.getByRole("link", { name: article.title[locale] }).click();
        await expect
          .poll(() => new URL(page.url()).pathname)
          .toBe(localizePath(`/blog/${article.id}`, locale));
        await expect.poll(() => page.locator("h1").textContent()).toBe(article.title[locale]);
        const back = page.getByRole("link", {
          name: locale === "en" ? "Back to Immigration Insights" : "Retour à Perspectives en immigration",
        });
        expect(await back.getAttribute("href")).toBe(localizePath("/blog", locale));
      }
    }
    await context.close();
  });

  it("describes each article as a BlogPosting and answers 404 for an unknown one", async () => {
    for (const article of blogArticles) {
      const html = await (await fetch(`${baseUrl()}/fr/blog/${article.id}`)).text();
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const data = JSON.parse(json ?? "{}") as Record<string, string>;
      expect(data["@type"]).toBe("BlogPosting");
      expect(data.datePublished).toBe(article.date);
      expect(data.inLanguage).toBe("fr-CA");
    }
    for (const path of ["/blog/4", "/fr/blog/4"]) {
      const response = await fetch(baseUrl() + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("404");
    }
  });
});

describe("without JavaScript", () => {
  it("renders every page's content, opens the accordion and downloads a template", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    for (const locale of locales) {
      for (const path of myPages) {
        const localized = localizePath(path, locale);
        await page.goto(localized);
        expect(await page.locator("h1").count(), localized).toBe(1);
        expect((await page.locator("main").textContent())?.length ?? 0, localized).toBeGreaterThan(600);
      }
    }
    await page.goto("/fr/resources/faq");
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.goto("/resources/document-templates");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("#document-checklist a[download]").click(),
    ]);
    expect(download.suggestedFilename()).toBe("document-checklist.pdf");
    expect(readFileSync(await download.path()).length).toBeGreaterThan(1000);
    await context.close();
  });
});
