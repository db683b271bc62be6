import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeIntake, intakeForm } from "../support/intake-fixture";
import { axeViolations, baseUrl, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { CONSULTANT, consultantPage, signUp } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);

describe("consultant back office", () => {
  let applicant: Page;
  let intakeId: string;
  const applicantName = `Zoë Fontaine ${tag}`;
  const contactName = `=HYPERLINK("http://evil.example","${tag}")`;
  const contactSubject = `<b>Work permit</b> ${tag}`;
  const bounceAddress = `bounce-${tag}@example.ca`;

  it("receives an intake file from a signed-in client and a message from a visitor", async () => {
    // Another user's intake file, posted to the form's page as a browser without JavaScript does.
    applicant = await signUp(browser, `applicant-${tag}@example.ca`);
    const submitted = await applicant.request.post("/immigration-form", {
      headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
      data: intakeForm({ ...completeIntake(), fullName: applicantName }).toString(),
      maxRedirects: 0,
    });
    expect(submitted.status()).toBe(303);
    intakeId = submitted.headers().location!.split("/").pop()!;
    // A visitor's contact message, whose acknowledgement the mail server refuses.
    const sent = await applicant.request.post("/contact", {
      form: {
        fullName: contactName,
        email: bounceAddress,
        subject: contactSubject,
        message: "+1 306 555 0142 please call",
      },
    });
    expect(sent.status()).toBe(200);
  });

  it("keeps clients and strangers out of every back-office page and action", async () => {
    const pages = [
      "/admin",
      "/admin/leads",
      `/admin/leads/intake/${intakeId}`,
      "/admin/outbox",
      "/admin/audit",
    ];
    const urls = [...pages, "/admin/export.csv"].flatMap((path) => [path, `/fr${path}`]);
    for (const url of urls) {
      const response = await applicant.request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(403);
      expect(response.headers()["cache-control"], url).toContain("no-store");
    }
    const posts = [
      ["/admin/leads", { intent: "status", type: "intake", id: intakeId, status: "spam" }],
      [`/admin/leads/intake/${intakeId}`, { intent: "note", type: "intake", id: intakeId, body: "mine now" }],
      ["/fr/admin/leads", { intent: "status", type: "intake", id: intakeId, status: "spam" }],
      ["/admin/outbox", { intent: "retry", id: intakeId }],
    ] as const;
    for (const [url, form] of posts) {
      const response = await applicant.request.post(url, { form: { ...form }, maxRedirects: 0 });
      expect(response.status(), url).toBe(403);
    }
    await open(applicant, "/admin/leads");
    await poll(() => applicant.getByRole("heading", { level: 1 }).textContent()).toBe("Access denied");
    await open(applicant, "/fr/admin");
    await poll(() => applicant.getByRole("heading", { level: 1 }).textContent()).toBe("Accès refusé");
    expect(await axeViolations(applicant)).toEqual([]);

    // Another client cannot read the applicant's file by its id either.
    const other = await signUp(browser, `other-${tag}@example.ca`);
    expect((await other.request.get(`/account/submissions/${intakeId}`)).status()).toBe(404);
    expect((await other.request.get(`/admin/leads/intake/${intakeId}`, { maxRedirects: 0 })).status()).toBe(
      403,
    );
    await other.context().close();

    const { page: stranger } = await openPage(browser);
    const anonymous = await stranger.request.get("/fr/admin/leads", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe("/fr/auth?redirectTo=%2Ffr%2Fadmin%2Fleads");
    const anonymousPost = await stranger.request.post("/admin/leads", {
      form: { intent: "status" },
      maxRedirects: 0,
    });
    expect(anonymousPost.status()).toBe(302);
    await stranger.context().close();
  });

  it("lets the consultant work the leads, export them, retry an email and read the audit trail", async () => {
    const page = await consultantPage(browser);

    await open(page, "/admin");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Back Office");
    expect(Number(await page.getByTestId("new-today").textContent())).toBeGreaterThanOrEqual(2);
    // IRCC's rounds, read from the local copy at start-up: all 23 rounds, none skipped, no error.
    await poll(() => page.getByTestId("rounds-health").innerText()).toContain("23 (0)");
    // Facts are all freshly checked; the prose rules still carry their last review.
    await poll(() => page.getByTestId("facts-to-check").innerText()).toContain(
      "Every fact was checked against its official page in the last six months.",
    );
    expect(await axeViolations(page)).toEqual([]);

    // Both leads, found by the search box; HTML in a subject is shown as text.
    await open(page, "/admin/leads");
    await page.getByLabel("Search name, email or subject").fill(tag);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await poll(() => new URL(page.url()).searchParams.get("q")).toBe(tag);
    await poll(() => page.getByTestId("lead-row").count()).toBe(2);
    await poll(() => page.getByRole("cell", { name: contactSubject, exact: true }).isVisible()).toBe(true);
    expect(await page.locator("main b").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Status from the list.
    await page.getByLabel(`Status of ${contactName}`, { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: `Save the status of ${contactName}` }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Status saved." }).count()).toBe(1);

    // The intake file: every section, status and a note.
    await page.getByRole("link", { name: `Open the intake form from ${applicantName}` }).click();
    await page.waitForURL(`**/admin/leads/intake/${intakeId}`);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    await poll(() => page.getByRole("heading", { name: "Consent record" }).isVisible()).toBe(true);
    expect(await page.getByText("Civil engineering").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Change status", { exact: true }).selectOption("client");
    await page.getByRole("button", { name: "Save status" }).click();
    await poll(() => page.getByTestId("lead-status").textContent()).toBe("Client");
    const note = `Called back; <i>not italic</i> ${tag}`;
    await page.getByLabel("New note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    await poll(() => page.getByTestId("lead-note").first().textContent()).toContain(note);
    expect(await page.getByTestId("lead-note").first().textContent()).toContain(CONSULTANT);
    await poll(() => page.getByLabel("New note").inputValue()).toBe("");
    // A note of spaces only is refused with a message, not stored.
    await page.getByLabel("New note").fill("   ");
    await page.getByRole("button", { name: "Add note" }).click();
    await poll(() =>
      page.getByRole("alert").filter({ hasText: "Write a note before adding it." }).count(),
    ).toBe(1);
    expect(await page.getByTestId("lead-note").count()).toBe(1);

    // Export of the filtered list, opened and read.
    await open(page, `/admin/leads?q=${tag}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8").slice(1);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Type","Id","Received (America/Regina)","Status","Name","Email","Phone","Services","Subject","Message","Language","Notes"',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"Intake form","${intakeId}",`);
    expect(csv).toContain(`"Client","${applicantName}"`);
    // The intake file's phone, services and the consultant's note travel with it; times are the office's.
    expect(csv).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Client"/);
    expect(csv).toContain(`Called back; <i>not italic</i> ${tag}`);
    expect(csv).toContain(`"'+1 306-555-0199","Provincial Nominee Program; Express Entry FSW"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(csv).toContain(`"Contacted"`);
    expect(csv).toContain(`"'+1 306 555 0142 please call"`);

    // Bad input posted directly is a 400, not a server error.
    const bad = await page.request.post("/admin/leads", {
      form: { intent: "status", type: "intake", id: intakeId, status: "archived" },
    });
    expect(bad.status()).toBe(400);
    const unknownId = await page.request.post("/admin/leads", {
      form: { intent: "status", type: "contact", id: "00000000-0000-4000-8000-000000000000", status: "spam" },
    });
    expect(unknownId.status()).toBe(404);
    const crossSite = await page.request.post("/admin/leads", {
      form: { intent: "status", type: "intake", id: intakeId, status: "spam" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);

    // On a phone, the back office's tables scroll inside their box; the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin", "/admin/leads", "/fr/admin/leads", "/admin/outbox", "/admin/audit"]) {
      await open(page, path);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], path).toBeLessThanOrEqual(widths[1]!);
      expect(await page.getByTestId("admin-time-zone").innerText()).toContain("America/Regina");
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The refused acknowledgement is in the outbox with its error; retry it.
    await open(page, "/admin/outbox?status=pending");
    const row = page.getByTestId("outbox-row").filter({ hasText: bounceAddress });
    await poll(async () => {
      await page.reload();
      await waitForHydration(page);
      return row.textContent();
    }).toContain("550");
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("button", { name: `Retry now: the email to ${bounceAddress}` }).click();
    await poll(() => row.getByRole("status").textContent()).toBe("The email is queued for another attempt.");

    // Everything above is in the audit trail, read-only.
    await open(page, "/admin/audit");
    const actions = await page.getByTestId("audit-action").allTextContents();
    for (const action of [
      "Viewed intake file",
      "Changed status",
      "Added note",
      "Exported leads (CSV)",
      "Retried email",
    ]) {
      expect(actions).toContain(action);
    }
    expect(await page.locator("main form").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The same pages in French.
    const french = [
      ["/fr/admin", "Espace d’administration"],
      ["/fr/admin/leads", "Demandes"],
      [`/fr/admin/leads/intake/${intakeId}`, applicantName],
      ["/fr/admin/outbox", "Courriels sortants"],
      ["/fr/admin/audit", "Journal d’audit"],
    ] as const;
    for (const [path, title] of french) {
      const response = await open(page, path);
      expect(response?.headers()["cache-control"], path).toContain("no-store");
      await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await page.locator("html").getAttribute("lang")).toBe("fr");
      // Kept out of search engines, under the page's own title, with no alternate-language links.
      expect(await page.locator("meta[name=robots]").getAttribute("content"), path).toBe("noindex, nofollow");
      expect(await page.title(), path).toMatch(
        /^(Espace d’administration|Demandes?|Courriels sortants|Journal d’audit) /,
      );
      expect(await page.locator("link[rel=alternate][hreflang]").count(), path).toBe(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.context().close();
    await applicant.context().close();
    // One consultant's whole working session: sign-up, five pages in two languages, axe on each.
  }, 240_000);
});
