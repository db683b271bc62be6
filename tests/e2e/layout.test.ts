import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOAST_READ_MS } from "../../app/config/timings";
import type { Locale } from "../../app/lib/i18n/locale";
import { axeViolations, launchBrowser, openPage, sweep, waitForHydration } from "../support/browser";
import { publicPages } from "./support/routes";

/*
 * What a person sees at the widths people use: no sideways scrolling, a header on one row, and nothing
 * fixed (the chat button, toasts) lying over something to read or press. Each check prints what it
 * found, so a failure names the page, the width and the element.
 */

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const DESKTOP_WIDTHS = [1024, 1280, 1440];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page's layout width against the window's, after a frame at the new size. */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          resolve({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }),
        ),
      ),
  );
}

describe("no sideways scrolling", () => {
  it(
    "every public page, in both languages, fits its width from 320 to 1440 px",
    { timeout: 600_000 },
    async () => {
      const tabs = [
        await openPage(browser, { viewport: { width: 390, height: 844 } }),
        await openPage(browser, { viewport: { width: 390, height: 844 } }),
      ];
      const wider: string[] = [];
      await sweep(
        tabs.map((tab) => tab.page),
        publicPages,
        async (page, { path }) => {
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(path, { waitUntil: "networkidle" });
          await waitForHydration(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            const { scrollWidth, clientWidth } = await sidewaysOverflow(page);
            if (scrollWidth > clientWidth) wider.push(`${path} at ${width}px lays out ${scrollWidth}px wide`);
          }
        },
      );
      expect(wider.sort()).toEqual([]);
      for (const tab of tabs) await tab.context.close();
    },
  );
});

/** The header's bar, its logo, and its items: each menu entry, the account control, the language button, the call to action. */
const headerItems = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("[data-testid=site-header]")!;
    const row = header.querySelector(":scope > div:last-child")!.getBoundingClientRect();
    const logo = header.querySelector("a[href='/'], a[href='/fr']")!;
    const items = [
      ...header.querySelectorAll("[data-testid=desktop-nav] > ul > li > :is(a, button)"),
      ...[...header.querySelectorAll(".lg\\:flex > *")].filter((el) => el.getClientRects().length > 0),
    ];
    // Lines of visible text an item takes: distinct tops of its text's boxes (hidden labels aside).
    const lines = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".sr-only") || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return tops.size;
    };
    const describe = (el: Element) => {
      const box = el.getBoundingClientRect();
      return {
        text: (el.textContent ?? "").trim() || el.getAttribute("aria-label") || el.tagName,
        lines: lines(el),
        top: box.top,
        bottom: box.bottom,
        middle: box.top + box.height / 2,
        right: box.right,
      };
    };
    return { row: { top: row.top, bottom: row.bottom }, logo: describe(logo), items: items.map(describe) };
  });

describe.each(["en", "fr"] as Locale[])("header on desktops (%s)", (locale) => {
  it("sits on one row from 1024 px, each item on one line", async () => {
    const { page } = await openPage(browser);
    const faults: string[] = [];
    for (const path of locale === "fr" ? ["/fr", "/fr/contact"] : ["/", "/contact"]) {
      await page.goto(path);
      await waitForHydration(page);
      // The account control appears once the session is known.
      await page.locator("[data-testid=site-header] a[href$='/auth']:visible").first().waitFor();
      for (const width of DESKTOP_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { row, logo, items } = await headerItems(page);
        expect(items.length).toBeGreaterThanOrEqual(9);
        // The logo is a two-line lockup (or the leaf alone): it stays inside the bar, never above it.
        if (logo.lines > 2 || logo.top < row.top || logo.bottom > row.bottom) {
          faults.push(`${path} ${width}px: the logo takes ${logo.lines} lines or leaves the bar`);
        }
        const middle = items[0]!.middle;
        for (const item of items) {
          // An icon-only control has no visible line of text; none may take two.
          if (item.lines > 1) faults.push(`${path} ${width}px: "${item.text}" takes ${item.lines} lines`);
          if (Math.abs(item.middle - middle) > 4)
            faults.push(`${path} ${width}px: "${item.text}" is off the row`);
          if (item.right > width) faults.push(`${path} ${width}px: "${item.text}" is cut off at the right`);
        }
      }
    }
    expect(faults).toEqual([]);
    await page.context().close();
  });
});

