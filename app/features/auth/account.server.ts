import { and, eq } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import { enqueueEmails, type OutgoingEmail } from "~/lib/email/outbox.server";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { profiles } from "~/db/schema/core";
import { accounts, users, verifications } from "~/db/schema/auth";
import { intakeDrafts, intakeSubmissions } from "~/db/schema/leads";
import { withPageLocale, type Auth } from "./auth.server";
import { authErrorCode, type AuthErrorCode } from "./messages";

export type AuthResult<Answer = unknown> =
  | { ok: true; headers: Headers; response: Answer }
  /** `retryAfter`: the seconds a refused (429) caller is told to wait, when the library said. */
  | { ok: false; code: AuthErrorCode; status: number; retryAfter?: string };

/** One better-auth call in the page's language: its answer and cookies, or its refusal's code. */
export async function attempt<Answer>(
  locale: Locale,
  run: () => Promise<{ headers: Headers; response: Answer }>,
): Promise<AuthResult<Answer>> {
  try {
    const { headers, response } = await withPageLocale(locale, run);
    return { ok: true, headers, response };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const retryAfter = new Headers(error.headers as HeadersInit | undefined).get("Retry-After") ?? undefined;
    return {
      ok: false,
      code: authErrorCode((error.body as { code?: string } | undefined)?.code),
      status: error.statusCode,
      ...(retryAfter && { retryAfter }),
    };
  }
}

export interface Call {
  auth: Auth;
  /** The incoming request's headers: client address (rate limits) and session cookie. */
  headers: Headers;
  locale: Locale;
}

/**
 * Creates the account and queues its verification email. An address that already has an account
 * gets the same answer (its owner is emailed instead), so the form reveals nothing.
 */
export function signUp(call: Call, input: { email: string; password: string; redirectTo: string }) {
  return attempt(call.locale, () =>
    call.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: "", callbackURL: input.redirectTo },
      headers: call.headers,
      returnHeaders: true,
    }),
  );
}

/**
 * Checks the password. For an account with two-step sign-in, no session yet: `secondStep` is true
 * and the cookies hold the pending sign-in the authenticator or a recovery code completes.
 */
export async function signIn(
  call: Call,
  input: { email: string; password: string },
): Promise<AuthResult<{ secondStep: boolean }>> {
  const result = await attempt(call.locale, () =>
    call.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: call.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) return result;
  return { ...result, response: { secondStep: "twoFactorRedirect" in result.response } };
}

/** Ends this session on the server and clears its cookie. */
export function signOut(call: Call) {
  return attempt(call.locale, () => call.auth.api.signOut({ headers: call.headers, returnHeaders: true }));
}

/** Ends every session of the signed-in user, this one included. */
export async function signOutEverywhere(call: Call): Promise<AuthResult> {
  const revoked = await attempt(call.locale, () =>
    call.auth.api.revokeSessions({ headers: call.headers, returnHeaders: true }),
  );
  if (!revoked.ok) return revoked;
  return signOut(call);
}

/** Sends a new verification link; the answer is the same whether or not the address has an account. */
export function resendVerification(call: Call, input: { email: string; redirectTo: string }) {
  return attempt(call.locale, () =>
    call.auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: input.redirectTo },
      headers: call.headers,
      returnHeaders: true,
    }),
  );
}

/** Verifies the address from an email link and signs the user in. */
export function verifyEmail(call: Call, token: string) {
  return attempt(call.locale, () =>
    call.auth.api.verifyEmail({ query: { token }, headers: call.headers, returnHeaders: true }),
  );
}

/** Emails a reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset(call: Call, email: string) {
  return attempt(call.locale, () =>
    call.auth.api.requestPasswordReset({
      body: { email, redirectTo: localizePath("/auth", call.locale) },
      headers: call.headers,
      returnHeaders: true,
    }),
  );
}

/** Sets a new password from a reset link; every session of the account ends. */
export function resetPassword(call: Call, input: { token: string; password: string }) {
  return attempt(call.locale, () =>
    call.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: call.headers,
      returnHeaders: true,
    }),
  );
}

/** What deleting an account did to the person's appointments, as its confirmation tells them. */
export interface DeletedAppointments {
  deleted: number;
  /** Of those, the upcoming ones, cancelled first so both calendars drop them. */
  cancelled: number;
}

/**
 * Removes a deleted account's appointments inside its deletion transaction (`tx`), saying how many;
 * the booking feature's, passed in by the account page.
 */
export type AppointmentsDeletion = (
  tx: Database,
  user: { id: string; email: string },
  now: Date,
) => Promise<DeletedAppointments>;

/**
 * Deletes the account and everything about it in one transaction: its intake forms and draft, its
 * appointments (`deleteAppointments`), the profile, pending links, and the user (sessions, password,
 * documents and their checklist, and the finder results sent from the account go with it by the
 * database's cascades).
 */
export async function deleteAccount(
  db: Database,
  sealer: Sealer,
  deleteAppointments: AppointmentsDeletion,
  user: { id: string; email: string },
  confirmation?: (appointments: DeletedAppointments) => OutgoingEmail,
  now: Date = new Date(),
): Promise<DeletedAppointments> {
  return db.transaction(async (tx) => {
    await tx.delete(intakeSubmissions).where(eq(intakeSubmissions.userId, user.id));
    await tx.delete(intakeDrafts).where(eq(intakeDrafts.userId, user.id));
    const outcome = await deleteAppointments(tx, user, now);
    // The owner hears of it, with the account: no deletion without its email, nor the reverse.
    if (confirmation) await enqueueEmails(tx, sealer, [confirmation(outcome)]);
    await tx.delete(profiles).where(eq(profiles.id, user.id));
    // Reset links are stored with the user id as their value.
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    return outcome;
  });
}

/** Whether `password` is the account's own (asked again before anything irreversible). */
export async function passwordMatches(
  db: Database,
  auth: Auth,
  userId: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (!row?.hash) return false;
  const context = await auth.$context;
  return context.password.verify({ hash: row.hash, password });
}
