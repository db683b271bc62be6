import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const START = new Date("2026-03-02T09:00:00-06:00");

/**
 * A desktop page whose clock stands still once loaded, so the 5-second auto-close happens only when
 * a test advances time — never because the machine is slow.
 */
async function desktopPage(path: string): Promise<Page> {
  const { page } = await openPage(browser, { viewport: DESKTOP });
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.pauseAt(new Date(START.getTime() + 10 * 60 * 1000));
  return page;
}

const nav = (page: Page) => page.getByTestId("desktop-nav");

describe("desktop header", () => {
  it("shows the six menu items, the Free Assessment button, FR, and an empty top bar", async () => {
    const page = await desktopPage("/");
    const items = nav(page).locator(":scope > ul > li");
    await expect.poll(() => items.count()).toBe(6);
    const labels = await items.locator(":scope > a, :scope > button").allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      "Immigration Programs",
      "Study in Canada",
      "Services",
      "Resources",
      "About Us",
      "Contact",
    ]);
    const header = page.getByTestId("site-header");
    await expect
      .poll(() => header.getByRole("link", { name: "Free Assessment" }).getAttribute("href"))
      .toBe("/calculator");
    await expect
      .poll(() => header.getByTestId("language-toggle").filter({ visible: true }).innerText())
      .toBe("FR");
    const topBar = page.getByTestId("top-bar");
    await expect.poll(() => topBar.isVisible()).toBe(true);
    await expect.poll(() => topBar.innerText()).toBe("");
    await expect.poll(() => header.getByRole("link", { name: /home/ }).getAttribute("href")).toBe("/");
    await page.context().close();
  });

  it("opens a submenu on hover with the spec's targets", async () => {
    const page = await desktopPage("/");
    const programs = nav(page).getByRole("button", { name: "Immigration Programs" });
    await programs.hover();
    await expect.poll(() => programs.getAttribute("aria-expanded")).toBe("true");
    const submenu = page.locator("#submenu-programs");
    const hrefs = await submenu
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual([
      "/programs",
      "/programs#express-entry",
      "/programs#provincial-nominee",
      "/family",
      "/business",
    ]);
    await page.context().close();
  });

  it("toggles a submenu on click without navigating", async () => {
    const page = await desktopPage("/about");
    await page.mouse.move(0, 600);
    const study = nav(page).getByRole("button", { name: "Study in Canada" });
    await study.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => study.getAttribute("aria-expanded")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/about");
    await page.keyboard.press("Enter");
    await expect.poll(() => study.getAttribute("aria-expanded")).toBe("false");
    await study.click();
    await expect.poll(() => study.getAttribute("aria-expanded")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/about");
    await page.context().close();
  });

  it("closes a submenu after 5 seconds", async () => {
    const page = await desktopPage("/");
    const services = nav(page).getByRole("button", { name: "Services" });
    await services.click();
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await page.clock.runFor(4900);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("true");
    await page.clock.runFor(200);
    await expect.poll(() => services.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("closes a submenu on a click outside and when focus leaves it", async () => {
    const page = await desktopPage("/");
    const resources = nav(page).getByRole("button", { name: "Resources" });
    await resources.click();
    await page.mouse.click(640, 600);
    await expect.poll(() => resources.getAttribute("aria-expanded")).toBe("false");
    await resources.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => resources.getAttribute("aria-expanded")).toBe("true");
    // Tab through the submenu's five links, then out of it.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    await expect.poll(() => resources.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("navigates from a submenu link and highlights the active item", async () => {
    const page = await desktopPage("/");
    await nav(page).getByRole("button", { name: "Resources" }).click();
    await page.locator("#submenu-resources").getByRole("link", { name: "FAQ" }).click();
    await page.waitForURL("**/resources/faq");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Frequently Asked Questions");
    const active = nav(page).getByRole("button", { name: "Resources" });
    await expect.poll(() => active.getAttribute("data-active")).toBe("true");
    const inactive = nav(page).getByRole("button", { name: "Services" });
    await expect.poll(() => inactive.getAttribute("data-active")).toBe("false");
    const about = nav(page).getByRole("link", { name: "About Us" });
    await about.click();
    await page.waitForURL("**/about");
    await expect.poll(() => about.getAttribute("aria-current")).toBe("page");
    await page.context().close();
  });

  it("becomes translucent and blurred after 50 px of scroll", async () => {
    const page = await desktopPage("/resources/faq");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
    });
    const header = page.getByTestId("site-header");
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(
      () => document.querySelector("[data-testid=site-header]")?.getAttribute("data-scrolled") === "true",
    );
    const style = await header.evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(style).toContain("blur");
    await page.context().close();
  });
});

