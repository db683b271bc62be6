import type { RequestHandler } from "express";
import { logger } from "../app/lib/logger.server";

/**
 * A booking's links carry their signed token in the path (booked, reschedule, cancel, invite, and the
 * same with `.data`): whoever reads the logs must not be able to open someone's booking with them.
 */
const BOOKING_TOKEN = /^((?:\/fr)?\/book-appointment\/(?:booked|reschedule|cancel|invite))\/[^/?]+/;

/** The path as logged: the page, not the key to it. */
export function loggedPath(path: string): string {
  return path.replace(BOOKING_TOKEN, "$1/:token");
}

/** One line per answered request: method, path, status and time; no query string, no personal data. */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on("finish", () => {
    logger.info(
      {
        method: req.method,
        path: loggedPath(req.path),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  next();
};
