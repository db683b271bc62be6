import { createContext, type RouterContextProvider } from "react-router";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import type { Sealer } from "./security/encryption.server";
import type { Bucket } from "./storage/bucket.server";
import { DatabaseNotReadyError } from "./database-errors.server";

/** What loaders and actions need from the running server. */
export interface Services {
  env: Env;
  db: Database;
  /** Secret used to sign sessions and tokens. */
  authSecret: string;
  /** Seals what people write before it is stored, and opens it for those allowed to read it. */
  sealer: Sealer;
  /** Asks the outbox worker to deliver now (after a transaction queued emails). */
  nudgeOutbox: () => void;
  /** Where clients' documents are kept when a bucket is configured; the database otherwise. */
  bucket?: Bucket;
}

/*
 * Set on each request's context by the server once it has started. Null, not undefined: React
 * Router reads an undefined default as none, and a context never set (while the server starts,
 * when pages are prerendered) would throw its own error instead of reading as absent.
 */
export const servicesContext = createContext<Services | null>(null);

/** The running server's services, from a loader's, action's or middleware's context. */
export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext);
  // A request arriving while the server starts is answered 503, as during a database outage.
  if (!services) throw new DatabaseNotReadyError();
  return services;
}
