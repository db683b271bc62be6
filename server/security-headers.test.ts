import express from "express";
import { describe, expect, it } from "vitest";
import { NONCE_HEADER } from "../app/lib/nonce";
import { securityHeaders } from "./security-headers";
import { listenForTest } from "../tests/support/test-http";

const policy = (nonce: string, deployed: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "report-uri /api/csp-report",
    ...(deployed ? ["upgrade-insecure-requests"] : []),
  ].join(";");

/** The headers every response carries, whatever the configuration. */
const always = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/** What a visitor gets, less the headers of any HTTP response; and the nonce the renderer saw. */
async function visit(
  options: { deployed: boolean; csp: boolean },
  requestHeaders: Record<string, string> = {},
) {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/", (req, res) => res.json({ nonce: req.headers[NONCE_HEADER] }));
  const { url, close } = await listenForTest(app);
  try {
    const response = await fetch(url, { headers: requestHeaders });
    const { nonce } = (await response.json()) as { nonce: string };
    const headers = Object.fromEntries(response.headers);
    for (const generic of ["connection", "content-length", "content-type", "date", "etag", "keep-alive"]) {
      delete headers[generic];
    }
    return { headers, nonce };
  } finally {
    close();
  }
}

describe("security headers", () => {
  it("over plain http: the policy with the renderer's nonce, and no HSTS", async () => {
    const { headers, nonce } = await visit({ deployed: false, csp: true });
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(headers).toEqual({ ...always, "content-security-policy": policy(nonce, false) });
  });

  it("deployed: HSTS for two years with subdomains, and insecure requests upgraded", async () => {
    const { headers, nonce } = await visit({ deployed: true, csp: true });
    expect(headers).toEqual({
      ...always,
      "content-security-policy": policy(nonce, true),
      "strict-transport-security": "max-age=63072000; includeSubDomains",
    });
  });

  it("sends no policy to the development server", async () => {
    const { headers } = await visit({ deployed: false, csp: false });
    expect(headers).toEqual(always);
  });

  it("draws a fresh nonce for every request and ignores one sent by the client", async () => {
    const first = await visit({ deployed: false, csp: true }, { [NONCE_HEADER]: "chosen-by-attacker" });
    const second = await visit({ deployed: false, csp: true });
    expect(first.nonce).not.toBe("chosen-by-attacker");
    expect(first.nonce).not.toBe(second.nonce);
  });
});
