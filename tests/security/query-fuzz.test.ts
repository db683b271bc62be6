import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  callRoute,
  openServices,
  signedInConsultant,
  signedInUser,
  type OpenServices,
  type TestUser,
} from "./support";

interface Page {
  /** The address pattern, `:param` for a dynamic segment. */
  path: string;
  file: string;
}

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

/** Every address the app answers, from the same route list the server uses. */
function pagesOf(entries: readonly RouteEntry[], parent = ""): Page[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent || "/";
    const own = entry.children ? [] : [{ path, file: entry.file }];
    return [...own, ...pagesOf(entry.children ?? [], entry.path ? `${parent}/${entry.path}` : parent)];
  });
}

const modules = import.meta.glob<Record<string, unknown>>("../../app/routes/*.{ts,tsx}");

/**
 * Values that once made a route answer 5xx, by class: a redirect target in another script (a Location
 * header holds ASCII only), dates at and past what a date type holds, NUL and broken UTF-8, and sizes.
 */
const HOSTILE = [
  "/\u3002evil.com",
  "/é/../..",
  "9999-12-31",
  "275760-09-14",
  "0000-00-00",
  "-1",
  "1e309",
  "99999999999999999999",
  "a\u0000b",
  "%FF%FE",
  "\ud800",
  "x".repeat(4000),
];
const ONE_BY_ONE = new Set(["/\u3002evil.com", "9999-12-31", "a\u0000b"]);
/** The query names any loader reads, and a stranger's. */
const NAMES = [
  "redirectTo",
  "to",
  "from",
  "day",
  "week",
  "page",
  "q",
  "status",
  "kind",
  "type",
  "view",
  "lang",
  "since",
  "notice",
  "item",
  "calculate",
  "age",
  "zzz",
];

const who = (path: string): "consultant" | "client" | undefined =>
  /^(\/fr)?\/admin/.test(path)
    ? "consultant"
    : /^(\/fr)?\/(account|immigration-form|auth)/.test(path)
      ? "client"
      : undefined;

describe("every page and resource with a hostile query string or path", () => {
  let opened: OpenServices;
  const users: Partial<Record<"client" | "consultant", TestUser>> = {};

  beforeAll(async () => {
    opened = await openServices({ LOG_LEVEL: "silent" });
    users.client = await signedInUser(opened, "query-client@example.ca");
    users.consultant = await signedInConsultant(opened);
  });
  afterAll(() => opened?.close());

  const pages = pagesOf(routes as RouteEntry[]).filter(
    (page) => page.path !== "/*" && !page.path.endsWith("/*"),
  );

  it("covers every route module with a loader", () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    "GET %s never answers 5xx",
    async (_path, page) => {
      const module = await modules[`../../app/${page.file}`]!();
      const loader = module.loader;
      if (typeof loader !== "function") return;
      const names = page.path.match(/:\w+/g)?.map((name) => name.slice(1)) ?? [];
      const identity = who(page.path);
      const cookie = identity ? users[identity]!.cookie : undefined;
      const failures: string[] = [];
      for (const value of HOSTILE) {
        // A real address cannot carry a lone surrogate: its path segments come well formed.
        const segment = value.toWellFormed();
        const params = Object.fromEntries(names.map((name) => [name, segment]));
        const path = names.reduce(
          (built, name) => built.replace(`:${name}`, encodeURIComponent(segment)),
          page.path,
        );
        // Every name at once, and each name alone for the classes that once answered 5xx (a check of
        // one parameter must not hide another's).
        const queries = [
          new URLSearchParams(NAMES.map((name) => [name, value])),
          ...(ONE_BY_ONE.has(value) ? NAMES.map((name) => new URLSearchParams([[name, value]])) : []),
        ];
        for (const query of queries) {
          const answer = await callRoute(opened, loader as never, `${path}?${query}`, { params, cookie });
          if (answer.status >= 500) failures.push(`${answer.status} for ?${query.toString().slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
