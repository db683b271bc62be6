import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { errorChain, errorCode } from "./error-chain";
import { logger } from "./logger.server";

/** Codes of a PostgreSQL server that cannot be reached or has closed the connection. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  // connection_exception class, and the server shutting down (admin, crash, cannot connect now)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);

const UNREACHABLE_MESSAGES = /Connection terminated|not queryable|Connection refused/i;

/**
 * pg-pool's words when a request waited its whole connect timeout in the pool's queue because every
 * connection was in use: the database answers, it is busy. (A connection that could not be opened in
 * time is "Connection terminated due to connection timeout", an outage.)
 */
const BUSY_MESSAGE = /^timeout exceeded when trying to connect$/;

/** What `servicesOf` and `authOf` throw while the server starts: its database is not migrated yet. */
export class DatabaseNotReadyError extends Error {
  constructor() {
    super("Server services are not initialised: the server is starting");
  }
}

/**
 * Why `error`, or an error it wraps (Drizzle and the auth library wrap the driver's), kept the request
 * from the database: it could not be reached (an outage), or every pooled connection was busy. Both
 * are answered 503 with Retry-After, not 500: neither is a bug in the request. Null for anything else.
 */
export function databaseTrouble(error: unknown): "unreachable" | "busy" | null {
  for (const current of errorChain(error)) {
    if (current instanceof DatabaseNotReadyError) return "unreachable";
    if (UNREACHABLE_CODES.has(errorCode(current) ?? "")) return "unreachable";
    if (BUSY_MESSAGE.test(current.message)) return "busy";
    if (UNREACHABLE_MESSAGES.test(current.message)) return "unreachable";
  }
  return null;
}

/** Seconds a client is asked to wait before trying a 503 again. */
export const RETRY_AFTER_S = "5";

const databaseUnreachable = createContext(false);

/**
 * For the server entry's `handleError`, the one place that sees a loader's, action's or
 * middleware's error before React Router answers it with a 500: an outage is remembered on the
 * request, for `databaseOutageMiddleware` to answer 503 instead. True when it was one (or the pool was busy).
 */
export function noteDatabaseOutage(error: unknown, context: Readonly<RouterContextProvider>): boolean {
  const trouble = databaseTrouble(error);
  if (!trouble) return false;
  context.set(databaseUnreachable, true);
  // Through the error serializer, which leaves out the query's values (what a visitor typed).
  logger.warn(
    { err: error },
    trouble === "busy" ? "database busy (no free connection in time): 503" : "database unreachable: 503",
  );
  return true;
}

/**
 * The root route's middleware. A request that met an unreachable database is answered 503, a
 * retry, not 500, a bug: pages show the root error boundary's "temporarily unavailable" page,
 * resource routes answer JSON. Every 503, whichever route answered it, carries Retry-After.
 */
export const databaseOutageMiddleware: MiddlewareFunction<Response>[] = [
  // First, so it also sees the 503 the next one throws: React Router answers a throw at its thrower.
  async (_args, next) => {
    const response = await next();
    if (response.status === 503 && !response.headers.has("Retry-After")) {
      response.headers.set("Retry-After", RETRY_AFTER_S);
    }
    return response;
  },
  async ({ context }, next) => {
    const response = await next();
    if (!context.get(databaseUnreachable)) return response;
    // The error page already rendered is a 500's; thrown, this renders the boundary again as a 503.
    await response.body?.cancel();
    throw data(
      { status: "failed", error: "Service temporarily unavailable. Please try again in a few minutes." },
      { status: 503 },
    );
  },
];
