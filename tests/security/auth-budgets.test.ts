import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "~/lib/email/outbox.server";
import { AUTH_LIMITS } from "~/features/auth/policy";
import * as authApi from "~/routes/api.auth.$";
import { outboxEmails } from "../../db/schema/outbox";
import { callRoute, openServices, PASSWORD, signedInUser } from "./support";

/*
 * The auth library's endpoints as a stranger would use them, with the real limits (multiplier 1):
 * what one person does to another's address must not lock its owner out or flood their inbox.
 */
let opened: Awaited<ReturnType<typeof openServices>>;
beforeAll(async () => {
  opened = await openServices({ RATE_LIMIT_MULTIPLIER: "1" });
});
afterAll(async () => {
  await opened?.close();
});

let address = 0;
/** Each call from a new address, so only the per-account budgets are in play. */
const post = (endpoint: string, body: Record<string, unknown>) =>
  callRoute(opened, authApi.action as never, `/api/auth/${endpoint}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-client-ip": `10.77.${++address >> 8}.${address & 255}`,
    },
    body: JSON.stringify(body),
  });

const signUp = (email: string, password = PASSWORD) =>
  post("sign-up/email", { email, password, name: "", callbackURL: "/" });

describe("auth budgets", () => {
  it("answers a sign-up for a new and for a taken address with the same body", async () => {
    const fresh = await signUp("fresh-owner@example.ca");
    const taken = await signUp("fresh-owner@example.ca", "another good passphrase");
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(JSON.parse(fresh.body)).toEqual({ token: null, user: null });
  });

  it("keeps the owner's password reset possible when a stranger has spent the sign-up budget", async () => {
    const email = "spent-owner@example.ca";
    await signUp(email);
    const tries = AUTH_LIMITS.signUpPerAccount.limit + 2;
    const answers = [];
    for (let i = 0; i < tries; i++) answers.push(await signUp(email, `someone else's guess ${i}`));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    // Every 429 says when to come back.
    for (const answer of refused) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);

    const reset = await post("request-password-reset", { email, redirectTo: "/auth/reset-password" });
    expect(reset.status).toBe(200);
    const resetMails = await readOutbox(
      opened.handle.db,
      opened.services.sealer,
      and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, "password-reset")),
    );
    expect(resetMails).toHaveLength(1);

    // The "you already have an account" email reached the owner once, not once per try.
    const notices = await readOutbox(
      opened.handle.db,
      opened.services.sealer,
      and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, "existing-account")),
    );
    expect(notices).toHaveLength(1);
  });
});

describe("sign-in lockout", () => {
  const signInFrom = (ip: string, email: string, password: string) =>
    callRoute(opened, authApi.action as never, "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": ip },
      body: JSON.stringify({ email, password }),
    });

  it("stops a stranger's address, not the owner signing in from their own", async () => {
    const user = await signedInUser(opened, "targeted-owner@example.ca");
    const guesses = [];
    for (let i = 0; i < AUTH_LIMITS.signInPerAccountAndAddress.limit + 1; i++) {
      guesses.push(await signInFrom("203.0.113.9", user.email, `wrong guess number ${i}`));
    }
    const stopped = guesses.at(-1)!;
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    const owner = await signInFrom("198.51.100.7", user.email, PASSWORD);
    expect(owner.status).toBe(200);
  });
});
