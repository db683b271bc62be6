import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../support/outbox";
import { exportLeadsCsv } from "~/features/admin/export.server";
import * as authApi from "~/routes/api.auth.$";
import * as contactPage from "~/routes/contact";
import { HTML_PAYLOADS } from "./payloads";
import { callRoute, openServices } from "./support";

/** A tag a visitor typed, as a browser would parse it (escaped text reads `&lt;img`). */
const RAW_MARKUP = /<script|<img|<svg|<a href='javascript/i;

/** RFC 4180 cells, quoted fields may span lines. */
function csvCells(csv: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === "," || char === "\n") {
      cells.push(cell);
      cell = "";
    } else if (char !== "\r") cell += char;
  }
  return cells;
}

describe("hostile text stored and shown again", () => {
  let env: Awaited<ReturnType<typeof openServices>>;

  beforeAll(async () => {
    env = await openServices({ LOG_LEVEL: "silent" });
    for (const [index, payload] of HTML_PAYLOADS.entries()) {
      const answer = await callRoute(env, contactPage.action as never, "/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          fullName: `=cmd|' /C calc'!A0 ${payload}`,
          email: `visitor${index}@example.ca`,
          subject: payload,
          message: `${payload}\n+1 306 555 0199`,
        }).toString(),
      });
      expect(answer.status).toBeLessThan(300);
    }
  });
  afterAll(() => env.close());

  it("emails in the outbox carry the markup as escaped text in their HTML part", async () => {
    const emails = await readOutbox(env.handle.db, env.services.sealer);
    expect(emails.length).toBe(HTML_PAYLOADS.length * 2);
    for (const email of emails) {
      const ownMarkupRemoved = email.htmlBody.replace(/<a href="https?:[^"]*"/g, "");
      for (const payload of HTML_PAYLOADS.filter((text) => text.startsWith("<"))) {
        expect(ownMarkupRemoved).not.toContain(payload);
      }
      expect(email.htmlBody).not.toMatch(RAW_MARKUP);
      expect(email.subject).not.toMatch(/[\r\n]/);
    }
    expect(emails.some((email) => email.htmlBody.includes("&lt;script&gt;"))).toBe(true);
  });

  it("the CSV export keeps the text and defuses spreadsheet formulas", async () => {
    const { csv, rows } = await exportLeadsCsv(
      env.handle.db,
      env.services.sealer,
      { id: "consultant", email: "consultant@maplepathways.example.ca" },
      {},
      "en",
    );
    expect(rows).toBe(HTML_PAYLOADS.length);
    expect(csv).toContain("<script>window.__pwned=1</script>");
    const cells = csvCells(csv.replace(/^\uFEFF/, ""));
    expect(cells).toContain("'=cmd|' /C calc'!A0 <script>window.__pwned=1</script>");
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("better-auth's own endpoints refuse NUL in a token or address without a 5xx", async () => {
    const bodies: [string, unknown][] = [
      ["reset-password", { token: "\u0000", newPassword: "a long enough password 1" }],
      ["verify-email", { token: "a\u0000b" }],
      ["sign-in/email", { email: "a\u0000@example.ca", password: "whatever password" }],
      [
        "sign-up/email",
        { email: "nul\u0000@example.ca", password: "a long enough password 1", name: "\u0000" },
      ],
      ["request-password-reset", { email: "x\u0000@example.ca", redirectTo: "/auth" }],
      ["send-verification-email", { email: "\ud800@example.ca" }],
    ];
    for (const [endpoint, body] of bodies) {
      const answer = await callRoute(env, authApi.action as never, `/api/auth/${endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(answer.status, `${endpoint}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
    const link = await callRoute(env, authApi.loader as never, "/api/auth/verify-email?token=%00");
    expect(link.status).toBeLessThan(500);
    // The same bodies form-encoded: the NUL arrives as %00 and is refused before it reaches a query.
    for (const endpoint of ["sign-in/email", "sign-up/email"]) {
      const answer = await callRoute(env, authApi.action as never, `/api/auth/${endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%00%40example.ca&password=a+long+enough+password+1&name=x",
      });
      expect(answer.status, `${endpoint} (form): ${answer.body.slice(0, 200)}`).toBe(400);
    }
  });

  it("markup never reaches a page unescaped: no route component injects raw HTML from data", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const roots = ["app/routes", "app/features/admin", "app/features/intake", "app/features/contact"];
    for (const root of roots) {
      for (const file of readdirSync(root)) {
        if (!/\.tsx$/.test(file)) continue;
        expect(readFileSync(path.join(root, file), "utf8"), `${root}/${file}`).not.toContain(
          "dangerouslySetInnerHTML",
        );
      }
    }
  });
});
