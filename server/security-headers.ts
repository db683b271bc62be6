import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { NONCE_HEADER } from "../app/lib/nonce";

export const CSP_REPORT_PATH = "/api/csp-report";

/** The request's nonce as the policy names it in `script-src`. */
export const nonceSource = (req: IncomingMessage) => `'nonce-${String(req.headers[NONCE_HEADER])}'`;

/**
 * Security headers on every response, from helmet: its defaults (nosniff, same-origin opener and
 * resource policies, and a few legacy ones), our values where they differ. Scripts run only from
 * this origin or with the request's fresh nonce, handed to the renderer through an internal request
 * header; prerendered pages swap it for their scripts' hashes.
 */
export function securityHeaders(options: { deployed: boolean; csp: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: options.csp && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // News items may carry images from the government feed.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        reportUri: [CSP_REPORT_PATH],
        ...(options.deployed ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.deployed && { maxAge: 63_072_000, includeSubDomains: true },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    req.headers[NONCE_HEADER] = randomBytes(16).toString("base64");
    // Helmet does not set this one.
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    headers(req, res, next);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): a cross-site
 * `Sec-Fetch-Site`, or an `Origin` whose host is neither this request's host nor BASE_URL's.
 * Requests without either header do not come from a browser page and cannot ride a visitor's cookies.
 */
export function sameOriginWrites(baseUrl: string): RequestHandler {
  const publicHost = new URL(baseUrl).host;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    let originHost: string | undefined;
    try {
      originHost = origin && origin !== "null" ? new URL(origin).host : undefined;
    } catch {
      originHost = undefined;
    }
    const crossSite =
      site === "cross-site" ||
      (origin !== undefined && originHost !== req.headers.host && originHost !== publicHost);
    if (!crossSite) return next();
    res.status(403).setHeader("Cache-Control", "no-store");
    res.json({ error: "Cross-site request refused" });
  };
}
