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
        // The back office's pages are guarded by its layout's middleware (see the next test).
        (GUARDED.test(readFileSync(path.join(ROUTES_DIR, file), "utf8")) || file.startsWith("admin.")),
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
    type Entry = { path?: string; file: string; children?: Entry[] };
    const underLayout = (entries: Entry[], guarded: boolean, base: string): string[] =>
      entries.flatMap((entry) => {
        const full = entry.path ? `${base}/${entry.path}` : base;
        const inside = guarded || entry.file === "routes/admin-layout.tsx";
        const own = entry.path !== undefined && BACK_OFFICE_PAGE.test(full) && !inside ? [full] : [];
        return [...own, ...underLayout(entry.children ?? [], inside, full)];
      });
    expect(underLayout(routeConfig as Entry[], false, "")).toEqual([]);
    // And the check is not empty: the layout holds the back office's pages in both languages.
    const paths = (entries: Entry[], base: string): string[] =>
      entries.flatMap((entry) => {
        const full = entry.path ? `${base}/${entry.path}` : base;
        return [...(entry.path ? [full] : []), ...paths(entry.children ?? [], full)];
      });
    expect(paths(routeConfig as Entry[], "")).toEqual(
      expect.arrayContaining(["/admin/audit", "/fr/admin/audit"]),
    );
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
