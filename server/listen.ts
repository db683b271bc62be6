import type { Server } from "node:http";
import type { Express } from "express";
import type { Env } from "../app/config/env.server";
import { logger } from "../app/lib/logger.server";

const SHUTDOWN_GRACE_MS = 10_000;

/** Listens on PORT/HOST; on SIGTERM or SIGINT stops accepting, finishes in-flight requests, then cleans up. */
export function listenGracefully(app: Express, env: Env, cleanup: () => Promise<void>): Server {
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://localhost:${env.PORT}` }, "server listening");
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server could not listen");
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing anyway");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      server.closeIdleConnections();
      cleanup()
        .catch((error: unknown) => logger.error({ err: error }, "clean-up failed"))
        .finally(() => process.exit());
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
