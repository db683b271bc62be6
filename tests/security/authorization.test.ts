import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeIntake } from "../support/intake-fixture";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import * as myData from "~/routes/account.my-data[.]json";
import * as mySubmission from "~/routes/account.submissions.$id";
import * as mySubmissions from "~/routes/account.submissions";
import * as intakeSubmitted from "~/routes/immigration-form.submitted.$id";
import * as adminLead from "~/routes/admin.leads.$type.$id";
import * as accountLayout from "~/routes/account-layout";
import { adminPages } from "~/config/admin-pages";
import { documentTitle } from "~/lib/seo/meta";
import { protectedRoutes, type ProtectedRoute } from "./protected-routes";
import routeConfig from "~/routes";
import {
  BACK_OFFICE_PAGE,
  callRoute,
  openServices,
  signedInConsultant,
  signedInUser,
  type OpenServices,
  type TestUser,
} from "./support";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

/** What a route module does that only makes sense for a signed-in user or a consultant. */
const GUARDED =
  /requireUser|requireConsultant|handleAdminAction|accountLoader|accountAction|handleIntake|handleDraftSave/;

/** A client's own pages, which sit under the account layout whose middleware guards them. */
const SIGNED_IN_PAGE = /^(\/fr)?\/(account(\/|$)|immigration-form\/submitted\/)/;

/**
 * Resource routes under /account that keep a guard and no-store headers of their own: a download, a file
 * that answers 404 to anyone but its owner, and an upload that answers 401 to a script.
 */
const OWN_GUARD = new Set([
  "routes/account.my-data[.]json.ts",
  "routes/account.documents.upload.ts",
  "routes/account.documents.file.$id.ts",
  "routes/account.messages.file.$id.ts",
  "routes/account.agreement.$which.$id.ts",
]);

type Entry = { path?: string; file: string; children?: Entry[] };

/** Every route of the config with its full path and the layouts around it. */
function routesOf(entries: Entry[], base = "", layouts: string[] = []) {
  return entries.flatMap((entry): { path: string; file: string; layouts: string[] }[] => {
    const full = entry.path ? `${base}/${entry.path}` : base;
    const own = entry.path !== undefined ? [{ path: full, file: entry.file, layouts }] : [];
    return [
      ...own,
      ...routesOf(entry.children ?? [], full, entry.children ? [...layouts, entry.file] : layouts),
    ];
  });
}

const allRoutes = routesOf(routeConfig as Entry[]);
const underAccountLayout = allRoutes.filter((route) => route.layouts.includes("routes/account-layout.tsx"));

/** A route module by its file in the route config (`routes/account.tsx`). */
const routeModule = async (file: string) =>
  (await import(`~/routes/${path.basename(file).replace(/\.tsx?$/, "")}`)) as Record<string, unknown>;

function requestOf(opened: OpenServices, route: ProtectedRoute, prefix: string, cookie?: string) {
  const body =
    route.form !== undefined
      ? new URLSearchParams(route.form)
      : route.json !== undefined
        ? JSON.stringify(route.json)
        : undefined;
  const headers: Record<string, string> = {};
  if (route.form) headers["content-type"] = "application/x-www-form-urlencoded";
  if (route.json !== undefined) headers["content-type"] = "application/json";
  return callRoute(opened, route.handler as never, `${prefix}${route.path}`, {
    method: route.method,
    body,
    headers,
    cookie,
    params: route.params,
  });
}

function label(route: ProtectedRoute) {
  return `${route.method} ${route.path}`;
}

