import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { DatabaseNotReadyError } from "./database-errors.server";

/** What loaders and actions need from the running server. */
export interface Services {
  env: Env;
  db: Database;
  /** Secret used to sign sessions and tokens. */
  authSecret: string;
  /** Asks the outbox worker to deliver now (after a transaction queued emails). */
  nudgeOutbox: () => void;
}

// Set once by the server's boot. The server is built with the app, so boot and routes share this module.
let current: Services | undefined;

export function setServices(services: Services | undefined): void {
  current = services;
}

export function services(): Services {
  // A request arriving while the server starts is answered 503, as during a database outage.
  if (!current) throw new DatabaseNotReadyError();
  return current;
}
