import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../support/outbox";
import * as settings from "~/routes/account.two-factor";
import * as admin from "~/routes/admin";
import * as authPage from "~/routes/auth";
import * as secondStep from "~/routes/auth.two-factor";
import { auditEvents } from "../../db/schema/admin";
import { outboxEmails } from "../../db/schema/outbox";
import { totp } from "../support/totp";
import {
  callRoute,
  CONSULTANT_EMAIL,
  openServices,
  PASSWORD,
  signedInUser,
  type Answer,
  type OpenServices,
} from "./support";

/*
 * Two-step sign-in through the pages as a browser without JavaScript uses them: the consultant is
 * sent to set it up before the back office opens, later sign-ins ask for the app's code, and a
 * recovery code works once, leaves a trace in the audit trail and emails the owner.
 */
let opened: OpenServices;
beforeAll(async () => {
  opened = await openServices({ RATE_LIMIT_MULTIPLIER: "1" });
});
afterAll(async () => {
  await opened?.close();
});

let address = 0;

/** A browser: its cookies (set and expired by each answer) and its address. */
function browser(cookie = "") {
  const cookies = new Map<string, string>();
  for (const pair of cookie.split("; ").filter(Boolean)) cookies.set(pair.slice(0, pair.indexOf("=")), pair);
  const ip = `10.55.${++address >> 8}.${address & 255}`;
  const take = (answer: Answer) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/max-age=0/i.test(line) || pair.endsWith("=")) cookies.delete(name);
      else cookies.set(name, pair);
    }
    return answer;
  };
  const header = () => [...cookies.values()].join("; ");
  return {
    header,
    get: async (handler: unknown, path: string) =>
      take(
        await callRoute(opened, handler as never, path, { cookie: header(), headers: { "x-client-ip": ip } }),
      ),
    post: async (handler: unknown, path: string, form: Record<string, string>) =>
      take(
        await callRoute(opened, handler as never, path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip },
          body: new URLSearchParams(form).toString(),
          cookie: header(),
        }),
      ),
  };
}

const locationOf = (answer: Answer) => {
  const location = new URL(answer.headers.get("location")!, "http://localhost:3000");
  return `${location.pathname}${location.search}`;
};

/** The password step of the sign-in form, without JavaScript. */
function signIn(page: ReturnType<typeof browser>, email: string, redirectTo = "/admin") {
  const language = redirectTo.startsWith("/fr/") ? "/fr" : "";
  return page.post(authPage.action, `${language}/auth?redirectTo=${encodeURIComponent(redirectTo)}`, {
    intent: "signin",
    email,
    password: PASSWORD,
    redirectTo,
  });
}

