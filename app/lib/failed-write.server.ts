import { data } from "react-router";
import { databaseTrouble, RETRY_AFTER_S } from "./database-errors.server";
import { logger } from "./logger.server";

/**
 * Logs a write that threw: a database that could not be reached or had no free connection is an
 * outage, a warning the operator waits out; anything else is a bug, an error to fix. `fields` name
 * what failed (an intent, a kind), never a person.
 */
export function logFailedWrite(error: unknown, what: string, fields: Record<string, unknown> = {}): void {
  const trouble = databaseTrouble(error);
  if (trouble) logger.warn({ ...fields, err: error, database: trouble }, what);
  else logger.error({ ...fields, err: error }, what);
}

/**
 * The one answer to a write that threw: logged as `logFailedWrite` does, then a 503 with Retry-After
 * carrying `answer`, which keeps what the visitor typed so the page shows it again. Outage or bug,
 * the visitor is asked the same thing: try again soon, nothing was saved.
 */
export function failedWrite<Answer>(
  error: unknown,
  what: string,
  answer: Answer,
  { log, headers }: { log?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  logFailedWrite(error, what, log);
  return data<Answer>(answer, { status: 503, headers: { ...headers, "Retry-After": RETRY_AFTER_S } });
}
