import nodemailer from "nodemailer";
import type { Env } from "../app/config/env.server";
import { deliverDueEmails, countDueEmails } from "../app/lib/email/outbox.server";
import { logger } from "../app/lib/logger.server";
import type { Sealer } from "../app/lib/security/encryption.server";
import type { Database } from "../db/client";

const OUTBOX_POLL_MS = 5000;

/**
 * Delivers queued emails over SMTP: every OUTBOX_POLL_MS, and at once when nudged after a
 * submission. Without SMTP_URL emails stay queued (and are counted in the log) until it is set.
 */
export function startOutboxWorker(env: Env, db: Database, sealer: Sealer) {
  const smtp = env.SMTP_URL ? nodemailer.createTransport(pooled(env.SMTP_URL)) : undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastWaiting = 0;

  const pass = async () => {
    if (!smtp) {
      // Said once per change, not at every poll: the count is the only news without SMTP.
      const waiting = await countDueEmails(db);
      if (waiting !== lastWaiting && waiting > 0)
        logger.info({ waiting }, "emails queued; SMTP_URL is not set, so they stay in the outbox");
      lastWaiting = waiting;
      return;
    }
    for (;;) {
      const counts = await deliverDueEmails(db, sealer, smtp, env.MAIL_FROM);
      if (counts.sent + counts.retried + counts.failed > 0) logger.info(counts, "outbox delivery");
      if (counts.sent + counts.retried + counts.failed === 0 || stopped) break;
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => logger.error({ err: error }, "outbox delivery failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, OUTBOX_POLL_MS);
  timer.unref();
  run();

  return {
    // Without SMTP a nudge has nothing to deliver; the poll reports the queue.
    nudge: smtp ? run : () => {},
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      smtp?.close();
    },
  };
}

/**
 * A handshake per message caps delivery at a few messages a second on a busy server, too slow to
 * drain a backlog after an SMTP outage: reuse a few connections, unless SMTP_URL says otherwise.
 */
function pooled(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has("pool")) parsed.searchParams.set("pool", "true");
  return parsed.toString();
}
