import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission.server";
import { data, redirect, type RouterContextProvider } from "react-router";
import { localeFromPath, localizePath, siteUrl, type Locale } from "~/lib/i18n/locale";
import { readForm } from "~/lib/http.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { servicesOf } from "~/lib/services.server";
import { authOf, passwordRecheckKey } from "./auth.server";
import {
  deleteAccount,
  passwordMatches,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
  verifyEmail,
  type AppointmentsDeletion,
  type AuthResult,
} from "./account.server";
import { accountDeletedEmail } from "./emails.server";
import type { AuthErrorCode } from "./messages";
import { AUTH_LIMITS } from "./policy";
import { safeRedirectPath } from "./redirect";
import { authSchemas } from "./schema";
import { getUser, roleOf, userContext } from "./session.server";

/** Conform's answer: the field errors and what was typed (never a password). */
type Reply = SubmissionResult<string[]>;

/** What an account form gets back; `enhanced` answers (JavaScript) say where to go next. */
export type AuthActionData =
  | { status: "invalid"; result: Reply }
  | { status: "error"; code: AuthErrorCode; email?: string; result?: Reply }
  | { status: "signed-up"; email: string }
  | { status: "signed-in"; redirectTo: string }
  | { status: "resent" }
  | { status: "reset-requested" }
  | { status: "reset-done" }
  | { status: "verified"; redirectTo: string };

/** What My account's forms get back. */
export type AccountActionData =
  | { status: "error"; code: AuthErrorCode }
  | { status: "invalid"; fields: Partial<Record<"password" | "confirm", "required" | "invalid">> };

const NO_STORE = { "Cache-Control": "no-store" };

/** The sign-in's second step: the authenticator's code, or a recovery code. */
const SECOND_STEP_PATH = "/auth/two-factor";

type Context = Readonly<RouterContextProvider>;

function call(context: Context, request: Request, locale: Locale) {
  return { auth: authOf(context), headers: request.headers, locale };
}

function reply(payload: AuthActionData | AccountActionData, status = 200, headers?: Headers) {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return data(payload, { status, headers: merged });
}

/** A post Conform cannot read (a forged intent): refused, with nothing to show against a field. */
function unreadable() {
  return reply({ status: "invalid", result: { status: "error" } }, 400);
}

function failure(outcome: Extract<AuthResult, { ok: false }>, result?: Reply, email?: string) {
  if (outcome.status !== 429) return reply({ status: "error", code: outcome.code, email, result }, 400);
  const wait = outcome.retryAfter ? new Headers({ "Retry-After": outcome.retryAfter }) : undefined;
  return reply({ status: "error", code: outcome.code, email, result }, 429, wait);
}

