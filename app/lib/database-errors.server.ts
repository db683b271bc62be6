import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
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

const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused/i;

/** What `servicesOf` and `authOf` throw while the server starts: its database is not migrated yet. */
export class DatabaseNotReadyError extends Error {
  constructor() {
    super("Server services are not initialised: the server is starting");
  }
}

/**
 * True when `error`, or an error it wraps (Drizzle and the auth library wrap the driver's), says
 * the database could not be reached — an outage, not a bug in the request.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    if (current instanceof DatabaseNotReadyError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying a 503 again. */
const RETRY_AFTER_S = "5";

const databaseUnreachable = createContext(false);

/**
 * For the server entry's `handleError`, the one place that sees a loader's, action's or
 * middleware's error before React Router answers it with a 500: an outage is remembered on the
 * request, for `databaseOutageMiddleware` to answer 503 instead. True when it was one.
 */
export function noteDatabaseOutage(error: unknown, context: Readonly<RouterContextProvider>): boolean {
  if (!isDatabaseUnreachable(error)) return false;
  context.set(databaseUnreachable, true);
  logger.warn(
    { reason: error instanceof Error ? error.message : String(error) },
    "database unreachable: 503",
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
