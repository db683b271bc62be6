import { randomUUID } from "node:crypto";
import { logger } from "../app/lib/logger.server";
import { BREAKING_CHECK_MS, NEWS_REFRESH_MS } from "../app/features/news/news-constants";
import { checkAllBreakingNews, newsConfig, refreshAllNews } from "../app/features/news/news.server";
import { IRCC_ROUNDS_URL, refreshRounds, ROUNDS_REFRESH_MS } from "../app/features/rounds/rounds.server";
import { sendDueReminders } from "../app/features/booking/booking.server";
import { sendCaseReminders } from "../app/features/case/case.server";
import { deleteExpiredData } from "../app/lib/security/retention.server";
import { SWEEP_PERIOD_MS, sweepBucket } from "../app/features/documents/bucket-sweep.server";
import { pruneRateLimits } from "../app/lib/rate-limit.server";
import type { Services } from "../app/lib/services.server";
import { claimPeriodicRun, markFailed, markRun, releaseLease } from "./lease";

/**
 * A scheduled job: runs at most once per `periodMs` across all instances sharing the database. A run
 * that throws has failed: it is retried after `firstRetryMs`, then twice as long after each further
 * failure, up to `periodMs`.
 */
export interface Job {
  name: string;
  periodMs: number;
  /** How often this instance asks whether the job is due. */
  checkEveryMs: number;
  /** The wait before the first retry of a failed run (default FIRST_RETRY_MS). */
  firstRetryMs?: number;
  run(services: Services): Promise<void>;
}

/**
 * A run that did not do its work for a reason outside the server (a source down, slow or
 * malformed): logged as a warning with the reason, and retried.
 */
export class JobFailed extends Error {}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** 5, 10, 20, 40 minutes… until the job's own period. */
const FIRST_RETRY_MS = 5 * MINUTE_MS;

/** The jobs every server instance schedules. Features add theirs here. */
export const jobs: Job[] = [
  {
    name: "prune-rate-limits",
    periodMs: HOUR_MS,
    checkEveryMs: 10 * 60 * 1000,
    run: ({ db }) => pruneRateLimits(db),
  },
  {
    name: "news-refresh",
    periodMs: NEWS_REFRESH_MS,
    checkEveryMs: HOUR_MS,
    run: async ({ db, env }) => {
      const unread = await refreshAllNews(db, newsConfig(env));
      if (unread.length > 0) throw new JobFailed(`news feed unavailable (${unread.join(", ")})`);
    },
  },
  {
    name: "news-breaking-check",
    periodMs: BREAKING_CHECK_MS,
    checkEveryMs: 10 * 60 * 1000,
    run: async ({ db, env }) => {
      const unread = await checkAllBreakingNews(db, newsConfig(env));
      if (unread.length > 0) throw new JobFailed(`news feed unavailable (${unread.join(", ")})`);
    },
  },
  {
    name: "express-entry-rounds",
    periodMs: ROUNDS_REFRESH_MS,
    checkEveryMs: HOUR_MS,
    run: async ({ db, env }) => {
      const { ok } = await refreshRounds(db, env.ROUNDS_FEED_URL ?? IRCC_ROUNDS_URL);
      if (!ok) throw new JobFailed("Express Entry rounds unavailable");
    },
  },
  {
    name: "booking-reminders",
    periodMs: 10 * 60 * 1000,
    checkEveryMs: 5 * 60 * 1000,
    run: async (services) => {
      const sent = await sendDueReminders(services.db, services.sealer, services);
      if (sent > 0) {
        logger.info({ sent }, "booking reminders queued");
        services.nudgeOutbox();
      }
    },
  },
  {
    name: "case-reminders",
    periodMs: HOUR_MS,
    checkEveryMs: 10 * 60 * 1000,
    run: async ({ db, sealer, env, nudgeOutbox }) => {
      const sent = await sendCaseReminders(db, sealer, env);
      if (sent > 0) {
        logger.info({ sent }, "case reminders queued");
        nudgeOutbox();
      }
    },
  },
  {
    name: "retention",
    periodMs: 24 * HOUR_MS,
    checkEveryMs: HOUR_MS,
    run: async ({ db, env }) => {
      const deleted = await deleteExpiredData(db, env.RETENTION_DAYS, env.RECORD_RETENTION_YEARS);
      logger.info({ deleted, retentionDays: env.RETENTION_DAYS }, "expired personal data deleted");
    },
  },
  {
    name: "documents-bucket-sweep",
    periodMs: SWEEP_PERIOD_MS,
    checkEveryMs: 5 * 60 * 1000,
    run: async ({ db, bucket }) => {
      if (!bucket) return;
      const deleted = await sweepBucket(db, bucket);
      if (deleted > 0) logger.info({ deleted }, "documents without their file row deleted from the bucket");
    },
  },
];

export function startJobs(services: Services, list: Job[] = jobs): () => Promise<void> {
  const holder = randomUUID();
  const running = new Set<Promise<void>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  /** Runs the job when it is due here; returns when to look again if that is sooner than usual. */
  const tick = async (job: Job): Promise<number | undefined> => {
    const { db } = services;
    let claimed = false;
    try {
      const ttl = Math.max(job.checkEveryMs * 2, 60_000);
      if (!(await claimPeriodicRun(db, job.name, holder, job.periodMs, ttl))) return undefined;
      claimed = true;
      const started = performance.now();
      await job.run(services);
      await markRun(db, job.name);
      // One line per run, whichever instance ran it: operators (and the fault benchmark) count them.
      logger.info({ job: job.name, ms: Math.round(performance.now() - started) }, "scheduled job ran");
      await releaseLease(db, job.name, holder);
      return undefined;
    } catch (error) {
      if (!claimed) {
        logger.error({ err: error, job: job.name }, "scheduled job failed");
        return undefined;
      }
      try {
        // The retry is recorded with the lease: whichever instance is first when it is due runs it.
        const retry = await markFailed(db, job.name, job.firstRetryMs ?? FIRST_RETRY_MS, job.periodMs);
        await releaseLease(db, job.name, holder);
        const fields = {
          job: job.name,
          failures: retry.failures,
          nextAttemptAt: retry.nextAttemptAt.toISOString(),
        };
        if (error instanceof JobFailed) {
          logger.warn({ ...fields, reason: error.message }, "scheduled job failed");
        } else {
          logger.error({ ...fields, err: error }, "scheduled job failed");
        }
        return retry.delayMs;
      } catch (recordError) {
        logger.error({ err: recordError, job: job.name }, "scheduled job failed");
        return undefined;
      }
    }
  };

  const launch = (job: Job) => {
    const promise = tick(job)
      .then((retryInMs) => {
        if (stopped) return;
        // Asked again at its usual rhythm, or when its retry is due if that comes first.
        const wait = retryInMs === undefined ? job.checkEveryMs : Math.min(job.checkEveryMs, retryInMs + 25);
        const timer = setTimeout(() => launch(job), wait);
        timer.unref();
        timers.set(job.name, timer);
      })
      .finally(() => running.delete(promise));
    running.add(promise);
  };
  list.forEach(launch);
  return async () => {
    stopped = true;
    timers.forEach(clearTimeout);
    await Promise.allSettled(running);
  };
}
