import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOverHttp } from "../support/http-sign-up";
import { completeIntake, intakeForm } from "../support/intake-fixture";
import { deploymentServerEnv, startServer, type RunningServer } from "../support/server-process";
import { readMails, startSmtpSink } from "../support/smtp-sink";

const HEADER_PATHS = ["/", "/fr/calculator", "/auth", "/api/crs"];
const HTTPS_BASE_URL = "https://maplepathways.example.ca";

/** Values no code would print by chance: any of them in the server's output is a leak. */
const MARK = `zq${Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
const personal = {
  accountEmail: `applicant.${MARK}@example.ca`,
  contactName: `Ximena ${MARK}contact`,
  contactEmail: `ximena.${MARK}@example.ca`,
  contactMessage: `My passport number is P${MARK}77 and I need help`,
  intakeName: `Oluwaseun ${MARK}intake`,
  intakePhone: "+1 306-555-0147",
  intakeAddress: `44 ${MARK} Street, Regina`,
  intakeHealth: `Asthma ${MARK}health`,
};

/** The headers every answer carries besides the policy and HSTS: pages, prebuilt pages and the API alike. */
const HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

function expectSecurityHeaders(headers: Headers, deployed: boolean) {
  const policy = headers.get("content-security-policy") ?? "";
  const directives = policy.split(";").map((directive) => directive.trim());
  const scripts = directives.find((directive) => directive.startsWith("script-src")) ?? "";
  // Server-rendered answers allow their inline scripts by a fresh nonce; pages built ahead of time
  // (the home page) by the hashes of theirs.
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'|'sha256-[A-Za-z0-9+/=]{44}'/);
  expect(scripts).not.toContain("unsafe-inline");
  expect(directives).toContain("frame-ancestors 'none'");
  expect(directives).toContain("object-src 'none'");
  expect(directives).toContain("img-src 'self' data: https:");
  expect(directives).toContain("report-uri /api/csp-report");
  expect(directives.includes("upgrade-insecure-requests")).toBe(deployed);
  for (const [name, value] of Object.entries(HEADERS)) expect(headers.get(name), name).toBe(value);
  expect(headers.get("cross-origin-embedder-policy")).toBeNull();
  expect(headers.get("x-powered-by")).toBeNull();
  if (deployed) {
    const hsts = headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  } else {
    expect(headers.get("strict-transport-security")).toBeNull();
  }
}

describe("security in production mode", () => {
  let work: string;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let local: RunningServer;
  let deployed: RunningServer;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "security-"));
    smtp = await startSmtpSink(path.join(work, "mail"));
    [local, deployed] = await Promise.all([
      startServer({
        DATA_DIR: path.join(work, "local"),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // The most talkative level: personal data must stay out of every line, not only warnings.
        LOG_LEVEL: "trace",
        RATE_LIMIT_MULTIPLIER: "100",
      }),
      startServer({
        // Built with a deployment's site facts (ADR 020) and without VITE_BASE_URL: pages are sent
        // with BASE_URL's origin (ADR 017).
        ...deploymentServerEnv(),
        DATA_DIR: path.join(work, "deployed"),
        BASE_URL: HTTPS_BASE_URL,
        AUTH_SECRET: "a-deployed-secret-that-is-long-enough-0123456789",
        DATA_ENCRYPTION_KEY: "a-deployed-encryption-key-long-enough-0123",
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([local?.stop(), deployed?.stop()]);
    await smtp?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it.each(HEADER_PATHS)("%s over plain http: the header list, without HSTS", async (pathname) => {
    const response = await fetch(`${local.url}${pathname}`, { redirect: "manual" });
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response.headers, false);
  });

  it.each(HEADER_PATHS)("%s with an https BASE_URL: the header list with HSTS", async (pathname) => {
    const response = await fetch(`${deployed.url}${pathname}`, { redirect: "manual" });
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response.headers, true);
  });

  it("writes none of a contact message's or an intake form's personal data to its logs", async () => {
    const cookie = await signUpOverHttp(
      local.url,
      path.join(work, "mail"),
      personal.accountEmail,
      "a long prairie password 42",
    );
    expect(cookie).toContain("session_token");

    const intake = await fetch(`${local.url}/immigration-form`, {
      method: "POST",
      headers: { Origin: local.url, Cookie: cookie },
      body: intakeForm({
        ...completeIntake(),
        fullName: personal.intakeName,
        email: personal.accountEmail,
        phoneNumber: personal.intakePhone,
        residentialAddress: personal.intakeAddress,
        healthStatus: personal.intakeHealth,
      }),
      redirect: "manual",
    });
    expect(intake.status, await intake.clone().text()).toBe(303);

    const contact = await fetch(`${local.url}/contact`, {
      method: "POST",
      headers: { Origin: local.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        fullName: personal.contactName,
        email: personal.contactEmail,
        subject: `Visa ${MARK}subject`,
        message: personal.contactMessage,
      }),
    });
    expect(contact.status).toBeLessThan(300);

    // Let the outbox deliver (it logs each delivery), so its lines are in the output too.
    await expect
      .poll(
        () => readMails(path.join(work, "mail")).filter((m) => m.to.includes(personal.contactEmail)).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const output = local.output();
    expect(output).toContain('"request"');
    for (const [what, value] of Object.entries(personal)) {
      expect(output.includes(value), `${what} appears in the server's output`).toBe(false);
    }
    expect(output).not.toContain(MARK);
  });
});
