import { data, redirect, type RouterContextProvider } from "react-router";
import { readForm } from "~/lib/http.server";
import { localeFromPath, localizePath, type Locale } from "~/lib/i18n/locale";
import { servicesOf } from "~/lib/services.server";
import type { AuthResult } from "./account.server";
import { redirectWith } from "./actions.server";
import { authOf } from "./auth.server";
import type { AuthErrorCode } from "./messages";
import { safeRedirectPath } from "./redirect";
import { getUser, TWO_FACTOR_SETTINGS_PATH, userContext } from "./session.server";
import {
  newRecoveryCodes,
  recordRecoveryCodeUse,
  recoveryCodesLeft,
  startTwoFactor,
  turnOffTwoFactor,
  twoFactorState,
  signInWithRecoveryCode,
  verifyAuthenticatorCode,
} from "./two-factor.server";

type Context = Readonly<RouterContextProvider>;

/** The sign-in's second step: which form was refused, and what was typed in it. */
export type SecondStepData = {
  status: "error";
  code: AuthErrorCode;
  form: "code" | "recovery";
  typed: string;
};

export type SettingsForm = "start" | "confirm" | "codes" | "off";

/** The settings page's forms: a refusal, or the new recovery codes (shown once, never stored in clear). */
export type TwoFactorSettingsData =
  { status: "error"; code: AuthErrorCode; form: SettingsForm } | { status: "codes"; codes: string[] };

const NO_STORE = { "Cache-Control": "no-store" };

function answer(payload: SecondStepData | TwoFactorSettingsData, status = 200, retryAfter?: string) {
  const headers = new Headers(NO_STORE);
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return data(payload, { status, headers });
}

function refusal<T extends SecondStepData | TwoFactorSettingsData>(
  outcome: Extract<AuthResult, { ok: false }>,
  payload: T,
) {
  return answer(payload, outcome.status === 429 ? 429 : 400, outcome.retryAfter);
}

/** Where to go once signed in: a path on this site, else the home page in the page's language. */
function destination(value: FormDataEntryValue | string | null, locale: Locale): string {
  const path = safeRedirectPath(value ?? undefined);
  return path === "/" ? localizePath("/", locale) : path;
}

function call(context: Context, request: Request, locale: Locale) {
  return { auth: authOf(context), headers: request.headers, locale };
}

/** Codes are read as typed: spaces dropped; a recovery code without its dash gets it back. */
function cleanCode(typed: string, kind: "code" | "recovery"): string {
  const compact = typed.replace(/\s+/g, "");
  if (kind === "code") return compact;
  return /^[a-z0-9]{10}$/i.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

/** Someone already signed in has no second step to take. */
export async function secondStepLoader(context: Context, request: Request, url: URL) {
  const locale = localeFromPath(url.pathname);
  if (await getUser(context, request)) {
    throw redirect(destination(url.searchParams.get("redirectTo"), locale), { headers: NO_STORE });
  }
  return data(null, { headers: NO_STORE });
}

/**
 * The code from the authenticator app, or a recovery code, completes the sign-in the password
 * started (its cookie). A recovery code is recorded in the audit trail and emailed to the owner.
 */
export async function secondStepAction(context: Context, request: Request, url: URL) {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const locale = localeFromPath(url.pathname);
  const form = body.value.get("intent") === "recovery" ? "recovery" : "code";
  const typed = String(body.value.get("code") ?? "").trim();
  const next = destination(body.value.get("redirectTo"), locale);
  if (!typed) return answer({ status: "error", code: "CODE_REQUIRED", form, typed }, 400);
  if (form === "code") {
    const result = await verifyAuthenticatorCode(call(context, request, locale), cleanCode(typed, form));
    if (!result.ok) return refusal(result, { status: "error", code: result.code, form, typed });
    return redirectWith(next, result.headers);
  }
  const result = await signInWithRecoveryCode(call(context, request, locale), cleanCode(typed, form));
  if (!result.ok) return refusal(result, { status: "error", code: result.code, form, typed });
  const { db, sealer, env, nudgeOutbox } = servicesOf(context);
  const { id, email } = result.response.user;
  const left = await recoveryCodesLeft(db, authOf(context), id);
  await recordRecoveryCodeUse(db, sealer, env, { id, email }, locale, left);
  nudgeOutbox();
  return redirectWith(next, result.headers);
}

/** The settings page: on or off, or the key and codes of a set-up waiting for its first code. */
export async function twoFactorSettingsLoader(context: Context, url: URL) {
  const user = context.get(userContext);
  const state = await twoFactorState(servicesOf(context).db, authOf(context), user);
  const given = url.searchParams.get("status");
  const status: "on" | "off" | null = given === "on" || given === "off" ? given : null;
  return {
    ...state,
    email: user.email,
    required: user.role === "consultant",
    redirectTo: url.searchParams.has("redirectTo")
      ? safeRedirectPath(url.searchParams.get("redirectTo"))
      : null,
    status,
  };
}

export async function twoFactorSettingsAction(context: Context, request: Request, url: URL) {
  const user = context.get(userContext);
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const locale = localeFromPath(url.pathname);
  const intent = String(body.value.get("intent") ?? "");
  const password = String(body.value.get("password") ?? "");
  const settings = localizePath(TWO_FACTOR_SETTINGS_PATH, locale);
  const back = body.value.get("redirectTo");
  const c = call(context, request, locale);

  if (intent === "confirm") {
    const typed = String(body.value.get("code") ?? "").trim();
    if (!typed) return answer({ status: "error", code: "CODE_REQUIRED", form: intent }, 400);
    const result = await verifyAuthenticatorCode(c, cleanCode(typed, "code"));
    if (!result.ok) return refusal(result, { status: "error", code: result.code, form: intent });
    // The back office, when that is where a consultant was going; else this page, saying it is on.
    return redirectWith(back ? destination(back, locale) : `${settings}?status=on`, result.headers);
  }
  if (intent !== "start" && intent !== "codes" && intent !== "off") {
    return answer({ status: "error", code: "UNKNOWN", form: "start" }, 400);
  }
  if (!password) return answer({ status: "error", code: "PASSWORD_REQUIRED", form: intent }, 400);
  if (intent === "start") {
    const result = await startTwoFactor(c, password);
    if (!result.ok) return refusal(result, { status: "error", code: result.code, form: intent });
    return redirectWith(`${url.pathname}${url.search}`, result.headers);
  }
  if (intent === "codes") {
    const result = await newRecoveryCodes(c, password);
    if (!result.ok) return refusal(result, { status: "error", code: result.code, form: intent });
    return answer({ status: "codes", codes: result.response.backupCodes });
  }
  if (user.role === "consultant") {
    return answer({ status: "error", code: "TWO_FACTOR_REQUIRED", form: intent }, 403);
  }
  const result = await turnOffTwoFactor(c, password);
  if (!result.ok) return refusal(result, { status: "error", code: result.code, form: intent });
  return redirectWith(`${settings}?status=off`, result.headers);
}
