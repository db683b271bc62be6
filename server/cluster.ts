import cluster from "node:cluster";
import type { Env } from "../app/config/env.server";
import { logger } from "../app/lib/logger.server";
import { resolveSecret } from "./secrets";

const RESTART_DELAY_MS = 1000;
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The primary of WEB_CONCURRENCY server processes sharing one port: it serves nothing itself,
 * restarts a process that dies, and on SIGTERM or SIGINT passes the signal on and waits for every
 * process to finish its requests. Secrets a local install generates are made here, once, so the
 * processes cannot race to write different ones.
 */
export function runPrimary(env: Env): void {
  const secrets = {
    AUTH_SECRET: resolveSecret(env.AUTH_SECRET, env.DATA_DIR, "auth-secret"),
    DATA_ENCRYPTION_KEY: resolveSecret(env.DATA_ENCRYPTION_KEY, env.DATA_DIR, "data-encryption-key"),
  };
  let stopping = false;
  const fork = () => cluster.fork(secrets);

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "server process died; starting another");
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down the server processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  logger.info({ processes: env.WEB_CONCURRENCY }, "starting server processes");
  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
}

export const isClusterPrimary = (env: Env) => env.WEB_CONCURRENCY > 1 && cluster.isPrimary;