/** Set-Cookie lines of an auth answer, on a redirect. */
export function redirectWith(to: string, headers?: Headers) {
  const response = redirect(to, 303);
  for (const line of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", line);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** Sends a signed-in visitor of /auth on to where they were going. */
export async function authPageLoader(context: Context, request: Request, url: URL) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo") ?? undefined);
  const user = await getUser(context, request);
  if (user) {
    const locale = localeFromPath(url.pathname);
    throw redirect(redirectTo === "/" ? localizePath("/", locale) : redirectTo, {
      headers: NO_STORE,
    });
  }
  return data(null, { headers: NO_STORE });
}

/** The /auth form: sign in, sign up, resend the confirmation link, sign out. */
export async function authPageAction(context: Context, request: Request, url: URL) {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const form = body.value;
  const locale = localeFromPath(url.pathname);
  const intent = String(form.get("intent") ?? "");
  const enhanced = form.get("enhanced") === "1";
  const requested = safeRedirectPath(form.get("redirectTo") ?? undefined);
  const redirectTo = requested === "/" ? localizePath("/", locale) : requested;

  if (intent === "signout") {
    const result = await signOut(call(context, request, locale));
    return redirectWith(localizePath("/auth", locale), result.ok ? result.headers : undefined);
  }

  if (intent === "resend") {
    const submission = parseSubmission(form, authSchemas(locale).email);
    if (!submission) return unreadable();
    if (submission.status !== "success") return reply({ status: "invalid", result: submission.reply() }, 400);
    const { email } = submission.value;
    const result = await resendVerification(call(context, request, locale), { email, redirectTo });
    // An address without a waiting account gets the same answer as one with.
    if (!result.ok && result.code === "RATE_LIMITED") return failure(result, undefined, email);
    return reply({ status: "resent" });
  }

  const schemas = authSchemas(locale);
  const submission = parseSubmission(form, intent === "signup" ? schemas.signUp : schemas.signIn);
  if (!submission) return unreadable();
  const typed = submission.reply({ hideFields: ["password"] });
  if (submission.status !== "success") return reply({ status: "invalid", result: typed }, 400);
  const input = submission.value;

  if (intent === "signup") {
    const result = await signUp(call(context, request, locale), { ...input, redirectTo });
    if (!result.ok) return failure(result, typed);
    servicesOf(context).nudgeOutbox();
    // The page says where the link went, so a mistyped address shows.
    return reply({ status: "signed-up", email: input.email });
  }

  const result = await signIn(call(context, request, locale), input);
  if (!result.ok)
    return failure(result, typed, result.code === "EMAIL_NOT_VERIFIED" ? input.email : undefined);
  // The password was right; an account with two-step sign-in still owes its code (not signed in yet).
  if (result.response.secondStep) {
    const next = `${localizePath(SECOND_STEP_PATH, locale)}?redirectTo=${encodeURIComponent(redirectTo)}`;
    return redirectWith(next, result.headers);
  }
  if (!enhanced) return redirectWith(redirectTo, result.headers);
  return reply({ status: "signed-in", redirectTo }, 200, result.headers);
}

/** The page an email link opens: confirming is a button (a POST), so mail scanners cannot do it. */
export async function verifyPageAction(context: Context, request: Request, url: URL) {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const locale = localeFromPath(url.pathname);
  const token = String(body.value.get("token") ?? "");
  const requested = safeRedirectPath(body.value.get("redirectTo") ?? undefined);
  if (!token) return reply({ status: "error", code: "INVALID_TOKEN" }, 400);
  const result = await verifyEmail(call(context, request, locale), token);
  if (!result.ok) return failure(result);
  return reply(
    { status: "verified", redirectTo: requested === "/" ? localizePath("/", locale) : requested },
    200,
    result.headers,
  );
}

export async function forgotPasswordAction(context: Context, request: Request, url: URL) {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const locale = localeFromPath(url.pathname);
  const submission = parseSubmission(body.value, authSchemas(locale).email);
  if (!submission) return unreadable();
  const typed = submission.reply();
  if (submission.status !== "success") return reply({ status: "invalid", result: typed }, 400);
  const result = await requestPasswordReset(call(context, request, locale), submission.value.email);
  // Known or not, the address gets the same answer; only running out of attempts is said.
  if (!result.ok && result.code === "RATE_LIMITED") return failure(result, typed);
  return reply({ status: "reset-requested" });
}

export async function resetPasswordAction(context: Context, request: Request, url: URL) {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const locale = localeFromPath(url.pathname);
  const token = String(body.value.get("token") ?? "");
  if (!token) return reply({ status: "error", code: "INVALID_TOKEN" }, 400);
  const submission = parseSubmission(body.value, authSchemas(locale).resetPassword);
  if (!submission) return unreadable();
  const typed = submission.reply({ hideFields: ["password", "token"] });
  if (submission.status !== "success") return reply({ status: "invalid", result: typed }, 400);
  const result = await resetPassword(call(context, request, locale), {
    token,
    password: submission.value.password,
  });
  if (!result.ok) return failure(result, typed);
  return reply({ status: "reset-done" });
}

/** My account: who is signed in. */
export function accountLoader(context: Context) {
  const { email, emailVerified, role, twoFactorEnabled } = context.get(userContext);
  return { email, emailVerified, role, twoFactorEnabled };
}

/** `deleteAppointments`: what deleting the account does to its appointments (the booking feature's). */
export async function accountAction(
  context: Context,
  request: Request,
  url: URL,
  deleteAppointments: AppointmentsDeletion,
) {
  const user = context.get(userContext);
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const locale = localeFromPath(url.pathname);
  const intent = String(body.value.get("intent") ?? "");
  if (intent === "signout-everywhere") {
    const result = await signOutEverywhere(call(context, request, locale));
    return redirectWith(localizePath("/auth", locale), result.ok ? result.headers : undefined);
  }
  if (intent === "delete") {
    const password = String(body.value.get("password") ?? "");
    const fields: Extract<AccountActionData, { status: "invalid" }>["fields"] = {};
    if (body.value.get("confirm") !== "yes") fields.confirm = "required";
    if (!password) fields.password = "required";
    if (Object.keys(fields).length > 0) return reply({ status: "invalid", fields }, 400);
    const { db, sealer, env, nudgeOutbox } = servicesOf(context);
    // The password is asked again: a session left open on a shared computer must not be enough.
    const limit = await hitRateLimit(
      db,
      passwordRecheckKey(user.id),
      AUTH_LIMITS.passwordRecheckPerAccount,
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!limit.allowed) {
      return reply(
        { status: "error", code: "RATE_LIMITED" },
        429,
        new Headers({ "Retry-After": String(limit.retryAfterSeconds) }),
      );
    }
    if (!(await passwordMatches(db, authOf(context), user.id, password)))
      return reply({ status: "invalid", fields: { password: "invalid" } }, 400);
    const signedOut = await signOut(call(context, request, locale));
    const site = siteUrl(env.BASE_URL, "/", locale);
    await deleteAccount(db, sealer, deleteAppointments, user, (appointments) =>
      accountDeletedEmail(locale, user.email, site, env.CONSULTANT_EMAIL, appointments),
    );
    nudgeOutbox();
    return redirectWith(
      `${localizePath("/auth", locale)}?status=deleted`,
      signedOut.ok ? signedOut.headers : undefined,
    );
  }
  return reply({ status: "error", code: "UNKNOWN" }, 400);
}

/** For the header: who is signed in, read after hydration (public pages are prerendered). */
export async function sessionSummary(context: Context, request: Request) {
  const session = await authOf(context).api.getSession({ headers: request.headers, returnHeaders: true });
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Cookie" });
  // A session close to expiry is extended here; the browser gets the refreshed cookie.
  for (const line of session.headers.getSetCookie()) headers.append("Set-Cookie", line);
  const user = session.response?.user;
  if (!user) return new Response(null, { status: 204, headers });
  return Response.json(
    { email: user.email, role: roleOf(user.email, servicesOf(context).env.ADMIN_EMAILS) },
    { headers },
  );
}
