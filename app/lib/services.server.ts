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

/*
 * The server process and the built app bundle each hold their own copy of this module, so the
 * registry lives on globalThis: both copies must see the one database the server opened.
 */
const KEY = Symbol.for("maple-pathways.services");
type Registry = { [KEY]?: Services };

export function setServices(services: Services | undefined): void {
  (globalThis as Registry)[KEY] = services;
}

export function services(): Services {
  const current = (globalThis as Registry)[KEY];
  if (!current) throw new Error("Server services are not initialised");
  return current;
}

/** The services, or undefined while the server is still starting. */
export function servicesIfReady(): Services | undefined {
  return (globalThis as Registry)[KEY];
}
