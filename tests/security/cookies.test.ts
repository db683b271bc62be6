import { describe, expect, it } from "vitest";
import { openServices, PASSWORD } from "./support";

async function sessionCookie(baseUrl: string) {
  const env = await openServices({
    BASE_URL: baseUrl,
    AUTH_SECRET: "a-deployed-secret-that-is-long-enough-012345",
    DATA_ENCRYPTION_KEY: "a-deployed-encryption-key-long-enough-0123",
  });
  try {
    const { auth } = env;
    const headers = new Headers({ "x-client-ip": "10.7.0.1" });
    await auth.api.signUpEmail({
      body: { email: "cookie@example.ca", password: PASSWORD, name: "" },
      headers,
    });
    await env.handle.db.execute("update users set email_verified = true");
    const signedIn = await auth.api.signInEmail({
      body: { email: "cookie@example.ca", password: PASSWORD },
      headers,
      returnHeaders: true,
    });
    return signedIn.headers.getSetCookie();
  } finally {
    await env.close();
  }
}

describe("session cookies", () => {
  it(
    "over https: __Host- prefixed, Secure, HttpOnly, SameSite=Lax, path /",
    { timeout: 120_000 },
    async () => {
      const cookies = await sessionCookie("https://maplepathways.example.ca");
      expect(cookies.length).toBeGreaterThan(0);
      // The browser is known to the account for a year (ADR 012), under the same attributes.
      expect(cookies.find((line) => line.startsWith("__Host-mp.known_device="))).toMatch(
        /;\s*Max-Age=31536000/i,
      );
      for (const line of cookies) {
        expect(line).toMatch(/^__Host-/);
        expect(line).toMatch(/;\s*Secure/i);
        expect(line).toMatch(/;\s*HttpOnly/i);
        expect(line).toMatch(/;\s*SameSite=Lax/i);
        expect(line).toMatch(/;\s*Path=\//i);
        expect(line).not.toMatch(/;\s*Domain=/i);
      }
    },
  );

  it(
    "over plain http (local run): HttpOnly and SameSite=Lax, without Secure",
    { timeout: 120_000 },
    async () => {
      const cookies = await sessionCookie("http://localhost:3000");
      expect(cookies.length).toBeGreaterThan(0);
      for (const line of cookies) {
        expect(line).not.toMatch(/^__Host-/);
        expect(line).toMatch(/;\s*HttpOnly/i);
        expect(line).toMatch(/;\s*SameSite=Lax/i);
        expect(line).not.toMatch(/;\s*Secure/i);
      }
    },
  );
});
