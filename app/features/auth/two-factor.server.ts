import { eq } from "drizzle-orm";
import { symmetricDecrypt } from "better-auth/crypto";
import { recordAudit } from "~/lib/audit.server";
import { site } from "~/config/site";
import { enqueueEmails } from "~/lib/email/outbox.server";
import { siteUrl, type Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { twoFactors } from "~/db/schema/auth";
import { attempt, type Call } from "./account.server";
import type { Auth } from "./auth.server";
import { recoveryCodeUsedEmail } from "./emails.server";
import { TWO_FACTOR_SETTINGS_PATH } from "./session.server";
import { authenticatorKey } from "./otpauth";

type SecretKey = Parameters<typeof symmetricDecrypt>[0]["key"];

async function openCodes(key: SecretKey, sealed: string): Promise<string[]> {
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key, data: sealed }));
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === "string") : [];
}

/** What the settings page shows: on, off, or set up and waiting for the app's first code. */
export interface TwoFactorState {
  enabled: boolean;
  /** The key and recovery codes of a set-up not confirmed yet, shown until it is. */
  pending: { key: string; uri: string; codes: string[] } | null;
  /** Recovery codes not used yet, once two-step sign-in is on. */
  codesLeft: number | null;
}

export async function twoFactorState(
  db: Database,
  auth: Auth,
  user: { id: string; email: string; twoFactorEnabled: boolean },
): Promise<TwoFactorState> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
  if (!row) return { enabled: false, pending: null, codesLeft: null };
  const { secretConfig } = await auth.$context;
  if (user.twoFactorEnabled && row.verified) {
    return {
      enabled: true,
      pending: null,
      codesLeft: (await openCodes(secretConfig, row.backupCodes)).length,
    };
  }
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  return {
    enabled: false,
    pending: {
      ...authenticatorKey(secret, site.businessName, user.email),
      codes: await openCodes(secretConfig, row.backupCodes),
    },
    codesLeft: null,
  };
}

/** Recovery codes the account has left (after one was used to sign in). */
export async function recoveryCodesLeft(db: Database, auth: Auth, userId: string): Promise<number> {
  const [row] = await db
    .select({ codes: twoFactors.backupCodes })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return 0;
  return (await openCodes((await auth.$context).secretConfig, row.codes)).length;
}

/** Checks the password, then makes a new key and recovery codes, waiting for the app's first code. */
export function startTwoFactor(call: Call, password: string) {
  return attempt(call.locale, () =>
    call.auth.api.enableTwoFactor({
      body: { password, method: "totp" },
      headers: call.headers,
      returnHeaders: true,
    }),
  );
}

/**
 * A code from the authenticator app: it completes a sign-in waiting for its second step, or, for a
 * signed-in account setting it up, turns two-step sign-in on (the session is renewed either way).
 */
export function verifyAuthenticatorCode(call: Call, code: string) {
  return attempt(call.locale, () =>
    call.auth.api.verifyTOTP({ body: { code }, headers: call.headers, returnHeaders: true }),
  );
}

/** A recovery code completes a sign-in waiting for its second step; it works once. */
export function signInWithRecoveryCode(call: Call, code: string) {
  return attempt(call.locale, () =>
    call.auth.api.verifyBackupCode({ body: { code }, headers: call.headers, returnHeaders: true }),
  );
}

/** New recovery codes in place of the old ones, after the password. */
export function newRecoveryCodes(call: Call, password: string) {
  return attempt(call.locale, () =>
    call.auth.api.generateBackupCodes({ body: { password }, headers: call.headers, returnHeaders: true }),
  );
}

/** Turns two-step sign-in off, after the password. */
export function turnOffTwoFactor(call: Call, password: string) {
  return attempt(call.locale, () =>
    call.auth.api.disableTwoFactor({ body: { password }, headers: call.headers, returnHeaders: true }),
  );
}

/**
 * Signing in with a recovery code is never silent: it goes into the audit trail, and the account's
 * owner is emailed (a stranger holding the password and a code would otherwise go unseen).
 */
export async function recordRecoveryCodeUse(
  db: Database,
  sealer: Sealer,
  env: { BASE_URL: string; CONSULTANT_EMAIL: string },
  user: { id: string; email: string },
  locale: Locale,
  codesLeft: number,
): Promise<void> {
  const settings = siteUrl(env.BASE_URL, TWO_FACTOR_SETTINGS_PATH, locale);
  await db.transaction(async (tx) => {
    await recordAudit(tx, user, "auth.recovery-code", `user:${user.id}`, { codesLeft });
    await enqueueEmails(tx, sealer, [
      recoveryCodeUsedEmail(locale, user.email, settings, env.CONSULTANT_EMAIL, codesLeft),
    ]);
  });
}
