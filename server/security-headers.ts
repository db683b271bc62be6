import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { NONCE_HEADER } from "../app/lib/nonce";

export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * The Content-Security-Policy for one response: scripts only from this origin, plus the inline ones
 * allowed by `inlineScripts` — the response's nonce, or the hashes of a page built ahead of time.
 */
export function contentSecurityPolicy(inlineScripts: string, deployed: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts}`,
    "style-src 'self' 'unsafe-inline'",
    // News items may carry images from the government feed.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    ...(deployed ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Security headers on every response, and a fresh nonce per request handed to the renderer
 * (and to the prerendered-page sender) through res.locals and an internal request header.
 */
export function securityHeaders(options: { deployed: boolean; csp: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    req.headers[NONCE_HEADER] = nonce;
    if (options.csp) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`, options.deployed));
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if (options.deployed) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
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
