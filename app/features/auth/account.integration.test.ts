import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readOutbox } from "../../../tests/support/outbox";
import { parseEnv } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client";
import { startedWith } from "../../../tests/support/request-context";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { profiles } from "~/db/schema/core";
import { outboxEmails } from "~/db/schema/outbox";
import { sessions, users } from "~/db/schema/auth";
import { createAuth, type Auth } from "./auth.server";
import {
  deleteAccount,
  passwordMatches,
  requestPasswordReset,
  resetPassword,
  resendVerification,
  signIn,
  signUp,
  verifyEmail,
} from "./account.server";
import {
  authPageAction,
  forgotPasswordAction,
  resetPasswordAction,
  type AuthActionData,
} from "./actions.server";
import { accountDeletedEmail } from "./emails.server";
import { RESET_TTL_S } from "./policy";

const PASSWORD = "maple leaf over saskatoon";

/** An action's answer: `data(...)` as status, headers and payload, or a redirect as a Response. */
function answer(result: unknown) {
  if (result instanceof Response) return { status: result.status, headers: result.headers, data: undefined };
  const { data, init } = result as { data: AuthActionData; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let ipCounter = 0;

  /** A fresh client address per test, so one test's budget does not spill into the next. */
  const call = (locale: "en" | "fr" = "en", cookie?: string) => {
    const headers = new Headers({ "x-client-ip": `10.0.0.${++ipCounter}` });
    if (cookie) headers.set("cookie", cookie);
    return { auth, headers, locale };
  };
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  const mailsTo = (to: string) => readOutbox(handle.db, testSealer, eq(outboxEmails.toAddress, to));
  const linkIn = (text: string) =>
    /https?:\/\/\S+/.exec(text.split("\n").find((l) => l.includes("token="))!)![0];
  const tokenIn = (text: string) => new URL(linkIn(text)).searchParams.get("token")!;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    auth = createAuth({
      db: handle.db,
      env: parseEnv({ BASE_URL: "http://localhost:3000", RATE_LIMIT_MULTIPLIER: "1" }),
      authSecret: "a-test-secret-that-is-long-enough-0123456789",
      sealer: testSealer,
      nudgeOutbox: () => {},
    });
  });
  afterAll(() => handle.close());
  afterEach(() => vi.useRealTimers());

  it("signs up: user, profile row and a French verification email in the outbox; its link verifies and signs in", async () => {
    const email = `new-${kind}@example.ca`;
    const result = await signUp(call("fr"), {
      email,
      password: PASSWORD,
      redirectTo: "/fr/immigration-form",
    });
    expect(result.ok).toBe(true);

    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    expect(await handle.db.select().from(profiles).where(eq(profiles.id, user!.id))).toEqual([
      expect.objectContaining({ id: user!.id, email }),
    ]);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      kind: "verification",
      status: "pending",
      subject: "Confirmez votre adresse courriel",
      // A reply reaches the consultant, not the no-reply sender.
      replyTo: "consultant@maplepathways.example.ca",
    });
    const link = new URL(linkIn(mail!.textBody));
    expect(link.pathname).toBe("/fr/auth/verify");
    expect(link.searchParams.get("redirectTo")).toBe("/fr/immigration-form");

    const refused = await signIn(call(), { email, password: PASSWORD });
    expect(refused).toMatchObject({ ok: false, code: "EMAIL_NOT_VERIFIED" });

    const verified = await verifyEmail(call(), link.searchParams.get("token")!);
    expect(verified.ok).toBe(true);
    if (verified.ok) expect(cookieOf(verified.headers)).toMatch(/mp\.session_token=/);
    const [after] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(after?.emailVerified).toBe(true);
    expect((await signIn(call(), { email, password: PASSWORD })).ok).toBe(true);
  });

  it("answers a sign-up for an existing address the same way and emails its owner instead", async () => {
    const email = `taken-${kind}@example.ca`;
    const first = await signUp(call(), { email, password: PASSWORD, redirectTo: "/" });
    const second = await signUp(call(), { email, password: "another good passphrase", redirectTo: "/" });
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(true);
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(["verification", "existing-account"]);
  });

  it("refuses short, overlong and common passwords, and stores nothing", async () => {
    const email = `weak-${kind}@example.ca`;
    for (const [password, code] of [
      ["short", "PASSWORD_TOO_SHORT"],
      ["x".repeat(129), "PASSWORD_TOO_LONG"],
      ["Password123", "PASSWORD_TOO_COMMON"],
      ["motdepasse", "PASSWORD_TOO_COMMON"],
    ] as const) {
      expect(await signUp(call(), { email, password, redirectTo: "/" })).toMatchObject({ ok: false, code });
    }
    expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await handle.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it("gives the same answer for an unknown address and a wrong password", async () => {
    const email = `enum-${kind}@example.ca`;
    await signUp(call(), { email, password: PASSWORD, redirectTo: "/" });
    const wrong = await signIn(call(), { email, password: "not the right passphrase" });
    const unknown = await signIn(call(), { email: `nobody-${kind}@example.ca`, password: PASSWORD });
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });

    // Reset requests and resends answer alike for known and unknown addresses.
    const known = await requestPasswordReset(call(), email);
    const stranger = await requestPasswordReset(call(), `nobody-${kind}@example.ca`);
    expect(known.ok && stranger.ok).toBe(true);
    expect(
      (await resendVerification(call(), { email: `nobody-${kind}@example.ca`, redirectTo: "/" })).ok,
    ).toBe((await resendVerification(call(), { email, redirectTo: "/" })).ok);
    expect(await mailsTo(`nobody-${kind}@example.ca`)).toHaveLength(0);
  });

  it("takes about as long to refuse an unknown address as a wrong password", async () => {
    const email = `timing-${kind}@example.ca`;
    await signUp(call(), { email, password: PASSWORD, redirectTo: "/" });
    const time = async (address: string) => {
      const started = performance.now();
      await signIn(call(), { email: address, password: "not the right passphrase" });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(email));
      unknown.push(await time(`ghost-${i}-${kind}@example.ca`));
    }
    // Both paths hash a password (scrypt), which dominates: an unknown address is not a fast "no".
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it("stops one address guessing at an account, without locking the account for other addresses", async () => {
    const email = `brute-${kind}@example.ca`;
    const guesser = () => ({
      auth,
      headers: new Headers({ "x-client-ip": "192.0.2.99" }),
      locale: "en" as const,
    });
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await signIn(guesser(), { email, password: `guess number ${i}` });
      outcomes.push(result.ok ? "ok" : result.code);
    }
    expect(outcomes.slice(0, 10).every((code) => code === "INVALID_EMAIL_OR_PASSWORD")).toBe(true);
    expect(outcomes[10]).toBe("RATE_LIMITED");
    // ADR 012: from anywhere else the account still answers (slowed, not locked).
    const elsewhere = await signIn(call(), { email, password: "guess from elsewhere" });
    expect(elsewhere).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("limits sign-in attempts per client address, whatever the account", async () => {
    const headers = new Headers({ "x-client-ip": "192.0.2.77" });
    const outcomes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const result = await signIn(
        { auth, headers, locale: "en" },
        { email: `spray-${i}-${kind}@example.ca`, password: PASSWORD },
      );
      outcomes.push(result.ok ? "ok" : result.code);
    }
    expect(outcomes[29]).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(outcomes[30]).toBe("RATE_LIMITED");
  });

  it("resets a password by email, ends every session, and refuses an expired link", async () => {
    const email = `reset-${kind}@example.ca`;
    await signUp(call(), { email, password: PASSWORD, redirectTo: "/" });
    await verifyEmail(call(), tokenIn((await mailsTo(email))[0]!.textBody));
    const session = await signIn(call(), { email, password: PASSWORD });
    if (!session.ok) throw new Error("sign-in failed");
    const cookie = cookieOf(session.headers);
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();

    // A link older than its lifetime is refused.
    await requestPasswordReset(call("fr"), email);
    const stale = (await mailsTo(email)).find((m) => m.kind === "password-reset")!;
    expect(stale.subject).toBe("Réinitialisez votre mot de passe");
    expect(new URL(linkIn(stale.textBody)).pathname).toBe("/fr/auth/reset-password");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (RESET_TTL_S + 60) * 1000 });
    expect(
      await resetPassword(call(), { token: tokenIn(stale.textBody), password: "a brand new passphrase" }),
    ).toMatchObject({
      ok: false,
      code: "INVALID_TOKEN",
    });
    vi.useRealTimers();

    await requestPasswordReset(call(), email);
    const fresh = (await mailsTo(email)).filter((m) => m.kind === "password-reset").at(-1)!;
    expect(
      (await resetPassword(call(), { token: tokenIn(fresh.textBody), password: "a brand new passphrase" }))
        .ok,
    ).toBe(true);
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect((await signIn(call(), { email, password: PASSWORD })).ok).toBe(false);
    expect((await signIn(call(), { email, password: "a brand new passphrase" })).ok).toBe(true);
    // The link works once.
    expect(
      (await resetPassword(call(), { token: tokenIn(fresh.textBody), password: "yet another passphrase" }))
        .ok,
    ).toBe(false);
  });

  it("deletes an account with its profile and sessions", async () => {
    const email = `gone-${kind}@example.ca`;
    await signUp(call(), { email, password: PASSWORD, redirectTo: "/" });
    await verifyEmail(call(), tokenIn((await mailsTo(email))[0]!.textBody));
    await signIn(call(), { email, password: PASSWORD });
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    // Asked again before anything irreversible: only the account's own password passes.
    expect(await passwordMatches(handle.db, auth, user!.id, "not the right passphrase")).toBe(false);
    expect(await passwordMatches(handle.db, auth, user!.id, PASSWORD)).toBe(true);
    await deleteAccount(
      handle.db,
      testSealer,
      // No appointments: deleting them is the booking feature's, passed in by the account page.
      () => Promise.resolve({ deleted: 0, cancelled: 0 }),
      { id: user!.id, email },
      (appointments) =>
        accountDeletedEmail("fr", email, "http://localhost:3000/fr", "consultant@example.ca", appointments),
    );
    expect((await mailsTo(email)).map((m) => m.subject)).toContain("Votre compte a été supprimé");
    expect(await handle.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(0);
    expect(await handle.db.select().from(profiles).where(eq(profiles.id, user!.id))).toHaveLength(0);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
  });

  describe("the account pages' actions", () => {
    let ip = 0;
    const post = (
      action: typeof authPageAction,
      path: string,
      fields: Record<string, string>,
    ): Promise<ReturnType<typeof answer>> => {
      const server = startedWith({
        env: parseEnv({ BASE_URL: "http://localhost:3000", RATE_LIMIT_MULTIPLIER: "1" }),
        db: handle.db,
        authSecret: "a-test-secret-that-is-long-enough-0123456789",
        sealer: testSealer,
        nudgeOutbox: () => {},
      });
      const url = new URL(path, "http://localhost:3000");
      const request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": `10.9.0.${++ip}` },
        body: new URLSearchParams(fields).toString(),
      });
      return action(server.context(), request, url).then(answer);
    };

    it("answers an invalid form (no JavaScript) with the errors and the typed address, never the password", async () => {
      const invalid = await post(authPageAction, "/fr/auth", {
        intent: "signin",
        email: "helene@",
        password: PASSWORD,
      });
      expect(invalid.status).toBe(400);
      expect(invalid.headers.get("Cache-Control")).toBe("no-store");
      expect(invalid.data).toMatchObject({
        status: "invalid",
        result: {
          error: { email: ["Veuillez saisir une adresse courriel valide"] },
          initialValue: { email: "helene@" },
        },
      });
      expect(JSON.stringify(invalid.data)).not.toContain(PASSWORD);

      // A new password is held to the policy before better-auth sees it: nothing is stored.
      const email = `short-${kind}@example.ca`;
      const short = await post(authPageAction, "/auth", { intent: "signup", email, password: "seven77" });
      expect(short.data).toMatchObject({
        status: "invalid",
        result: { error: { password: ["The password must be at least 8 characters."] } },
      });
      expect(await handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

      // A post Conform cannot read (a forged intent) is refused on every account form, never a 500.
      const forged = { __intent__: "not json", email: "helene@example.ca", password: PASSWORD };
      for (const [action, path, fields] of [
        [authPageAction, "/auth", { ...forged, intent: "signin" }],
        [authPageAction, "/auth", { ...forged, intent: "resend" }],
        [forgotPasswordAction, "/auth/forgot-password", forged],
        [resetPasswordAction, "/auth/reset-password", { ...forged, token: "t" }],
      ] as const) {
        expect(await post(action, path, fields)).toMatchObject({ status: 400, data: { status: "invalid" } });
      }
    });

    it("keeps the address, not the password, when the server refuses a sign-in, and redirects one without JavaScript", async () => {
      const email = `action-${kind}@example.ca`;
      await signUp(call(), { email, password: PASSWORD, redirectTo: "/" });
      await verifyEmail(call(), tokenIn((await mailsTo(email))[0]!.textBody));

      const wrong = await post(authPageAction, "/auth", {
        intent: "signin",
        email: ` ${email.toUpperCase()} `,
        password: "not the right passphrase",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.data).toMatchObject({
        status: "error",
        code: "INVALID_EMAIL_OR_PASSWORD",
        result: { initialValue: { email: ` ${email.toUpperCase()} ` } },
      });
      expect(JSON.stringify(wrong.data)).not.toContain("not the right passphrase");

      const plain = await post(authPageAction, "/auth", {
        intent: "signin",
        email,
        password: PASSWORD,
        redirectTo: "/immigration-form",
      });
      expect(plain.status).toBe(303);
      expect(plain.headers.get("Location")).toBe("/immigration-form");
      expect(plain.headers.get("Set-Cookie")).toMatch(/mp\.session_token=/);

      const enhanced = await post(authPageAction, "/fr/auth", {
        intent: "signin",
        email,
        password: PASSWORD,
        enhanced: "1",
      });
      expect(enhanced.data).toEqual({ status: "signed-in", redirectTo: "/fr" });
    });

    it("answers a reset request alike for any well-formed address, and hides the link's token", async () => {
      const unknown = await post(forgotPasswordAction, "/auth/forgot-password", {
        email: `nobody-action-${kind}@example.ca`,
      });
      expect(unknown).toMatchObject({ status: 200, data: { status: "reset-requested" } });
      const empty = await post(forgotPasswordAction, "/fr/auth/forgot-password", { email: " " });
      expect(empty.data).toMatchObject({
        status: "invalid",
        result: { error: { email: ["L’adresse courriel est obligatoire"] } },
      });

      const reset = await post(resetPasswordAction, "/auth/reset-password", {
        token: "a-token-from-the-link",
        password: "short",
      });
      expect(reset.status).toBe(400);
      expect(JSON.stringify(reset.data)).not.toMatch(/a-token-from-the-link|short"/);
      const noToken = await post(resetPasswordAction, "/auth/reset-password", { password: PASSWORD });
      expect(noToken.data).toEqual({ status: "error", code: "INVALID_TOKEN" });
    });
  });
});
