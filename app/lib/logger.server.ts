import pino from "pino";
import { setting } from "~/config/env.server";

/** JSON logs; the level comes from LOG_LEVEL, and tests run silent. Personal data is never logged. */
export const logger = pino({
  level: setting("NODE_ENV") === "test" ? "silent" : setting("LOG_LEVEL"),
  base: undefined,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.email"],
    remove: true,
  },
});
