import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createContext, type RouterContextProvider } from "react-router";
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  getSessionFromCtx,
} from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { site } from "~/config/site";
import { isDeployed } from "~/config/env.server";
import { DatabaseNotReadyError } from "~/lib/database-errors.server";
import { enqueueEmails, type OutgoingEmail } from "~/lib/email/outbox.server";
import { budgetAddress } from "~/lib/client-address";
import { localeFromCookie, localeFromPath, siteUrl, type Locale } from "~/lib/i18n/locale";
import { CLIENT_IP_HEADER, hitRateLimit } from "~/lib/rate-limit.server";
import type { Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { profiles, rateLimits } from "~/db/schema/core";
import { accounts, sessions, twoFactors, users, verifications } from "~/db/schema/auth";
import { authEmail } from "./emails.server";
import {
  AUTH_LIMITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_COUNT,
  RESET_TTL_S,
  SESSION_REFRESH_S,
  SESSION_TTL_S,
  signInDelayMs,
  VERIFY_TTL_S,
} from "./policy";
import { safeRedirectPath } from "./redirect";
import { isCommonPassword } from "./common-passwords.server";
import { knownDevice, rememberDevice } from "./known-device.server";

export type AuthServices = Pick<Services, "db" | "env" | "authSecret" | "sealer" | "nudgeOutbox">;

/** Error codes our own checks add to better-auth's; the pages translate every code. */
export const AUTH_ERROR = {
  rateLimited: "RATE_LIMITED",
  commonPassword: "PASSWORD_TOO_COMMON",
} as const;

/*
 * The language of the page that started an auth call, so emails sent from inside better-auth
 * (verification, reset, "someone used your address") speak it. Our actions set it; calls made
 * straight to the HTTP handler fall back to the callback URL or the remembered-language cookie.
 */
const pageLocale = new AsyncLocalStorage<Locale>();

export function withPageLocale<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  return pageLocale.run(locale, run);
}

function localeOf(request: Request | undefined, callbackURL?: string | null): Locale {
  const fromPage = pageLocale.getStore();
  if (fromPage) return fromPage;
  if (callbackURL?.startsWith("/")) return localeFromPath(callbackURL);
  return localeFromCookie(request?.headers.get("cookie")) ?? "en";
}

/*
 * better-auth runs sign-up inside a transaction of the database it was given. We hand it a view of
 * the database whose transactions publish their handle here, so our hooks write the profile row
 * and the verification email on that same transaction: the account, its profile and its email are
 * stored together or not at all (and on PGlite, a second connection would wait on the first).
 */
const currentTransaction = new AsyncLocalStorage<Database>();

function publishingTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return (run: (tx: Database) => Promise<unknown>, config?: unknown) =>
        target.transaction((tx) => currentTransaction.run(tx, () => run(tx)), config as never);
    },
  });
}

function emailLink(
  env: AuthServices["env"],
  locale: Locale,
  page: "verify" | "reset",
  params: Record<string, string>,
) {
  const path = `/auth/${page === "verify" ? "verify" : "reset-password"}`;
  return siteUrl(env.BASE_URL, `${path}?${new URLSearchParams(params).toString()}`, locale);
}

async function limit(s: AuthServices, key: string, rule: { limit: number; windowMs: number }) {
  const result = await hitRateLimit(s.db, key, rule, s.env.RATE_LIMIT_MULTIPLIER);
  if (!result.allowed) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: AUTH_ERROR.rateLimited,
        message: "Too many attempts. Please wait a few minutes and try again.",
      },
      { "Retry-After": String(result.retryAfterSeconds) },
    );
  }
}

/** Per-address and per-account budgets for the calls an attacker would repeat. */
const limitedPaths: Record<string, { ip: keyof typeof AUTH_LIMITS; account?: keyof typeof AUTH_LIMITS }> = {
  "/sign-in/email": { ip: "signInPerIp" },
  "/sign-up/email": { ip: "signUpPerIp", account: "signUpPerAccount" },
  "/request-password-reset": { ip: "emailPerIp", account: "resetPerAccount" },
  "/send-verification-email": { ip: "emailPerIp", account: "verifyPerAccount" },
  "/reset-password": { ip: "resetPerIp" },
  "/verify-email": { ip: "resetPerIp" },
  "/two-factor/verify-totp": { ip: "twoFactorPerIp" },
  "/two-factor/verify-backup-code": { ip: "twoFactorPerIp" },
};