describe("page delivery", () => {
  it.each(["/", "/fr/programs", "/fr/calculator"])(
    "%s runs under its content security policy with no violation, styled by the inlined stylesheet",
    async (path) => {
      const { page, errors } = await openPage(browser, { viewport: DESKTOP });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' '(nonce|sha256)-/);
      await waitForHydration(page);
      // A client-side navigation re-renders the shell: the styles must survive it.
      await page
        .getByTestId("site-header")
        .getByRole("link", { name: /Free Assessment|Évaluation gratuite/ })
        .filter({ visible: true })
        .click();
      await page.waitForURL(/\/calculator$/);
      await expect.poll(() => page.locator("h1").isVisible()).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expect(await page.locator("style#app-css").count()).toBe(1);
      expect(await page.locator('link[rel="stylesheet"][href*="/assets/app-"]').count()).toBe(0);
      const header = page.getByTestId("site-header");
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toMatch(/sticky|fixed/);
      expect(errors.filter((error) => !error.includes("nonce"))).toEqual([]);
      await page.context().close();
    },
  );
});

describe("mobile header", () => {
  it("toggles the menu, keeps one submenu open at a time, and closes on a link", async () => {
    const { page } = await openPage(browser, { viewport: PHONE });
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("desktop-nav").isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId("top-bar").isVisible()).toBe(false);
    const menuButton = page.getByTestId("mobile-menu-button");
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await menuButton.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const programs = menu.getByRole("button", { name: "Immigration Programs" });
    const study = menu.getByRole("button", { name: "Study in Canada" });
    await programs.click();
    await expect.poll(() => programs.getAttribute("aria-expanded")).toBe("true");
    await study.click();
    await expect.poll(() => study.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => programs.getAttribute("aria-expanded")).toBe("false");
    await expect
      .poll(() => menu.getByRole("link", { name: "Free Assessment" }).getAttribute("href"))
      .toBe("/calculator");
    await menu.getByRole("link", { name: "Universities" }).click();
    await page.waitForURL("**/study#universities");
    // The address changes before the new page commits, and that commit closes the menu: reopening
    // it earlier would race with it.
    await expect.poll(() => page.locator("h1").innerText()).toBe("Study in Canada");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await menuButton.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL("**/contact");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("language", () => {
  it("switches to the same page, query and hash in the other language and remembers the choice", async () => {
    const page = await desktopPage("/resources/faq?x=1#top");
    const toggle = page.getByTestId("site-header").getByTestId("language-toggle").filter({ visible: true });
    await expect.poll(() => toggle.innerText()).toBe("FR");
    await toggle.click();
    await page.waitForURL("**/fr/resources/faq?x=1#top");
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Foire aux questions");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "lang")?.value).toBe("fr");
    const back = page.getByTestId("site-header").getByTestId("language-toggle").filter({ visible: true });
    await expect.poll(() => back.innerText()).toBe("EN");
    await back.click();
    await page.waitForURL((url) => url.pathname === "/resources/faq");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Frequently Asked Questions");
    await page.context().close();
  });

  it("loads only the page's own language: no script of an English page carries the French shell or news", async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/");
    await waitForHydration(page);
    const code = (await Promise.all(scripts)).join("\n");
    // The French footer's label, the French menu and the French news heading.
    for (const french of ["Pied de page", "Programmes d’immigration", "Dernières nouvelles"]) {
      expect(code).not.toContain(french);
    }
    // The English ones reach the page with it, and React renders them after hydration all the same.
    expect(code).not.toContain("Quick Links");
    await expect
      .poll(() => page.getByRole("contentinfo").getByRole("heading", { name: "Quick Links" }).count())
      .toBe(1);
    await page.context().close();
  });

  it("keeps a server-rendered page's query without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/calculator?age=29");
    const toggle = page.getByTestId("site-header").getByTestId("language-toggle").first();
    expect(await toggle.getAttribute("href")).toBe("/fr/calculator?age=29");
    await page.context().close();
  });

  it("goes from the English home to /fr and back", async () => {
    const page = await desktopPage("/");
    await page.getByTestId("site-header").getByTestId("language-toggle").filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === "/fr");
    await expect
      .poll(() =>
        page
          .getByTestId("site-header")
          .getByRole("link", { name: "Évaluation gratuite" })
          .getAttribute("href"),
      )
      .toBe("/fr/calculator");
    await page.context().close();
  });
});

describe("not found", () => {
  it("shows the not-found page in the page's language with a link home", async () => {
    const { page } = await openPage(browser);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "Return to Home" }).getAttribute("href"))
      .toBe("/");
    const fr = await page.goto("/fr/pas-de-page");
    expect(fr?.status()).toBe(404);
    await expect.poll(() => page.getByText("Oups\u202f! Page introuvable").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "Retour à l’accueil" }).getAttribute("href"))
      .toBe("/fr");
    await page.context().close();
  });
});

describe("signed-in pages", () => {
  it("says 'Loading...' while the session is checked, then sends an anonymous visitor to sign in", async () => {
    for (const [start, loading, signIn] of [
      ["/", "Loading...", "/auth"],
      ["/fr", "Chargement…", "/fr/auth"],
    ] as const) {
      const { page, context } = await openPage(browser);
      await page.goto(start);
      await waitForHydration(page);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // Hold the session check until the test has seen the notice.
      await page.route("**/immigration-form.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.locator('a[href$="/immigration-form"]').first().click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: loading }).count()).toBe(1);
      release();
      await page.waitForURL((url) => url.pathname === signIn);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toMatch(/\/immigration-form$/);
      await expect.poll(() => page.getByText(loading).count()).toBe(0);
      await context.close();
    }
  });
});
