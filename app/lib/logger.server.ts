import pino from "pino";

/** JSON logs in production; the level comes from LOG_LEVEL. Personal data is never logged. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.email"],
    remove: true,
  },
});