const chatButton = (page: Page) => page.locator("[data-chat-launcher]");

/** The visible interactive elements and the footer's contact lines that `fixed` lies over. */
async function covered(page: Page, fixed: Locator): Promise<string[]> {
  const box = await fixed.boundingBox();
  if (!box) return [];
  const targets = await page.evaluate(() => {
    const selector = "main :is(a, button, input, select, textarea, summary), footer :is(a, li, address, p)";
    return [...document.querySelectorAll(selector)]
      .filter((el) => !el.closest("[data-sonner-toaster]") && !el.hasAttribute("data-chat-launcher"))
      .map((el) => ({
        label: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`,
        // A link that wraps is two boxes, not the rectangle around both lines.
        boxes: [...el.getClientRects()]
          .filter((r) => r.width > 0 && r.height > 0)
          .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
        visible: getComputedStyle(el).visibility !== "hidden",
      }))
      .filter((t) => t.visible);
  });
  return targets.filter((t) => t.boxes.some((b) => overlaps(box, b))).map((t) => t.label);
}

describe.each(["en", "fr"] as Locale[])("the chat button (%s)", (locale) => {
  const prefix = locale === "fr" ? "/fr" : "";

  it.each([
    ["small phone", { width: 320, height: 700 }],
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const)(
    "leaves the hero's controls and, at the end, the footer's lines clear (%s)",
    async (_name, viewport) => {
      const { page } = await openPage(browser, { viewport });
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      expect(await covered(page, chatButton(page))).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => chatButton(page).isVisible()).toBe(true);
      const box = await chatButton(page).boundingBox();
      // On the screen, not pushed off it by a page wider than the window.
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await covered(page, chatButton(page))).toEqual([]);
      await page.context().close();
    },
  );

  it("leaves every calculator control clear when it is scrolled to on a phone", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${prefix}/calculator`);
    await waitForHydration(page);
    const controls = page.locator("main form :is(button, input, select)");
    const count = await controls.count();
    expect(count).toBeGreaterThan(10);
    const launcher = (await chatButton(page).boundingBox())!;
    const faults: string[] = [];
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      if (!(await control.isVisible())) continue;
      // As the browser scrolls to a field reached with Tab.
      await control.evaluate((el) => el.scrollIntoView({ block: "nearest", behavior: "instant" }));
      const box = await control.boundingBox();
      if (box && overlaps(box, launcher))
        faults.push(await control.evaluate((el) => el.outerHTML.slice(0, 80)));
    }
    expect([...new Set(faults)]).toEqual([]);
    await page.context().close();
  });
});

