/**
 * Parsing and normalising a 100-entry Atom feed, as the server does on every refresh.
 * Budget (issue 7): median ≤ 50 ms. Prints the median and the budget check.
 */
import { loadavg } from "node:os";
import { DEPARTMENT_NEWS_PAGES } from "../app/features/news/news-sources";
import { normaliseFeedItems } from "../app/features/news/normalize";
import { parseFeedXml } from "../app/features/news/parse-feed";

const BUDGET_MS = 50;
const RUNS = 30;

function entry(i: number): string {
  const day = String((i % 28) + 1).padStart(2, "0");
  return `<entry>
    <title>${i % 7 === 0 ? "Important update: " : ""}Canada announces Express Entry and study permit measures, release ${i}</title>
    <link href="/en/immigration-refugees-citizenship/news/2025/02/release-${i}.html"/>
    <id>https://www.canada.ca/en/immigration-refugees-citizenship/news/2025/02/release-${i}.html</id>
    <updated>2025-02-${day}T10:00:00-05:00</updated>
    <author><name>Immigration, Refugees and Citizenship Canada</name></author>
    <summary type="html">&lt;p&gt;February ${day}, 2025—Ottawa—Immigration, Refugees and Citizenship Canada (IRCC) announced measures for candidates in the Express Entry pool, international students and their families, with details on eligibility, documents and processing.&lt;/p&gt;&lt;p&gt;&lt;a href="/en/immigration-refugees-citizenship/services.html"&gt;Learn more&lt;/a&gt; about the &amp;amp; changes.&lt;/p&gt;</summary>
  </entry>`;
}

const feed = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><title>IRCC</title>
${Array.from({ length: 100 }, (_, i) => entry(i)).join("\n")}
</feed>`;

/* Wall time, and the CPU time the process spent: on a busy machine the two part, and only the first waits for a core. */
function once(): { wall: number; cpu: number } {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const raw = parseFeedXml(feed);
  const items = normaliseFeedItems(raw, { fallbackLink: DEPARTMENT_NEWS_PAGES.en, limit: raw.length });
  const wall = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpuBefore);
  if (items.length !== 100) throw new Error(`expected 100 items, got ${items.length}`);
  return { wall, cpu: (cpuUsed.user + cpuUsed.system) / 1000 };
}

const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Enough rounds for the parser's hot paths to be compiled before anything is measured.
for (let i = 0; i < 20; i += 1) once();
const runs = Array.from({ length: RUNS }, once);
const median = middle(runs.map((r) => r.wall));
const cpuMedian = middle(runs.map((r) => r.cpu));
console.log(
  `news: parse + normalise a 100-entry feed: median ${median.toFixed(2)} ms over ${RUNS} runs (budget ${BUDGET_MS} ms) ${median <= BUDGET_MS ? "ok" : "OVER BUDGET"}; CPU ${cpuMedian.toFixed(2)} ms, load average ${loadavg()[0]!.toFixed(1)}`,
);
if (median > BUDGET_MS) process.exitCode = 1;
