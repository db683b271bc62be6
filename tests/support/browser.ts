import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

/** The full browser, for Lighthouse: it measures what people's Chrome does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Chromium's headless shell, for the specs: the same engine without the full browser's windowing, and
 * about a tenth less work on the layout sweeps of this two-core machine.
 */
const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * The site this spec file runs against: each worker of the browser project has its own (vitest numbers
 * its workers from 1).
 */
function site() {
  const sites = inject("sites");
  return sites[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % sites.length]!;
}

export function baseUrl(): string {
  return site().baseUrl;
}

/** Where this spec's site's local SMTP peer writes the mail it receives. */
export function mailDir(): string {
  return site().mailDir;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (no cookies) at the site's address; console errors and Content-Security-Policy
 * violations are collected in `errors`. A violation the page's code catches (a library probing whether
 * `eval` is allowed) logs nothing to the console, yet browsers report it and Lighthouse counts it.
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce";
    timezoneId?: string;
    /** Cookies and storage saved from another context (a signed-in session). */
    storageState?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion,
    timezoneId: options.timezoneId,
    storageState: options.storageState,
  });
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
    ),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Visits every item with the pages given, each page taking the next item as it finishes one: a sweep
 * over every page of the site mostly waits on the server and the renderer, so two tabs take about half
 * the time of one.
 */
export async function sweep<T>(
  pages: Page[],
  items: readonly T[],
  visit: (page: Page, item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    pages.map(async (page) => {
      while (next < items.length) await visit(page, items[next++]!);
    }),
  );
}

/** Waits until React has hydrated the page (the root layout marks the body). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("body[data-hydrated]", { state: "attached" });
}

/**
 * axe-core violations (WCAG 2.x A/AA and best practices), as readable lines; of the part of the page
 * `within` selects when given (a toast, once the page around it has been checked).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // A toast or panel still fading in is measured half transparent: let finite transitions end first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Legacy mode runs axe once in the page instead of once per frame then again in a new blank page
  // (the site has no frames), and details only for violations spare selectors for every passing node:
  // together about three times faster, with the same rules and the same violations.
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
