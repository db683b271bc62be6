import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";

/** What loaders and actions need from the running server. */
export interface Services {
  env: Env;
  db: Database;
  /** Secret used to sign sessions and tokens. */
  authSecret: string;
  /** Asks the outbox worker to deliver now (after a transaction queued emails). */
  nudgeOutbox: () => void;
  /**
   * Tells the server a request found the database unreachable, so it answers 503 at once rather than
   * wait for its next check of the database (absent with the embedded database, which cannot go away).
   */
  reportDatabaseUnreachable?: () => void;
}

// Set once by the server's boot. The server is built with the app, so boot and routes share this module.
let current: Services | undefined;

export function setServices(services: Services | undefined): void {
  current = services;
}

export function services(): Services {
  if (!current) throw new Error("Server services are not initialised");
  return current;
}

/** The services, or undefined while the server is still starting. */
export function servicesIfReady(): Services | undefined {
  return current;
}
