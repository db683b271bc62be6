/**
 * `npm run bench`: builds, serves the production build, and reports against the budgets —
 * Lighthouse (mobile, median of 3) on the key pages in both languages, first-load JS of `/` and
 * `/calculator`, then each feature benchmark in bench/*.ts. Figures are printed and written to
 * bench-results/summary.json. Budgets are reported, not enforced.
 *
 * BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_PAGES (comma-separated English paths, each also measured
 * in French), BENCH_SKIP_FEATURES=1 and BENCH_SKIP_LIGHTHOUSE=1 narrow a run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser";
import { startFeedServer } from "../tests/support/feed-server";
import { startServer } from "../tests/support/server-process";
import { firstLoadJs } from "./js-size";
import { CATEGORIES, lighthouseRun, median, type Scores } from "./lighthouse";

const KEY_PAGES = [
  "/",
  "/calculator",
  "/contact",
  "/book-appointment",
  "/resources",
  "/resources/faq",
  "/programs",
  "/blog",
  "/auth",
];
const JS_BUDGETS_KB: Record<string, number> = { "/": 140, "/calculator": 160 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : KEY_PAGES;

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "bench-results");
mkdirSync(outDir, { recursive: true });

console.log("Building the production bundle…");
const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "ignore" });
if (build.status !== 0) throw new Error("build failed");

const work = mkdtempSync(path.join(tmpdir(), "bench-"));
// A recorded government feed on loopback: pages load news as they would with the real feed reachable.
const feed = await startFeedServer();
const server = await startServer({
  DATA_DIR: path.join(work, "data"),
  LOG_LEVEL: "error",
  NEWS_FEED_URL_EN: `${feed.url}/atom/en`,
  NEWS_FEED_URL_FR: `${feed.url}/atom/fr`,
  ROUNDS_FEED_URL: `${feed.url}/rounds`,
});
const summary: Record<string, unknown> = { date: new Date().toISOString() };

try {
  const browser = await launchBrowser();
  const js: Record<string, { files: number; gzipKB: number; budgetKB: number }> = {};
  for (const [page, budget] of Object.entries(JS_BUDGETS_KB)) {
    const size = await firstLoadJs(browser, server.url + page);
    js[page] = { files: size.files, gzipKB: Math.round(size.gzipBytes / 102.4) / 10, budgetKB: budget };
    console.log(
      `First-load JS ${page}: ${js[page].gzipKB} KB gzip in ${size.files} files (budget ${budget} KB)`,
    );
  }
  await browser.close();
  summary.firstLoadJs = js;

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
    const lighthouseResults: Record<string, Scores> = {};
    console.log(`\nLighthouse, mobile, median of ${RUNS} (budget: performance ≥ 98, others 100)`);
    console.log(["page".padEnd(26), ...CATEGORIES.map((c) => c.padStart(15))].join(""));
    for (const neutral of PAGES) {
      for (const page of [neutral, neutral === "/" ? "/fr" : `/fr${neutral}`]) {
        const runs: Scores[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(server.url + page));
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))]),
        ) as Scores;
        lighthouseResults[page] = scores;
        console.log([page.padEnd(26), ...CATEGORIES.map((c) => String(scores[c]).padStart(15))].join(""));
      }
    }
    summary.lighthouse = lighthouseResults;
  }
} finally {
  await server.stop();
  await feed.stop();
  rmSync(work, { recursive: true, force: true });
}

if (process.env.BENCH_SKIP_FEATURES !== "1") {
  const features = ["news.ts", "chat.ts", "contact-load.ts", "document-uploads.ts"].filter((file) =>
    existsSync(path.join(root, "bench", file)),
  );
  const outputs: Record<string, string> = {};
  for (const file of features) {
    console.log(`\n== bench/${file}`);
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join("bench", file)], {
      cwd: root,
      encoding: "utf8",
      env: process.env,
    });
    const output = `${result.stdout}${result.status === 0 ? "" : result.stderr}`.trim();
    console.log(output);
    outputs[file] = output;
  }
  summary.features = outputs;
}

writeFileSync(path.join(outDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nFigures written to bench-results/summary.json`);
