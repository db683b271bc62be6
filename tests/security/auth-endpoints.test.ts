import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LIMITS } from "~/features/auth/policy";
import * as account from "~/routes/account";
import * as authApi from "~/routes/api.auth.$";
import { users } from "../../db/schema/auth";
import { callRoute, openServices, PASSWORD, signedInUser, type OpenServices } from "./support";

/*
 * /api/auth/* as an attacker holding a session would use it. The library behind it has many more
 * endpoints than the site's forms call; those must not answer, whatever method or spelling.
 */
let opened: OpenServices;
beforeAll(async () => {
  opened = await openServices({ RATE_LIMIT_MULTIPLIER: "1" });
});
afterAll(async () => {
  await opened?.close();
});

let address = 0;
const nextAddress = () => `10.66.${++address >> 8}.${address & 255}`;

const post = (endpoint: string, body: Record<string, unknown>, cookie?: string) =>
  callRoute(opened, authApi.action as never, `/api/auth/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-ip": nextAddress() },
    body: JSON.stringify(body),
    cookie,
  });

const get = (endpoint: string, cookie?: string) =>
  callRoute(opened, authApi.loader as never, `/api/auth/${endpoint}`, {
    headers: { "x-client-ip": nextAddress() },
    cookie,
  });

describe("better-auth endpoints the site does not use", () => {
  it("refuses change-password: no weak new password, no unlimited guessing of the current one", async () => {
    const user = await signedInUser(opened, "change-password-owner@example.ca");
    const weak = await post(
      "change-password",
      { currentPassword: PASSWORD, newPassword: "password123", revokeOtherSessions: false },
      user.cookie,
    );
    expect(weak.status).toBe(404);
    const guesses = [];
    for (let i = 0; i < 40; i++) {
      guesses.push(
        await post(
          "change-password",
          { currentPassword: `guess number ${i}`, newPassword: "another long passphrase" },
          user.cookie,
        ),
      );
    }
    expect(guesses.map((answer) => answer.status)).toEqual(guesses.map(() => 404));
    // The password is still the one the owner chose.
    const signIn = await post("sign-in/email", { email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });

  it("refuses update-user: the stored name and picture stay as the site set them", async () => {
    const user = await signedInUser(opened, "update-user-owner@example.ca");
    const answer = await post(
      "update-user",
      { name: "<img src=x onerror=alert(1)>", image: "https://attacker.example/pixel.gif" },
      user.cookie,
    );
    expect(answer.status).toBe(404);
    const [row] = await opened.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: "", image: null });
  });

  it.each([
    ["POST", "delete-user"],
    ["POST", "change-email"],
    ["POST", "set-password"],
    ["GET", "list-sessions"],
    ["POST", "revoke-session"],
    ["POST", "revoke-other-sessions"],
    ["GET", "list-accounts"],
    ["POST", "unlink-account"],
    ["POST", "link-social"],
    ["POST", "sign-in/social"],
    ["POST", "get-access-token"],
    ["POST", "refresh-token"],
    ["GET", "account-info"],
    ["POST", "update-session"],
    ["GET", "ok"],
    ["GET", "error"],
    ["GET", "reset-password/some-token"],
    ["GET", "delete-user/callback"],
    // Other spellings of an endpoint the site does use.
    ["POST", "sign-in/email/"],
    ["POST", "sign-in//email"],
    ["POST", "SIGN-IN/EMAIL"],
    ["GET", "sign-in/email"],
  ])("%s /api/auth/%s answers 404 to a signed-in user", async (method, endpoint) => {
    const user = await signedInUser(
      opened,
      `unused-${method}-${endpoint.replace(/\W/g, "-")}@example.ca`.toLowerCase(),
    );
    const answer =
      method === "GET" ? await get(endpoint, user.cookie) : await post(endpoint, {}, user.cookie);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("stores no name or picture sent with a sign-up through the API", async () => {
    const email = "named-sign-up@example.ca";
    const answer = await post("sign-up/email", {
      email,
      password: PASSWORD,
      name: "<script>alert(1)</script>",
      image: "https://attacker.example/pixel.gif",
    });
    expect(answer.status).toBe(200);
    const [row] = await opened.handle.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ name: "", image: null });
  });
});

describe("better-auth endpoints the site uses", () => {
  it("still answers: sign-in, session, sign-out", async () => {
    const user = await signedInUser(opened, "served-owner@example.ca");
    const signIn = await post("sign-in/email", { email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const session = await get("get-session", user.cookie);
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toMatchObject({ user: { email: user.email } });
    const signOut = await post("sign-out", {}, user.cookie);
    expect(signOut.status).toBe(200);
  });
});

describe("the site's own password checks", () => {
  it("lets a session guess the account's password at most ten times before deleting it", async () => {
    const user = await signedInUser(opened, "delete-guesser@example.ca");
    const guess = (password: string) =>
      callRoute(opened, account.action as never, "/account", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": nextAddress() },
        body: new URLSearchParams({ intent: "delete", confirm: "yes", password }).toString(),
        cookie: user.cookie,
      });
    const answers = [];
    for (let i = 0; i < AUTH_LIMITS.passwordRecheckPerAccount.limit; i++) {
      answers.push(await guess(`wrong guess ${i}`));
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    const stopped = await guess("one more wrong guess");
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    // Stopped means stopped: the right password does not get through either until the window ends.
    expect((await guess(PASSWORD)).status).toBe(429);
    const [row] = await opened.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toBeDefined();
  });
});
