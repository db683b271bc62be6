import type { Env } from "../app/config/env.server";
import { createAuth } from "../app/features/auth/auth.server";
import { logger } from "../app/lib/logger.server";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { startJobs } from "./jobs";
import { startOutboxWorker } from "./outbox-worker";
import { createSealer } from "../app/lib/security/encryption.server";
import { sealPlainRows } from "../app/lib/security/seal-rows.server";
import { openBucket } from "../app/lib/storage/bucket.server";
import { requestContext, type Running } from "./request-context";
import { resolveSecret } from "./secrets";

function documentsBucket(env: Env) {
  const { DOCUMENTS_BUCKET_URL: url, DOCUMENTS_BUCKET_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.DOCUMENTS_BUCKET_SECRET_ACCESS_KEY;
  if (!url || !accessKeyId || !secretAccessKey) return undefined;
  return openBucket({ url, region: env.DOCUMENTS_BUCKET_REGION, accessKeyId, secretAccessKey });
}

/**
 * Opens the database, applies migrations and starts the scheduled jobs, in the background:
 * the server listens at once and /healthz answers 503 until this has finished.
 */
export function bootServices(env: Env, publicOrigin: string, migrationsFolder?: string) {
  let handle: DatabaseHandle | undefined;
  let running: Running | undefined;
  let ready = false;
  let stopJobs: (() => Promise<void>) | undefined;
  let outbox: ReturnType<typeof startOutboxWorker> | undefined;

  const booting = (async () => {
    const started = performance.now();
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrationsFolder });
    await handle.migrate();
    const authSecret = resolveSecret(env.AUTH_SECRET, env.DATA_DIR, "auth-secret");
    const sealer = createSealer(resolveSecret(env.DATA_ENCRYPTION_KEY, env.DATA_DIR, "data-encryption-key"));
    const sealed = await sealPlainRows(handle.db, sealer);
    if (sealed > 0) logger.info({ rows: sealed }, "sealed rows stored in clear");
    outbox = startOutboxWorker(env, handle.db, sealer);
    const services = {
      env,
      db: handle.db,
      authSecret,
      sealer,
      nudgeOutbox: outbox.nudge,
      bucket: documentsBucket(env),
    };
    running = { services, auth: createAuth(services) };
    stopJobs = startJobs(services);
    ready = true;
    logger.info({ database: handle.kind, ms: Math.round(performance.now() - started) }, "database ready");
  })();
  booting.catch((error: unknown) => {
    logger.fatal({ err: error }, "database start-up failed");
    process.exitCode = 1;
    process.kill(process.pid, "SIGTERM");
  });

  return {
    booting,
    /** A new request's context, holding the services and auth once they are started. */
    requestContext: () => requestContext(running, publicOrigin),
    /** Migrated, and the database answers one query now. */
    async isReady() {
      if (!ready || !handle) return false;
      await handle.ping();
      return true;
    },
    async shutdown() {
      await stopJobs?.();
      await outbox?.stop();
      await booting.catch(() => {});
      running = undefined;
      await handle?.close();
    },
  };
}
