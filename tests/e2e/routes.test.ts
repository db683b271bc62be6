import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, DESKTOP, launchBrowser, openPage, PHONE, sweep } from "../support/browser";
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

  it("is served with React's production build, as visitors get it", async () => {
    // The build the specs run against is the one they judge (speed, size): React's development build,
    // which a test runner's NODE_ENV selects, carries its owner-stack frames and is twice as large.
    const html = await (await fetch(baseUrl() + "/")).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const body = await (await fetch(baseUrl() + script)).text();
      expect(body.includes("react-stack-bottom-frame"), script).toBe(false);
    }
  });

  it("has no axe violations, on a desktop and on a phone", { timeout: 900_000 }, async () => {
    // The one axe sweep of the public pages: the specs of single pages check their own states.
    const desktop = await openPage(browser);
    const phone = await openPage(browser, { viewport: PHONE });
    const failures: string[] = [];
    const visits = publicPages.flatMap(({ path }) => [
      { path, name: "desktop", viewport: DESKTOP },
      { path, name: "phone", viewport: PHONE },
    ]);
    await sweep([desktop.page, phone.page], visits, async (page, { path, name, viewport }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForSelector("body[data-hydrated]", { state: "attached" });
      // Open every disclosure (FAQ answers, guides) so the hidden text is checked as well.
      await page.locator("main details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
      for (const violation of await axeViolations(page)) failures.push(`${path} (${name}): ${violation}`);
    });
    expect(failures.sort()).toEqual([]);
    // Console errors include Content-Security-Policy violations: a page the policy breaks fails here.
    expect([...desktop.errors, ...phone.errors]).toEqual([]);
    await desktop.context.close();
    await phone.context.close();
  });
});