/** Calls that check the signed-in account's password again: one budget per account (ADR 012). */
const PASSWORD_RECHECK_PATHS = new Set([
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
]);

export const passwordRecheckKey = (userId: string) => `auth:passwordRecheckPerAccount:${userId}`;

const signInAccountKey = (email: string) => `auth:signInPerAccount:${email}`;

/** Calls that end signed in: the browser is known to the account from then on. */
const SIGN_IN_PATHS = new Set([
  "/sign-in/email",
  "/verify-email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/**
 * OWASP ASVS 5.0 V6.3 (ADR 012): one address (an IPv6 /64) guessing at an account is stopped; the
 * account as a whole is never locked by strangers' failures below a high ceiling, only slowed, so
 * its owner's right password still works from their own address. Past the ceiling, a browser that
 * signed in before still gets in (it has its own budget), and a password reset clears the count.
 */
async function slowSignIn(s: AuthServices, email: string, ip: string) {
  await limit(s, `auth:signInPerAccountAndAddress:${email}:${ip}`, AUTH_LIMITS.signInPerAccountAndAddress);
  const rule = AUTH_LIMITS.signInPerAccount;
  const result = await hitRateLimit(s.db, signInAccountKey(email), rule, s.env.RATE_LIMIT_MULTIPLIER);
  if (!result.allowed) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: AUTH_ERROR.rateLimited,
        message: "Too many attempts. Please wait a few minutes and try again.",
      },
      { "Retry-After": String(result.retryAfterSeconds) },
    );
  }
  const attempt = Math.floor(rule.limit * s.env.RATE_LIMIT_MULTIPLIER) - result.remaining;
  const delay = signInDelayMs(attempt, s.env.RATE_LIMIT_MULTIPLIER);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

