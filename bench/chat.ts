/**
 * Embedded chat assistant latency: answers every question of the quality suite many times and
 * prints p50 / p95 / max. Budget: p95 ≤ 50 ms. Run with `node --import tsx bench/chat.ts`.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { runnerImport } from "vite";
import type * as AnswerModule from "../tests/support/chat-answer";
import type * as QuestionsModule from "../app/features/chat/quality-questions";

const BUDGET_P95_MS = 50;
const ROUNDS = 20;

const root = path.resolve(import.meta.dirname, "..");
// The content modules read build-time settings (import.meta.env), so they load through Vite.
const config = {
  configFile: false as const,
  root,
  logLevel: "error" as const,
  resolve: { alias: { "~": path.join(root, "app") } },
};
const { module: answer } = await runnerImport<typeof AnswerModule>(
  path.join(root, "tests/support/chat-answer.ts"),
  config,
);
const { module: quality } = await runnerImport<typeof QuestionsModule>(
  path.join(root, "app/features/chat/quality-questions.ts"),
  config,
);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const coldStart = performance.now();
answer.composeAnswer("What is an LMIA?", [], "en");
const coldMs = performance.now() - coldStart;

// One unmeasured round lets the JIT settle, as it has on a server that has answered a few questions.
for (const { question, page } of quality.qualityQuestions) answer.composeAnswer(question, [], page);

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const { question, page } of quality.qualityQuestions) {
    const started = performance.now();
    answer.composeAnswer(question, [], page);
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
const p50 = percentile(timings, 50);
const p95 = percentile(timings, 95);
const max = timings.at(-1) ?? 0;
console.log(
  `chat (embedded): ${timings.length} answers, p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms; first answer with index build ${coldMs.toFixed(1)} ms (budget p95 ≤ ${BUDGET_P95_MS} ms)`,
);
if (p95 > BUDGET_P95_MS) {
  console.error(`chat (embedded): p95 ${p95.toFixed(2)} ms is over the ${BUDGET_P95_MS} ms budget`);
  process.exitCode = 1;
}