describe.each(["en", "fr"] as Locale[])("toasts (%s)", (locale) => {
  const prefix = locale === "fr" ? "/fr" : "";

  it("of each kind are readable (axe, contrast included) and stay clear of the header, chat button and footer", async () => {
    // The browser cannot reach the site's news: the default, error and info toasts follow one another.
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.clock.install();
    let calls = 0;
    let firstToastChecked = () => {};
    const backupMayFail = new Promise<void>((resolve) => (firstToastChecked = resolve));
    await page.route("**/api/news?*", async (route) => {
      calls += 1;
      // The backup attempt hangs until the first toast is checked, so the next does not replace it.
      if (calls > 1) await backupMayFail;
      await route.abort();
    });
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    const toast = page.locator("[data-sonner-toast]:not([data-removed=true])");
    // Each kind and what brings it on: the first attempt's failure, the backup's, then the time the
    // error toast is given to be read. Sonner marks the kind on the toast; a default one carries no mark.
    const kinds: [string | null, () => unknown][] = [
      [null, () => {}],
      ["error", () => firstToastChecked()],
      ["info", () => page.clock.runFor(TOAST_READ_MS)],
    ];
    // Timers run in real time (the clock is installed, not paused: axe itself waits on timers), and the
    // next toast comes TOAST_READ_MS after the last, so each check is kept short: axe reads the toast
    // only (the page around it is checked on every route by the routes spec).
    for (const [kind, bringOn] of kinds) {
      await bringOn();
      await expect.poll(() => toast.getAttribute("data-type"), { timeout: 20_000 }).toBe(kind);
      // This toast itself, not whichever comes next: on a slow machine the next one can arrive
      // while this one is being checked, and be measured halfway through its entry.
      const shown = (await toast.elementHandle())!;
      // Measured where it comes to rest, once its entry animation is over, as a person reads it.
      await shown.evaluate((element) =>
        Promise.all(
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const box = (await shown.boundingBox())!;
      const header = (await page.getByTestId("site-header").boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(overlaps(box, (await chatButton(page).boundingBox())!)).toBe(false);
      expect((await shown.innerText()).trim().length).toBeGreaterThan(10);
      expect(await axeViolations(page, "[data-sonner-toaster]")).toEqual([]);
    }
    await page.context().close();
  });
});

const PHONE_WIDTHS = [320, 390, 768];
const sharedQuery =
  "maritalStatus=single&spouseComingToCanada=false&age=29&education=masters" +
  "&firstLanguage.speaking=clb9&firstLanguage.reading=clb9&firstLanguage.writing=clb9&firstLanguage.listening=clb9" +
  "&foreignWorkExperience=3%2B&calculate=1";
/** A Pathways Finder result with every kind of programme card, both grids and the CRS estimate. */
const pathwaysQuery =
  "age=30&education=masters&educationAssessed=yes&skilledWorkYears=6&proofOfFunds=yes&canadianWorkExperience=none" +
  "&firstLanguage.speaking=clb9&firstLanguage.reading=clb9&firstLanguage.writing=clb9&firstLanguage.listening=clb9" +
  "&secondLanguage.speaking=clb6&secondLanguage.reading=clb6&secondLanguage.writing=clb6&secondLanguage.listening=clb6" +
  "&tradeExperience=no&saskatchewanJobOffer=no&studyPlans=no&familySponsor=yes";

describe.each(["en", "fr"] as Locale[])("the chat button over what is read on a phone (%s)", (locale) => {
  const prefix = locale === "fr" ? "/fr" : "";

  it.each(PHONE_WIDTHS)(
    "leaves every control and every figure clear as each is scrolled to, at %i px",
    { timeout: 180_000 },
    async (width) => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      const faults: string[] = [];
      for (const path of [
        `${prefix}/`,
        `${prefix}/resources/express-entry-rounds`,
        `${prefix}/calculator?${sharedQuery}`,
        `${prefix}/pathways?${pathwaysQuery}`,
      ]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await waitForHydration(page);
        // Bring in what loads as the visitor nears it (the news carousel), then start from the top.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState("networkidle");
        const launcher = (await chatButton(page).boundingBox())!;
        // Everything one presses, and every cell, definition or figure of a table or breakdown.
        const targets = page.locator(
          "main :is(a, button, input, select, textarea, summary, td, th, dd, [data-testid=crs-score])",
        );
        // One pass in the page: a round trip per element took most of this suite's time.
        const hidden = await targets.evaluateAll((elements, button) => {
          const overlap = (a: DOMRect, b: { x: number; y: number; width: number; height: number }) =>
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          return elements.flatMap((el) => {
            if (!el.checkVisibility({ visibilityProperty: true })) return [];
            const visible = () => [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
            if (visible().length === 0) return [];
            // As the browser brings it into view when it is tabbed to or found.
            el.scrollIntoView({ block: "nearest", behavior: "instant" });
            return visible().some((box) => overlap(box, button)) ? [el.outerHTML.slice(0, 90)] : [];
          });
        }, launcher);
        for (const html of hidden) faults.push(`${path} at ${width}px: ${html}`);
        // At the very end of the page, the last content scrolls clear of it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        for (const label of await covered(page, chatButton(page)))
          faults.push(`${path} at the end: ${label}`);
      }
      expect([...new Set(faults)]).toEqual([]);
      await page.context().close();
    },
  );
});

describe.each(["en", "fr"] as Locale[])("the rounds table on a phone (%s)", (locale) => {
  it.each([320, 390])(
    "shows every value of every round without sideways scrolling, at %i px",
    async (width) => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${locale === "fr" ? "/fr" : ""}/resources/express-entry-rounds`);
      await waitForHydration(page);
      const table = page.getByTestId("rounds-table");
      await expect.poll(() => table.locator("tbody tr").count()).toBeGreaterThan(5);
      const found = await table.evaluate((element) => {
        const box = element.parentElement!;
        const cells = [...element.querySelectorAll("tbody :is(td, th)")].map((cell) =>
          cell.getBoundingClientRect(),
        );
        return {
          scrolls: box.scrollWidth > box.clientWidth,
          outside: cells.filter((r) => r.left < 0 || r.right > window.innerWidth || r.width === 0).length,
          cells: cells.length,
        };
      });
      expect(found.scrolls).toBe(false);
      expect(found.cells).toBeGreaterThan(20);
      expect(found.outside).toBe(0);
      // Each value says what it is: the column's name is shown beside it.
      const firstRow = await table.locator("tbody tr").first().innerText();
      expect(firstRow).toContain(locale === "fr" ? "Invitations" : "Invitations");
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});

describe.each(["en", "fr"] as Locale[])("the home page's licence banner (%s)", (locale) => {
  it.each([320, 390, 1280])("never starts or ends a line with a separator, at %i px", async (width) => {
    const { page } = await openPage(browser, { viewport: { width, height: 800 } });
    await page.goto(locale === "fr" ? "/fr" : "/");
    await waitForHydration(page);
    const badge = page.getByTestId("licence-badge");
    await badge.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    // Each line as painted: the glyphs a person sees (hit at their centre, so nothing clipped or
    // hidden counts), grouped by their line, left to right.
    const lines = await badge.evaluate((element) => {
      const glyphs: { char: string; left: number; right: number; top: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          if (!text[i]!.trim()) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0) continue;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !node.parentElement!.contains(hit)) continue;
          glyphs.push({
            char: text[i]!,
            left: box.left,
            right: box.right,
            top: Math.round(box.top + box.height / 2),
          });
        }
      }
      const byLine = new Map<number, typeof glyphs>();
      for (const glyph of glyphs) {
        const key = [...byLine.keys()].find((top) => Math.abs(top - glyph.top) < 6) ?? glyph.top;
        byLine.set(key, [...(byLine.get(key) ?? []), glyph]);
      }
      // Written out with a space where the glyphs stand apart, so a failure reads as the line does.
      return [...byLine.values()].map((line) =>
        line
          .sort((a, b) => a.left - b.left)
          .map((glyph, i) => (i > 0 && glyph.left - line[i - 1]!.right > 2 ? ` ${glyph.char}` : glyph.char))
          .join(""),
      );
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join(" ")).toContain(locale === "fr" ? "permis" : "licence");
    // Where items share a line, a separator still stands between them.
    if (width === 1280) expect(lines.join("\n")).toMatch(/\S ·\s?\S/);
    const faults = lines.filter((line) => line.startsWith("·") || line.endsWith("·"));
    expect(faults, lines.join("\n")).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe.each(["en", "fr"] as Locale[])("the mobile menu and the keyboard (%s)", (locale) => {
  it("keeps Tab in the open menu or closes it, and Escape closes it and returns to its button", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(locale === "fr" ? "/fr" : "/");
    await waitForHydration(page);
    const toggle = page.getByTestId("mobile-menu-button");
    const menu = page.locator("#mobile-menu");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = await menu.locator("a, button").count();
    const faults: string[] = [];
    for (let i = 0; i < links + 3; i++) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const active = document.activeElement;
        const open = !document.getElementById("mobile-menu")!.hidden;
        const inMenu =
          !!active?.closest("#mobile-menu") || active?.getAttribute("data-testid") === "mobile-menu-button";
        return {
          open,
          inMenu,
          label: `${active?.tagName} "${(active?.textContent ?? "").trim().slice(0, 30)}"`,
        };
      });
      // The focus is never on something the open menu lies over.
      if (state.open && !state.inMenu) faults.push(`Tab ${i + 1}: ${state.label} under the open menu`);
    }
    expect(faults).toEqual([]);
    // Tabbing past its last link closed it.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "mobile-menu-button",
    );
    await page.context().close();
  });
});

describe.each(["en", "fr"] as Locale[])("figures beside the chat button on a phone (%s)", (locale) => {
  const prefix = locale === "fr" ? "/fr" : "";

  it.each([320, 390])(
    "the score breakdown's points and the rounds' values stay left of its column, wherever the page is scrolled, at %i px",
    async (width) => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      const faults: string[] = [];
      for (const [path, selector] of [
        [`${prefix}/calculator?${sharedQuery}`, "[data-testid^=crs-section-] td"],
        [`${prefix}/resources/express-entry-rounds`, "[data-testid=rounds-table] td"],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        await expect.poll(() => page.locator(selector).count()).toBeGreaterThan(5);
        const left = (await chatButton(page).boundingBox())!.x;
        // The text of each figure, not its cell: a value passes under the button only if its glyphs do.
        const rights = await page.locator(selector).evaluateAll((cells) =>
          cells.flatMap((cell) => {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            const found: { text: string; right: number }[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!/\d/.test(node.textContent ?? "") || node.parentElement?.closest(".sr-only")) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) found.push({ text: node.textContent!, right: r.right });
            }
            return found;
          }),
        );
        expect(rights.length).toBeGreaterThan(5);
        for (const { text, right } of rights)
          if (right > left)
            faults.push(
              `${path}: "${text}" reaches ${Math.round(right)} px, the button starts at ${Math.round(left)}`,
            );
      }
      expect([...new Set(faults)]).toEqual([]);
      await page.context().close();
    },
  );
});

describe.each(["en", "fr"] as Locale[])("figures beside the chat button on a desktop (%s)", (locale) => {
  const prefix = locale === "fr" ? "/fr" : "";

  it.each([1024, 1280])(
    "the ways to raise the score and the rounds' values keep left of its column, at %i px",
    async (width) => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      const faults: string[] = [];
      for (const [path, selector] of [
        [`${prefix}/calculator?${sharedQuery}`, "[data-testid=crs-ways] li"],
        [`${prefix}/calculator?${sharedQuery}`, "[data-testid=rounds-table] td"],
        [`${prefix}/resources/express-entry-rounds`, "[data-testid=rounds-table] td"],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        const figures = page.locator(selector);
        await expect.poll(() => figures.count()).toBeGreaterThan(2);
        const left = (await chatButton(page).boundingBox())!.x;
        const rights = await figures.evaluateAll((items) =>
          items.map((item) => {
            // The text's right edge, not the cell's: a right-aligned figure ends where its box does.
            const range = document.createRange();
            range.selectNodeContents(item);
            const rects = [...range.getClientRects()];
            return {
              text: (item.textContent ?? "").trim().slice(0, 40),
              right: Math.max(...rects.map((r) => r.right)),
            };
          }),
        );
        for (const { text, right } of rights)
          if (right > left) faults.push(`${path} ${selector}: "${text}" reaches ${Math.round(right)} px`);
      }
      expect([...new Set(faults)]).toEqual([]);
      await page.context().close();
    },
  );
});
