import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOverHttp } from "../support/http-sign-up";
import { intakeForm } from "../support/intake-fixture";
import { startServer, type RunningServer } from "../support/server-process";
import { startSmtpSink } from "../support/smtp-sink";

/*
 * A server with the real budgets (no RATE_LIMIT_MULTIPLIER): each page form is posted as a browser
 * without JavaScript posts it (the page) and as the router posts it (`.data`), until it answers 429,
 * which must say when to try again.
 */
describe("every 429 of a page form says when to retry", () => {
  let work: string;
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "retry-after-"));
    smtp = await startSmtpSink(path.join(work, "mail"));
    server = await startServer({ DATA_DIR: work, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /** Posts the form until it is refused, each time from the same address (at most `tries` times). */
  async function untilRefused(
    pathname: string,
    fields: Record<string, string>,
    address: string,
    cookie?: string,
    tries = 40,
  ) {
    for (let i = 0; i < tries; i += 1) {
      const response = await fetch(server.url + pathname, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.url,
          "X-Forwarded-For": address,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        // A new address each time: the sign-in's per-account delays are another defence, tested elsewhere.
        body: new URLSearchParams(
          Object.entries(fields).map(([key, value]) => [key, value.replace("{i}", String(i))]),
        ),
      });
      await response.arrayBuffer();
      if (response.status === 429) return response;
    }
    throw new Error(`${pathname} never answered 429`);
  }

  const contact = {
    fullName: "Rate Limited",
    email: "limited@example.ca",
    subject: "Retry",
    message: "How long should I wait?",
  };
  const pathways = {
    fullName: "Rate Limited",
    email: "limited@example.ca",
    consent: "on",
    profile: "age=30&education=masters",
  };
  const signIn = { intent: "signin", email: "nobody-{i}@example.ca", password: "not the password 42" };

  it.each([
    ["/contact", contact, "198.51.100.1"],
    ["/contact.data", contact, "198.51.100.2"],
    ["/fr/contact", contact, "198.51.100.3"],
    ["/auth", signIn, "198.51.100.4"],
    ["/auth.data", signIn, "198.51.100.5"],
    ["/book-appointment", { meetingType: "consultation", fullName: "Rate Limited" }, "198.51.100.6"],
    ["/fr/book-appointment.data", { meetingType: "consultation", fullName: "Rate Limited" }, "198.51.100.7"],
    ["/pathways/send?age=30", pathways, "198.51.100.8"],
    ["/fr/pathways/send.data?age=30", pathways, "198.51.100.9"],
  ] as const)("%s", async (pathname, fields, address) => {
    const refused = await untilRefused(pathname, fields, address);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  // A client's immigration form: 10 submissions an hour per account.
  it.each(["/immigration-form", "/fr/immigration-form.data"])("%s", async (pathname) => {
    const email = `limited-${pathname.length}@example.ca`;
    const cookie = await signUpOverHttp(
      server.url,
      path.join(work, "mail"),
      email,
      "a long enough passphrase 42",
    );
    const fields = Object.fromEntries(intakeForm());
    const refused = await untilRefused(pathname, { ...fields, email }, "198.51.100.10", cookie);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60 * 60);
  });
});
