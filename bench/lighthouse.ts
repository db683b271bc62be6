import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

/**
 * One Lighthouse run (mobile, the default form factor) in a fresh headless Chromium. A run that
 * Lighthouse itself reports as failed (a protocol hiccup, not a slow page) is tried again, up to
 * `attempts` times, rather than counted as a zero.
 */
export async function lighthouseRun(url: string, attempts = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouseOnce(url);
    if (!("error" in outcome)) return outcome;
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${outcome.error}`);
    console.warn(`Lighthouse failed on ${url} (${outcome.error}); trying again`);
  }
}

async function lighthouseOnce(url: string): Promise<Scores | { error: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const runtimeError = result?.lhr.runtimeError;
    if (!result || runtimeError) return { error: runtimeError?.message ?? "no result" };
    const categories = result.lhr.categories;
    return Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ) as Scores;
  } finally {
    chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}
