import { randomUUID } from "node:crypto";
import { logger } from "../app/lib/logger.server";
import { BREAKING_CHECK_MS, NEWS_REFRESH_MS } from "../app/features/news/news-constants";
import { checkAllBreakingNews, newsConfig, refreshAllNews } from "../app/features/news/news.server";
import { IRCC_ROUNDS_URL, refreshRounds, ROUNDS_REFRESH_MS } from "../app/features/rounds/rounds.server";
import { bookingContext, sendDueReminders } from "../app/features/booking/booking.server";
import { deleteExpiredData } from "../app/lib/security/retention.server";
import { SWEEP_PERIOD_MS, sweepBucket } from "../app/features/documents/bucket-sweep.server";
import { pruneRateLimits } from "../app/lib/rate-limit.server";
import type { Services } from "../app/lib/services.server";
import { claimPeriodicRun, markRun, releaseLease } from "./lease";

/** A scheduled job: runs at most once per `periodMs` across all instances sharing the database. */
export interface Job {
  name: string;
  periodMs: number;
  /** How often this instance asks whether the job is due. */
  checkEveryMs: number;
  run(services: Services): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

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
    run: ({ db, env }) => refreshAllNews(db, newsConfig(env)),
  },
  {
    name: "news-breaking-check",
    periodMs: BREAKING_CHECK_MS,
    checkEveryMs: 10 * 60 * 1000,
    run: ({ db, env }) => checkAllBreakingNews(db, newsConfig(env)),
  },
  {
    name: "express-entry-rounds",
    periodMs: ROUNDS_REFRESH_MS,
    checkEveryMs: HOUR_MS,
    run: async ({ db, env }) => {
      await refreshRounds(db, env.ROUNDS_FEED_URL ?? IRCC_ROUNDS_URL);
    },
  },
  {
    name: "booking-reminders",
    periodMs: 10 * 60 * 1000,
    checkEveryMs: 5 * 60 * 1000,
    run: async (services) => {
      const sent = await sendDueReminders(services.db, services.sealer, bookingContext(services));
      if (sent > 0) {
        logger.info({ sent }, "booking reminders queued");
        services.nudgeOutbox();
      }
    },
  },
  {
    name: "retention",
    periodMs: 24 * HOUR_MS,
    checkEveryMs: HOUR_MS,
    run: async ({ db, env }) => {
      const deleted = await deleteExpiredData(db, env.RETENTION_DAYS);
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
  const timers = list.map((job) => {
    const tick = async () => {
      try {
        const ttl = Math.max(job.checkEveryMs * 2, 60_000);
        if (!(await claimPeriodicRun(services.db, job.name, holder, job.periodMs, ttl))) return;
        const started = performance.now();
        await job.run(services);
        await markRun(services.db, job.name);
        // One line per run, whichever instance ran it: operators (and the fault benchmark) count them.
        logger.info({ job: job.name, ms: Math.round(performance.now() - started) }, "scheduled job ran");
        await releaseLease(services.db, job.name, holder);
      } catch (error) {
        logger.error({ err: error, job: job.name }, "scheduled job failed");
      }
    };
    const launch = () => {
      const promise = tick().finally(() => running.delete(promise));
      running.add(promise);
    };
    launch();
    const timer = setInterval(launch, job.checkEveryMs);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled(running);
  };
}
