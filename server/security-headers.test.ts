import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

describe("content security policy", () => {
  it("allows scripts from this origin and the nonce only, and forbids framing", () => {
    const policy = contentSecurityPolicy("'nonce-abc123'", false);
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("'nonce-n'", true)).toContain("upgrade-insecure-requests");
  });
});
