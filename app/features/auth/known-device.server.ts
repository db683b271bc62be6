import { randomBytes } from "node:crypto";
import type { createAuthMiddleware } from "better-auth/api";
import { KNOWN_DEVICE_TTL_S } from "./policy";

/** The context better-auth gives a hook: the request's cookies, the response's, the database. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const COOKIE_NAME = "known_device";

function deviceCookie(ctx: HookContext) {
  return ctx.context.createAuthCookie(COOKIE_NAME, { maxAge: KNOWN_DEVICE_TTL_S });
}

/**
 * ADR 012: a browser that has signed in to an account before gets a long-lived cookie, signed with
 * the auth secret and HttpOnly, naming the account and the device. Strangers guessing from
 * elsewhere cannot lock that browser out: its attempts count against its own budget instead of the
 * account's ceiling.
 */
export async function rememberDevice(ctx: HookContext, userId: string): Promise<void> {
  const cookie = deviceCookie(ctx);
  const device = randomBytes(16).toString("base64url");
  await ctx.setSignedCookie(cookie.name, `${userId}.${device}`, ctx.context.secret, cookie.attributes);
}

/** The device id of this request's cookie when it was given by a sign-in to `email`'s account. */
export async function knownDevice(ctx: HookContext, email: string): Promise<string | null> {
  const value = await ctx.getSignedCookie(deviceCookie(ctx).name, ctx.context.secret);
  if (!value) return null;
  const separator = value.lastIndexOf(".");
  if (separator <= 0) return null;
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  return found?.user.id === value.slice(0, separator) ? value.slice(separator + 1) : null;
}
