import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseKinds, openTestDatabase } from "../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client";
import { logger } from "../app/lib/logger.server";
import type { Services } from "../app/lib/services.server";
import { parseEnv } from "../app/config/env.server";
import { JobFailed, jobs, startJobs, type Job } from "./jobs";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Polls until `done()` holds, or fails after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A daily job whose first `failures` runs fail as a feed outage does; the times of its runs. */
function flakyJob(name: string, failures: number, options: Partial<Job> = {}) {
  const runs: number[] = [];
  const job: Job = {
    name,
    periodMs: DAY_MS,
    checkEveryMs: 60 * 60 * 1000,
    firstRetryMs: 100,
    ...options,
    run: async () => {
      runs.push(performance.now());
      if (runs.length <= failures) throw new JobFailed("feed unavailable");
    },
  };
  return { job, runs };
}

describe.each(databaseKinds)("scheduled jobs on %s", (kind) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    services = { db: handle.db } as Services;
  });
  afterAll(async () => {
    await handle?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("retries a failed run after 1, 2, 4… times the first wait, logging each failure as a warning with the next attempt", async () => {
    const warn = vi.spyOn(logger, "warn");
    const info = vi.spyOn(logger, "info");
    const { job, runs } = flakyJob("flaky-feed", 3);
    const stop = startJobs(services, [job]);
    try {
      await until(() => runs.length >= 4);
      // A day's period: after the success, nothing more.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await stop();
    }
    expect(runs).toHaveLength(4);
    const gaps = runs.slice(1).map((time, index) => time - runs[index]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(95);
    expect(gaps[1]).toBeGreaterThanOrEqual(195);
    expect(gaps[2]).toBeGreaterThanOrEqual(395);
    // Minutes, not the hour this instance otherwise waits between checks.
    expect(gaps.every((gap) => gap < 2_000)).toBe(true);

    const failed = warn.mock.calls.filter(([, message]) => message === "scheduled job failed");
    expect(failed.map(([fields]) => fields)).toEqual(
      [1, 2, 3].map((failures) => ({
        job: "flaky-feed",
        failures,
        nextAttemptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reason: "feed unavailable",
      })),
    );
    const ran = info.mock.calls.filter(([, message]) => message === "scheduled job ran");
    expect(ran.map(([fields]) => (fields as { job: string }).job)).toEqual(["flaky-feed"]);
  });

  it("retries once across instances sharing the database, at the same pace", async () => {
    const { job, runs } = flakyJob("flaky-feed-shared", 2, { checkEveryMs: 15 });
    const stops = [startJobs(services, [job]), startJobs(services, [job]), startJobs(services, [job])];
    try {
      await until(() => runs.length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    expect(runs).toHaveLength(3);
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(95);
    expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(195);
  });

  it("logs an unexpected error at error level, and retries it too", async () => {
    const error = vi.spyOn(logger, "error");
    let calls = 0;
    const job: Job = {
      name: "broken-once",
      periodMs: DAY_MS,
      checkEveryMs: 60 * 60 * 1000,
      firstRetryMs: 50,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("bug");
      },
    };
    const stop = startJobs(services, [job]);
    try {
      await until(() => calls >= 2);
    } finally {
      await stop();
    }
    const failed = error.mock.calls.filter(([, message]) => message === "scheduled job failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]![0]).toMatchObject({ job: "broken-once", failures: 1 });
  });

  it("reports an unreadable rounds or news source as a failed run, to be retried", async () => {
    const closed = "http://127.0.0.1:9/unreachable";
    const env = parseEnv({ ROUNDS_FEED_URL: closed, NEWS_FEED_URL_EN: closed, NEWS_FEED_URL_FR: closed });
    const feedJobs = ["express-entry-rounds", "news-refresh", "news-breaking-check"];
    for (const name of feedJobs) {
      const job = jobs.find((candidate) => candidate.name === name)!;
      await expect(job.run({ ...services, env }), name).rejects.toBeInstanceOf(JobFailed);
    }
  });
});
