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

/**
 * True when `error`, or an error it wraps (Drizzle and the auth library wrap the driver's), says
 * the database could not be reached — an outage, not a bug in the request.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
