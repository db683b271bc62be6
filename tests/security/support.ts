import { eq } from "drizzle-orm";
import { matchRoutes, type RouteObject, type RouterContextProvider } from "react-router";
import { parseEnv, type Env } from "~/config/env.server";
import type { Auth } from "~/features/auth/auth.server";
import type { Services } from "~/lib/services.server";
import routeConfig from "~/routes";
import * as accountLayout from "~/routes/account-layout";
import * as adminLayout from "~/routes/admin-layout";
import type { DatabaseHandle } from "../../db/client";
import { users } from "../../db/schema/auth";
import { startedWith } from "../support/request-context";
import { totp } from "../support/totp";
import { testSealer } from "../support/sealer";
import { openTestDatabase } from "../support/test-databases";

const BASE_URL = "http://localhost:3000";
export const CONSULTANT_EMAIL = "consultant@maplepathways.example.ca";
export const PASSWORD = "northern lights over the prairie";

export interface OpenServices {
  handle: DatabaseHandle;
  services: Services;
  auth: Auth;
  /** A new request context holding the services and auth, as the server gives each request. */
  context: () => RouterContextProvider;
  close: () => Promise<void>;
}

/**
 * An in-memory database lent to route loaders and actions as the server's services, so they can be
 * called directly with a Request: far faster than HTTP, and the same code paths.
 */
export async function openServices(overrides: Record<string, string> = {}): Promise<OpenServices> {
  const handle = await openTestDatabase("pglite");
  const env: Env = parseEnv({
    BASE_URL,
    ADMIN_EMAILS: CONSULTANT_EMAIL,
    CONSULTANT_EMAIL,
    // Fuzzing sends thousands of requests from one address; the limits have their own tests.
    RATE_LIMIT_MULTIPLIER: "1000000",
    ...overrides,
  });
  const services: Services = {
    env,
    db: handle.db,
    authSecret: "a-security-test-secret-that-is-long-enough-0123",
    sealer: testSealer,
    nudgeOutbox: () => {},
  };
  return {
    handle,
    services,
    ...startedWith(services),
    close: () => handle.close(),
  };
}

export interface TestUser {
  id: string;
  email: string;
  /** The `Cookie` header of a signed-in session. */
  cookie: string;
}

let addressCounter = 0;

/** A verified account, signed in through better-auth itself (so the cookie is the real one). */
export async function signedInUser(
  { handle, auth }: Pick<OpenServices, "handle" | "auth">,
  email: string,
): Promise<TestUser> {
  const headers = new Headers({ "x-client-ip": `10.9.0.${++addressCounter}` });
  await auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "" }, headers });
  await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signedIn = await auth.api.signInEmail({
    body: { email, password: PASSWORD },
    headers,
    returnHeaders: true,
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, email, cookie };
}

/** The cookies of a session, from an answer's Set-Cookie lines (what a browser would send next). */
function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");
}

export interface TestConsultant extends TestUser {
  /** The authenticator key (base32), for the codes of later sign-ins. */
  totpKey: string;
}

/**
 * The consultant, signed in with two-step sign-in set up as the set-up page does it (password, then
 * a first code from the key), which the back office requires. The session is the renewed one.
 */
export async function signedInConsultant(
  opened: Pick<OpenServices, "handle" | "auth">,
): Promise<TestConsultant> {
  const user = await signedInUser(opened, CONSULTANT_EMAIL);
  const headers = new Headers({ cookie: user.cookie, "x-client-ip": `10.9.1.${++addressCounter}` });
  const enabled = await opened.auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers });
  if (!("totpURI" in enabled) || !enabled.totpURI) throw new Error("two-step sign-in gave no key");
  const totpKey = new URL(enabled.totpURI).searchParams.get("secret")!;
  const verified = await opened.auth.api.verifyTOTP({
    body: { code: totp(totpKey) },
    headers,
    returnHeaders: true,
  });
  return { ...user, cookie: cookiesOf(verified.headers), totpKey };
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The body as text for a Response, or the payload of `data()` / a plain object as JSON. */
  body: string;
}

type HandlerArgs = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  context: RouterContextProvider;
};
type Handler = (args: HandlerArgs) => unknown;
type Middleware = (args: HandlerArgs, next: () => Promise<unknown>) => unknown;

/** The back office's pages sit under its layout, whose middleware guards them (`app/routes.ts`). */
export const BACK_OFFICE_PAGE = /^(\/fr)?\/admin(\/(?!export\.csv)|$)/;

/** The layouts whose middleware guards the routes below them (`app/routes.ts`). */
const layoutMiddleware: Record<string, readonly Middleware[]> = {
  "routes/account-layout.tsx": accountLayout.middleware as unknown as Middleware[],
  "routes/admin-layout.tsx": adminLayout.middleware as unknown as Middleware[],
};

/** The layouts' middleware React Router runs before a handler at `path`, outermost first. */
function middlewareFor(path: string): readonly Middleware[] {
  const matches = matchRoutes(routeConfig as RouteObject[], new URL(path, BASE_URL).pathname) ?? [];
  return matches.flatMap(({ route }) => layoutMiddleware[(route as { file: string }).file] ?? []);
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

async function normalise(value: unknown): Promise<Answer> {
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, body: await value.text() };
  }
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      body: JSON.stringify(value.data ?? null),
    };
  }
  return { status: 200, headers: new Headers(), body: JSON.stringify(value ?? null) };
}

export interface CallOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  cookie?: string;
  params?: Record<string, string>;
}

/**
 * Runs a route's loader or action as React Router would, after its layouts' middleware, and turns
 * whatever it returns or throws (a Response, `data()`, a redirect) into a status, headers and a body.
 * Anything else thrown is a 500, as the framework would answer.
 */
export async function callRoute(
  opened: Pick<OpenServices, "context">,
  handler: Handler,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const method = options.method ?? "GET";
  const headers = new Headers(options.headers);
  if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", BASE_URL);
  if (!headers.has("x-client-ip")) headers.set("x-client-ip", "10.8.0.1");
  // Express hands the app the Host header; some origin checks compare against it.
  if (!headers.has("host")) headers.set("host", new URL(BASE_URL).host);
  if (options.cookie) headers.set("cookie", options.cookie);
  const request = new Request(`${BASE_URL}${path}`, { method, headers, body: options.body ?? null });
  const args: HandlerArgs = {
    request,
    url: new URL(request.url),
    params: options.params ?? {},
    context: opened.context(),
  };
  const chain = middlewareFor(path);
  const run = async (index: number): Promise<unknown> => {
    if (index === chain.length) return handler(args);
    let result: Promise<unknown> | undefined;
    const next = () => (result ??= run(index + 1));
    await chain[index]!(args, next);
    // Middleware that does not call next() has it called for it, as React Router does.
    return next();
  };
  try {
    return await normalise(await run(0));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return normalise(thrown);
    return {
      status: 500,
      headers: new Headers(),
      body: thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown),
    };
  }
}