export function createAuth(s: AuthServices) {
  const deployed = isDeployed(s.env);

  async function queue(db: Database, email: OutgoingEmail) {
    await enqueueEmails(db, s.sealer, [email]);
  }

  return betterAuth({
    baseURL: s.env.BASE_URL,
    basePath: "/api/auth",
    secret: s.authSecret,
    trustedOrigins: [new URL(s.env.BASE_URL).origin],
    // Errors other than its own (a database outage) reach React Router's error handling, which
    // answers an outage 503, instead of becoming better-auth's bare 500.
    onAPIError: { throw: true },
    database: drizzleAdapter(publishingTransactions(s.db), {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    plugins: [
      twoFactor({
        issuer: site.businessName,
        // Enabled only once the first code from the app is accepted: no one is shut out by a
        // secret their app never saved.
        skipVerificationOnEnable: false,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT },
        // Five wrong codes end a sign-in's challenge; ten in a row lock the second step for 15 min.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    session: { expiresIn: SESSION_TTL_S, updateAge: SESSION_REFRESH_S },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TTL_S,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        // Whoever spent the account's sign-in budget, the owner who proved their inbox starts afresh.
        await s.db.delete(rateLimits).where(eq(rateLimits.key, signInAccountKey(user.email.toLowerCase())));
      },
      async sendResetPassword({ user, token, url }, request) {
        const locale = localeOf(request, new URL(url).searchParams.get("callbackURL"));
        await queue(
          currentTransaction.getStore() ?? s.db,
          authEmail(
            "password-reset",
            locale,
            user.email,
            emailLink(s.env, locale, "reset", { token }),
            s.env.CONSULTANT_EMAIL,
          ),
        );
        s.nudgeOutbox();
      },
      async onExistingUserSignUp({ user }, request) {
        const key = `auth:existingAccountMail:${user.email.toLowerCase()}`;
        const once = await hitRateLimit(s.db, key, AUTH_LIMITS.existingAccountMail, 1);
        if (!once.allowed) return;
        const locale = localeOf(request);
        const signIn = siteUrl(s.env.BASE_URL, "/auth", locale);
        await queue(s.db, authEmail("existing-account", locale, user.email, signIn, s.env.CONSULTANT_EMAIL));
        s.nudgeOutbox();
      },
    },
    emailVerification: {
      // The sign-up email is queued by the user hook below, inside the sign-up transaction.
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TTL_S,
      async sendVerificationEmail({ user, token, url }, request) {
        const callbackURL = new URL(url).searchParams.get("callbackURL");
        const locale = localeOf(request, callbackURL);
        const link = emailLink(s.env, locale, "verify", { token, redirectTo: safeRedirectPath(callbackURL) });
        await queue(s.db, authEmail("verification", locale, user.email, link, s.env.CONSULTANT_EMAIL));
        s.nudgeOutbox();
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, context) {
            const tx = currentTransaction.getStore() ?? s.db;
            const id = randomUUID();
            const email = user.email.toLowerCase();
            const body = (context?.body ?? {}) as { callbackURL?: unknown };
            const callbackURL = typeof body.callbackURL === "string" ? body.callbackURL : undefined;
            const locale = localeOf(context?.request, callbackURL);
            const token = await createEmailVerificationToken(s.authSecret, email, undefined, VERIFY_TTL_S, {
              userId: id,
            });
            const link = emailLink(s.env, locale, "verify", {
              token,
              redirectTo: safeRedirectPath(callbackURL),
            });
            await tx.insert(profiles).values({ id, email });
            await queue(tx, authEmail("verification", locale, email, link, s.env.CONSULTANT_EMAIL));
            // The site shows no name or picture: none sent with a sign-up is stored.
            return { data: { ...user, id, name: "", image: null } };
          },
          async after() {
            s.nudgeOutbox();
          },
        },
      },
    },
    hooks: {
      // A new account's reply and the reply for an address already taken must not differ (the latter
      // carries a made-up user whose id has another shape): neither names a user.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.context.returned instanceof Error) return;
        if (ctx.path === "/sign-up/email") return ctx.json({ token: null, user: null });
        const signedIn = ctx.context.newSession?.user;
        // A password alone does not make the browser known when the account asks for a second step.
        const secondStepDue = ctx.path === "/sign-in/email" && signedIn?.twoFactorEnabled === true;
        if (signedIn && SIGN_IN_PATHS.has(ctx.path) && !secondStepDue) await rememberDevice(ctx, signedIn.id);
      }),
      before: createAuthMiddleware(async (ctx) => {
        const rule = limitedPaths[ctx.path];
        if (rule) {
          const ip = budgetAddress(ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown");
          await limit(s, `auth:${rule.ip}:${ip}`, AUTH_LIMITS[rule.ip]);
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (rule.account && typeof email === "string") {
            await limit(s, `auth:${rule.account}:${email.trim().toLowerCase()}`, AUTH_LIMITS[rule.account]);
          }
          if (ctx.path === "/sign-in/email" && typeof email === "string") {
            const account = email.trim().toLowerCase();
            const device = await knownDevice(ctx, account);
            if (device) {
              await limit(s, `auth:signInPerKnownDevice:${device}`, AUTH_LIMITS.signInPerKnownDevice);
            } else {
              await slowSignIn(s, account, ip);
            }
          }
        }
        if (PASSWORD_RECHECK_PATHS.has(ctx.path)) {
          const session = await getSessionFromCtx(ctx);
          if (session) {
            await limit(s, passwordRecheckKey(session.user.id), AUTH_LIMITS.passwordRecheckPerAccount);
          }
        }
        if (ctx.path === "/sign-up/email" || ctx.path === "/reset-password") {
          const body = ctx.body as { password?: unknown; newPassword?: unknown } | undefined;
          const password = ctx.path === "/sign-up/email" ? body?.password : body?.newPassword;
          if (typeof password === "string" && isCommonPassword(password)) {
            throw new APIError("BAD_REQUEST", {
              code: AUTH_ERROR.commonPassword,
              message: "This password is too common. Please choose another one.",
            });
          }
        }
      }),
    },
    // Our own database-backed limits (above) cover every instance; better-auth's would be a second count.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Over https the session cookie is __Host- prefixed: Secure, path /, never shared with subdomains.
      useSecureCookies: false,
      cookiePrefix: deployed ? "__Host-mp" : "mp",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: deployed, path: "/" },
    },
    telemetry: { enabled: false },
    // Its info and warning lines name email addresses; personal data stays out of the logs.
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The running server's auth instance, built once at boot; null as `servicesContext` is, for the same reason. */
export const authContext = createContext<Auth | null>(null);

/** The auth instance from a loader's, action's or middleware's context; 503 while the server starts. */
export function authOf(context: Readonly<RouterContextProvider>): Auth {
  const auth = context.get(authContext);
  if (!auth) throw new DatabaseNotReadyError();
  return auth;
}
