import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

/** Gzip size of every script the page loads before any interaction (what a visitor downloads). */
export async function firstLoadJs(
  browser: Browser,
  url: string,
): Promise<{ files: number; gzipBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const buffers = await Promise.all(bodies);
  await context.close();
  return {
    files: buffers.length,
    gzipBytes: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}
