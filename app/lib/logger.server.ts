import pino from "pino";
import { setting } from "~/config/env.server";

/** What a failed query carries of the values it was sent: its parameters, and PostgreSQL's `where`. */
const QUERY_VALUES = new Set(["params", "parameters", "where"]);

/**
 * An error as logged: pino's usual fields, without the values a failed query was sent. Drizzle writes
 * them into its message ("params: …") and onto the error; they are what a visitor typed (an email, a
 * search), which the logs never hold.
 */
export function loggedError(error: unknown): unknown {
  const scrub = (value: unknown, depth: number): unknown => {
    if (depth > 6 || typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !QUERY_VALUES.has(key))
        .map(([key, field]) => [
          key,
          key === "message" || key === "stack"
            ? typeof field === "string"
              ? field.replace(/\nparams: .*/g, "")
              : field
            : scrub(field, depth + 1),
        ]),
    );
  };
  return error instanceof Error ? scrub(pino.stdSerializers.errWithCause(error), 0) : error;
}

/** JSON logs; the level comes from LOG_LEVEL, and tests run silent. Personal data is never logged. */
export const logger = pino({
  level: setting("NODE_ENV") === "test" ? "silent" : setting("LOG_LEVEL"),
  base: undefined,
  serializers: { err: loggedError },
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.email"],
    remove: true,
  },
});
