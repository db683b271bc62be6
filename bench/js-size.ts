import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

/* Chunks a page imports once it has loaded (an image's onload, an idle callback) come a little after. */
const SETTLE_MS = 2000;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * JS on first load as a browser counts it: every script the page fetches until the network is idle,
 * lazy chunks included, each gzipped (level 9), at a phone's and a desktop's width; the larger wins.
 */
export async function firstLoadJs(
  browser: Browser,
  url: string,
): Promise<{ files: number; gzipBytes: number }> {
  let largest = { files: 0, gzipBytes: 0 };
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && !bodies.has(response.url()))
        bodies.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState("networkidle");
    const buffers = await Promise.all(bodies.values());
    await context.close();
    const gzipBytes = buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
    if (gzipBytes > largest.gzipBytes) largest = { files: buffers.length, gzipBytes };
  }
  return largest;
}