describe("authorization", () => {
  let env: OpenServices;
  let alice: TestUser;
  let bob: TestUser;
  let consultant: TestUser;
  let aliceSubmission: string;

  beforeAll(async () => {
    env = await openServices();
    alice = await signedInUser(env, "alice@example.ca");
    bob = await signedInUser(env, "bob@example.ca");
    consultant = await signedInConsultant(env);
    const parsed = validateIntake({ ...completeIntake(), email: alice.email }, "en");
    if (!parsed.ok) throw new Error("intake fixture is not valid");
    aliceSubmission = await saveIntakeSubmission(
      env.handle.db,
      env.services.sealer,
      env.services.env,
      alice,
      parsed.value,
      "en",
    );
  });
  afterAll(() => env.close());

  it("lists every route module that asks for a session or a role", async () => {
    const listed = new Set<unknown>(protectedRoutes.map((route) => route.handler));
    const guardedFiles = readdirSync(ROUTES_DIR).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.endsWith(".test.ts") &&
        // The back office's and the client's pages are guarded by their layouts' middleware (see the next tests).
        (GUARDED.test(readFileSync(path.join(ROUTES_DIR, file), "utf8")) ||
          file.startsWith("admin.") ||
          underAccountLayout.some((route) => route.file === `routes/${file}`)),
    );
    expect(guardedFiles.length).toBeGreaterThanOrEqual(12);
    for (const file of guardedFiles) {
      const module = (await import(`~/routes/${file.replace(/\.tsx?$/, "")}`)) as Record<string, unknown>;
      const handlers = [module.loader, module.action].filter((handler) => typeof handler === "function");
      const source = readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const guardedHandlers = handlers.filter((handler) => {
        const name = handler === module.loader ? "loader" : "action";
        // A handler that only answers 405 (wrong method) guards nothing.
        return !new RegExp(`function ${name}\\(\\)\\s*{\\s*return methodNotAllowed`).test(source);
      });
      for (const handler of guardedHandlers) {
        expect(
          listed.has(handler),
          `${file}: a guarded loader or action missing from protected-routes.ts`,
        ).toBe(true);
      }
    }
  });

  it("puts every back-office page under the layout that guards it, in both languages", () => {
    const outside = allRoutes.filter(
      (route) => BACK_OFFICE_PAGE.test(route.path) && !route.layouts.includes("routes/admin-layout.tsx"),
    );
    expect(outside.map((route) => route.path)).toEqual([]);
    // And the check is not empty: the layout holds the back office's pages in both languages.
    expect(allRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/admin/audit", "/fr/admin/audit"]),
    );
  });

  it("puts every signed-in page under the account layout, in both languages", () => {
    const outside = allRoutes.filter(
      (route) =>
        SIGNED_IN_PAGE.test(route.path) &&
        !OWN_GUARD.has(route.file) &&
        !route.layouts.includes("routes/account-layout.tsx"),
    );
    expect(outside.map((route) => route.path)).toEqual([]);
    // And the check is not empty: the layout holds the signed-in pages in both languages.
    expect(underAccountLayout.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/account",
        "/fr/account",
        "/account/bookings",
        "/fr/account/bookings",
        "/immigration-form/submitted/:id",
        "/fr/immigration-form/submitted/:id",
      ]),
    );
  });

  it.each(underAccountLayout.map((route) => [route.path, route.file] as const))(
    "%s is stored by no cache and indexed by no search engine",
    async (pagePath, file) => {
      const page = await routeModule(file);
      type HeadersOf = (args: Record<string, Headers | undefined>) => HeadersInit;
      const empty = { loaderHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined };
      // As React Router answers: the layout's headers, unless the page's own replace them.
      const layoutHeaders = new Headers(
        (accountLayout.headers as HeadersOf)({ ...empty, parentHeaders: new Headers() }),
      );
      const headers = page.headers
        ? new Headers((page.headers as HeadersOf)({ ...empty, parentHeaders: layoutHeaders }))
        : layoutHeaders;
      expect(headers.get("Cache-Control")).toMatch(/\bno-store\b/);
      // A layout's meta sees only the matches up to itself, so the page must write its own title.
      type MetaOf = (args: unknown) => Record<string, string>[];
      expect(page.meta, "the page's own meta").toBeTypeOf("function");
      const meta = (page.meta as MetaOf)({ location: { pathname: pagePath } });
      expect(meta).toContainEqual({ name: "robots", content: "noindex" });
      expect(meta.find((tag) => "title" in tag)?.title, "the page's title").toBeTruthy();
    },
  );

  it.each(
    allRoutes
      .filter((route) => route.layouts.includes("routes/admin-layout.tsx") && route.file.endsWith(".tsx"))
      .map((route) => [route.path, route.file] as const),
  )("%s names itself in the browser tab and is indexed by no search engine", async (pagePath, file) => {
    const page = await routeModule(file);
    type MetaOf = (args: unknown) => Record<string, string>[];
    expect(page.meta, "the page's own meta").toBeTypeOf("function");
    const meta = (page.meta as MetaOf)({ location: { pathname: pagePath } });
    const key = (page.handle as { adminPage: keyof typeof adminPages }).adminPage;
    const locale = pagePath.startsWith("/fr/") ? "fr" : "en";
    expect(meta.find((tag) => "title" in tag)?.title).toBe(documentTitle(adminPages[key].title[locale]));
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  describe.each(["", "/fr"])("anonymous visitor (%s)", (prefix) => {
    it.each(protectedRoutes.map((route) => [label(route), route] as const))("%s", async (_name, route) => {
      const answer = await requestOf(env, route, prefix);
      if (route.kind === "api") {
        expect(answer.status).toBe(401);
        return;
      }
      expect([302, 303]).toContain(answer.status);
      const location = new URL(answer.headers.get("location")!, "http://localhost:3000");
      expect(location.pathname).toBe(`${prefix}/auth`);
      expect(location.searchParams.get("redirectTo")).toBe(`${prefix}${route.path}`);
    });
  });

  describe("signed-in client on the back office", () => {
    it.each(
      protectedRoutes
        .filter((route) => route.role === "consultant")
        .map((route) => [label(route), route] as const),
    )("%s is forbidden", async (_name, route) => {
      const answer = await requestOf(env, route, "", alice.cookie);
      expect(answer.status).toBe(403);
    });
  });

  describe("another user's records by id", () => {
    it("a submission opens for its owner and reads as not found for anyone else", async () => {
      const path = `/account/submissions/${aliceSubmission}`;
      const params = { id: aliceSubmission };
      expect(
        (await callRoute(env, mySubmission.loader as never, path, { cookie: alice.cookie, params })).status,
      ).toBe(200);
      expect(
        (await callRoute(env, mySubmission.loader as never, path, { cookie: bob.cookie, params })).status,
      ).toBe(404);
    });

    it("the confirmation page of a submission opens for its owner only", async () => {
      const path = `/immigration-form/submitted/${aliceSubmission}`;
      const params = { id: aliceSubmission };
      expect(
        (await callRoute(env, intakeSubmitted.loader as never, path, { cookie: alice.cookie, params }))
          .status,
      ).toBe(200);
      expect(
        (await callRoute(env, intakeSubmitted.loader as never, path, { cookie: bob.cookie, params })).status,
      ).toBe(404);
    });

    it("another user's list and data download hold none of the owner's submission", async () => {
      const list = await callRoute(env, mySubmissions.loader as never, "/account/submissions", {
        cookie: bob.cookie,
      });
      expect(list.status).toBe(200);
      expect(list.body).not.toContain(aliceSubmission);
      const download = await callRoute(env, myData.loader as never, "/account/my-data.json", {
        cookie: bob.cookie,
      });
      expect(download.status).toBe(200);
      expect(download.body).not.toContain(aliceSubmission);
      expect(download.body).not.toContain(alice.email);
      const own = await callRoute(env, myData.loader as never, "/account/my-data.json", {
        cookie: alice.cookie,
      });
      expect(own.body).toContain(aliceSubmission);
    });

    it("the back office's lead file opens for the consultant only", async () => {
      const path = `/admin/leads/intake/${aliceSubmission}`;
      const params = { type: "intake", id: aliceSubmission };
      expect(
        (await callRoute(env, adminLead.loader as never, path, { cookie: consultant.cookie, params })).status,
      ).toBe(200);
      expect(
        (await callRoute(env, adminLead.loader as never, path, { cookie: alice.cookie, params })).status,
      ).toBe(403);
      expect(
        (await callRoute(env, adminLead.loader as never, path, { cookie: bob.cookie, params })).status,
      ).toBe(403);
    });
  });
});