describe("two-step sign-in for the consultant", () => {
  let key = "";
  let codes: string[] = [];

  it("sends a consultant without it to set it up, and opens the back office once a first code is accepted", async () => {
    const consultant = await signedInUser(opened, CONSULTANT_EMAIL);
    const page = browser(consultant.cookie);
    const refused = await page.get(admin.loader, "/admin");
    expect(refused.status).toBe(302);
    expect(locationOf(refused)).toBe("/account/two-factor?redirectTo=%2Fadmin");

    const setUp = "/account/two-factor?redirectTo=%2Fadmin";
    const wrongPassword = await page.post(settings.action, setUp, {
      intent: "start",
      password: "not my password",
    });
    expect(wrongPassword.status).toBe(400);
    expect(JSON.parse(wrongPassword.body)).toMatchObject({ status: "error", code: "INVALID_PASSWORD" });

    const started = await page.post(settings.action, setUp, {
      intent: "start",
      password: PASSWORD,
      redirectTo: "/admin",
    });
    expect(started.status).toBe(303);
    expect(locationOf(started)).toBe(setUp);
    const shown = JSON.parse((await page.get(settings.loader, setUp)).body) as {
      enabled: boolean;
      pending: { key: string; uri: string; codes: string[] };
    };
    expect(shown.enabled).toBe(false);
    expect(shown.pending.uri).toContain(`secret=${shown.pending.key}`);
    expect(shown.pending.codes).toHaveLength(10);
    key = shown.pending.key;
    codes = shown.pending.codes;
    // Not on until the app's first code is accepted.
    expect((await page.get(admin.loader, "/admin")).status).toBe(302);

    const wrongCode = await page.post(settings.action, setUp, {
      intent: "confirm",
      code: "000000",
      redirectTo: "/admin",
    });
    expect(wrongCode.status).toBe(400);
    const confirmed = await page.post(settings.action, setUp, {
      intent: "confirm",
      code: totp(key),
      redirectTo: "/admin",
    });
    expect(confirmed.status).toBe(303);
    expect(locationOf(confirmed)).toBe("/admin");
    expect((await page.get(admin.loader, "/admin")).status).toBe(200);
  });

  it("asks for the app's code at the next sign-in: the password alone does not sign in", async () => {
    const page = browser();
    const password = await signIn(page, CONSULTANT_EMAIL);
    expect(password.status).toBe(303);
    expect(locationOf(password)).toBe("/auth/two-factor?redirectTo=%2Fadmin");
    expect(page.header()).not.toContain("session_token");
    expect(page.header()).not.toContain("known_device");
    const notYet = await page.get(admin.loader, "/admin");
    expect(locationOf(notYet)).toMatch(/^\/auth\?/);

    const wrong = await page.post(secondStep.action, "/auth/two-factor", {
      intent: "code",
      code: "123456",
      redirectTo: "/admin",
    });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body)).toMatchObject({ code: "INVALID_CODE", typed: "123456" });

    const right = await page.post(secondStep.action, "/auth/two-factor", {
      intent: "code",
      code: totp(key),
      redirectTo: "/admin",
    });
    expect(right.status).toBe(303);
    expect(locationOf(right)).toBe("/admin");
    expect(page.header()).toContain("session_token");
    expect(page.header()).toContain("known_device");
    expect((await page.get(admin.loader, "/admin")).status).toBe(200);
  });

  it("ends a sign-in's challenge after five wrong codes", async () => {
    const page = browser();
    await signIn(page, CONSULTANT_EMAIL);
    for (let i = 0; i < 5; i++) {
      const answer = await page.post(secondStep.action, "/auth/two-factor", {
        intent: "code",
        code: "000000",
      });
      expect(answer.status).toBe(400);
    }
    const sixth = await page.post(secondStep.action, "/auth/two-factor", { intent: "code", code: totp(key) });
    expect(JSON.parse(sixth.body)).toMatchObject({ code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" });
    expect(page.header()).not.toContain("session_token");
  });

  it("lets a recovery code sign in once, recorded in the audit trail and emailed to the owner", async () => {
    const page = browser();
    await signIn(page, CONSULTANT_EMAIL);
    const used = await page.post(secondStep.action, "/auth/two-factor", {
      intent: "recovery",
      // Typed without its dash and with a space: read as the code it is.
      code: ` ${codes[0]!.replace("-", "")} `,
      redirectTo: "/admin",
    });
    expect(used.status).toBe(303);
    expect(locationOf(used)).toBe("/admin");
    expect((await page.get(admin.loader, "/admin")).status).toBe(200);

    const events = await opened.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "auth.recovery-code"));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorEmail: CONSULTANT_EMAIL, detail: { codesLeft: 9 } });
    const mails = await readOutbox(
      opened.handle.db,
      opened.services.sealer,
      and(eq(outboxEmails.toAddress, CONSULTANT_EMAIL), eq(outboxEmails.kind, "recovery-code-used")),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("Recovery codes left: 9.");

    const again = browser();
    await signIn(again, CONSULTANT_EMAIL);
    const reused = await again.post(secondStep.action, "/auth/two-factor", {
      intent: "recovery",
      code: codes[0]!,
      redirectTo: "/admin",
    });
    expect(reused.status).toBe(400);
    expect(JSON.parse(reused.body)).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    expect(again.header()).not.toContain("session_token");
  });

  it("cannot be turned off on a consultant's account", async () => {
    const page = browser();
    await signIn(page, CONSULTANT_EMAIL);
    await page.post(secondStep.action, "/auth/two-factor", { intent: "code", code: totp(key) });
    const off = await page.post(settings.action, "/account/two-factor", {
      intent: "off",
      password: PASSWORD,
    });
    expect(off.status).toBe(403);
    expect((await page.get(admin.loader, "/admin")).status).toBe(200);
  });
});

describe("two-step sign-in for a client", () => {
  it("is optional: a client turns it on from the account, then off again with the password", async () => {
    const client = await signedInUser(opened, "careful-client@example.ca");
    const page = browser(client.cookie);
    const before = JSON.parse((await page.get(settings.loader, "/fr/account/two-factor")).body) as {
      enabled: boolean;
      required: boolean;
    };
    expect(before).toMatchObject({ enabled: false, required: false });
    await page.post(settings.action, "/fr/account/two-factor", { intent: "start", password: PASSWORD });
    const { pending } = JSON.parse((await page.get(settings.loader, "/fr/account/two-factor")).body) as {
      pending: { key: string };
    };
    const on = await page.post(settings.action, "/fr/account/two-factor", {
      intent: "confirm",
      code: totp(pending.key),
    });
    expect(locationOf(on)).toBe("/fr/account/two-factor?status=on");

    const signedOut = browser();
    expect(locationOf(await signIn(signedOut, client.email, "/fr/account"))).toBe(
      "/fr/auth/two-factor?redirectTo=%2Ffr%2Faccount",
    );

    const off = await page.post(settings.action, "/fr/account/two-factor", {
      intent: "off",
      password: PASSWORD,
    });
    expect(locationOf(off)).toBe("/fr/account/two-factor?status=off");
    const later = browser();
    expect(locationOf(await signIn(later, client.email, "/fr/account"))).toBe("/fr/account");
  });

  it("asks the password again at most ten times in 15 minutes before a change", async () => {
    const client = await signedInUser(opened, "guessing-session@example.ca");
    const page = browser(client.cookie);
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await page.post(settings.action, "/account/two-factor", { intent: "start", password: `guess ${i}` }),
      );
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(400));
    expect(answers[10]!.status).toBe(429);
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
