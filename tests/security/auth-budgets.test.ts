import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../support/outbox";
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
  const signInFrom = (ip: string, email: string, password: string, cookie?: string) =>
    callRoute(opened, authApi.action as never, "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": ip },
      body: JSON.stringify({ email, password }),
      cookie,
    });

  /** A browser's cookies: what each answer sets, less what it expires. */
  function cookieJar() {
    const cookies = new Map<string, string>();
    return {
      take(answer: { headers: Headers }) {
        for (const line of answer.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const name = pair.slice(0, pair.indexOf("="));
          if (/max-age=0/i.test(line) || pair.endsWith("=")) cookies.delete(name);
          else cookies.set(name, pair);
        }
      },
      header: () => [...cookies.values()].join("; "),
    };
  }

  /** Ten wrong passwords from each of ten addresses, all at once: a distributed guess. */
  async function distributedGuess(email: string, network: string) {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signInFrom(`${network}.${Math.floor(i / 10) + 1}`, email, `distributed guess ${i}`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(90);
  }

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

  it(
    "lets the owner's known device through after strangers at ten addresses spent the account's ceiling",
    { timeout: 120_000 },
    async () => {
      const user = await signedInUser(opened, "distributed-target@example.ca");
      // The owner signed in on this browser before, and signed out.
      const browser = cookieJar();
      const before = await signInFrom("198.51.100.20", user.email, PASSWORD);
      expect(before.status).toBe(200);
      browser.take(before);
      browser.take(
        await callRoute(opened, authApi.action as never, "/api/auth/sign-out", {
          method: "POST",
          headers: { "content-type": "application/json", "x-client-ip": "198.51.100.20" },
          body: "{}",
          cookie: browser.header(),
        }),
      );
      expect(browser.header()).not.toContain("session_token");

      await distributedGuess(user.email, "203.0.113");

      // From a new address (a café, a phone network), on the browser that signed in before.
      const owner = await signInFrom("192.0.2.77", user.email, PASSWORD, browser.header());
      expect(owner.status).toBe(200);
      // A browser that never signed in to this account still meets the ceiling (ADR 012).
      const unknown = await signInFrom("192.0.2.78", user.email, PASSWORD);
      expect(unknown.status).toBe(429);
      expect(Number(unknown.headers.get("retry-after"))).toBeGreaterThan(0);
    },
  );

  it(
    "does not let a device known to one account through the ceiling of another",
    { timeout: 120_000 },
    async () => {
      const target = await signedInUser(opened, "ceiling-target@example.ca");
      const attacker = await signedInUser(opened, "ceiling-attacker@example.ca");
      const attackerBrowser = cookieJar();
      const own = await signInFrom("198.51.100.30", attacker.email, PASSWORD);
      expect(own.status).toBe(200);
      attackerBrowser.take(own);
      await distributedGuess(target.email, "203.0.114");
      const withOwnDevice = await signInFrom(
        "192.0.2.79",
        target.email,
        "yet another guess",
        attackerBrowser.header(),
      );
      expect(withOwnDevice.status).toBe(429);
    },
  );

  it("counts an IPv6 client by its /64: new addresses in one network are one address", async () => {
    const user = await signedInUser(opened, "ipv6-target@example.ca");
    const limit = AUTH_LIMITS.signInPerAccountAndAddress.limit;
    const guesses = [];
    for (let i = 1; i <= limit + 1; i++) {
      guesses.push(await signInFrom(`2001:db8:aa:bb::${i.toString(16)}`, user.email, `v6 guess ${i}`));
    }
    expect(guesses.slice(0, limit).map((answer) => answer.status)).toEqual(
      guesses.slice(0, limit).map(() => 401),
    );
    expect(guesses.at(-1)!.status).toBe(429);
    // The owner, in another network, is not stopped.
    expect((await signInFrom("2001:db8:aa:cc::1", user.email, PASSWORD)).status).toBe(200);
  });
});
