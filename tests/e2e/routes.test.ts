import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, launchBrowser, openPage, PHONE } from "../support/browser";
import { allPages, publicPages, signedInPaths } from "./support/routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every page in both languages", () => {
  it("sends an anonymous visitor of a signed-in page to sign in, in the page's language", async () => {
    for (const { path, locale } of allPages.filter((p) => signedInPaths.has(p.neutral))) {
      const response = await fetch(baseUrl() + path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(locale === "fr" ? /^\/fr\/auth\?/ : /^\/auth\?/);
    }
  });

  it("answers 200 with its language, one heading, hreflang alternates and x-default", async () => {
    for (const { path, locale } of publicPages) {
      const response = await fetch(baseUrl() + path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
      expect(html, path).toMatch(/hrefLang="x-default"|hreflang="x-default"/);
      expect(html, path).toMatch(/hrefLang="fr-CA"|hreflang="fr-CA"/);
    }
  });

  it("has no axe violations, on a desktop and on a phone", { timeout: 600_000 }, async () => {
    const { page, context, errors } = await openPage(browser);
    const {
      page: phone,
      context: phoneContext,
      errors: phoneErrors,
    } = await openPage(browser, { viewport: PHONE });
    const failures: string[] = [];
    // Every page on a desktop; on a phone, one page of each layout family (the shell is shared).
    const phonePaths = new Set(["/", "/fr", "/resources/faq", "/fr/programs", "/blog/1", "/fr/calculator"]);
    for (const { path } of publicPages) {
      for (const p of phonePaths.has(path) ? [page, phone] : [page]) {
        await p.goto(path);
        await p.waitForSelector("body[data-hydrated]", { state: "attached" });
        for (const violation of await axeViolations(p))
          failures.push(`${path} (${p === page ? "desktop" : "phone"}): ${violation}`);
      }
    }
    expect(failures).toEqual([]);
    // Console errors include Content-Security-Policy violations: a page the policy breaks fails here.
    expect([...errors, ...phoneErrors]).toEqual([]);
    await context.close();
    await phoneContext.close();
  });
});
