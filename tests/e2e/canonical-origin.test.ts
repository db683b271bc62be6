import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogArticlePath } from "~/config/pages/blog";
import { localizePath, stripLocale, type Locale } from "~/lib/i18n/locale";
import { launchBrowser, waitForHydration } from "../support/browser";
import { deploymentServerEnv, startServer, type RunningServer } from "../support/server-process";

/*
 * The builds are made without VITE_BASE_URL. Every absolute address the site writes must still
 * carry the origin the server is started with (BASE_URL), whatever address it is visited at: pages
 * built ahead of time, server-rendered pages, their data, the sitemap and the robots file.
 */
const DEPLOYED = "https://maple.example.test";
const LOCAL = "http://www.maple.example.test:8080";

/** Pages built ahead of time and pages rendered per request, in both languages. */
const PAGES = [
  "/about",
  "/fr/about",
  "/",
  "/resources/faq",
  "/fr/blog/1",
  "/calculator",
  "/fr/book-appointment",
];

/** An absolute address on the loopback interface or the default origin: never a public link. */
const LOCAL_ADDRESS = /https?:\/\/(?:localhost|127\.0\.0\.1)(?=[:/"'\\]|$)/;

/** The attributes of every `<tag …>` of a document, names in lower case. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        value!.replace(/&amp;/g, "&"),
      ]),
    ),
  );
}

/** Every `url`-like value of the page's JSON-LD blocks. */
function jsonLdUrls(html: string): string[] {
  const urls: string[] = [];
  const walk = (value: unknown, key = ""): void => {
    if (typeof value === "string" && /^(url|@id|image|mainEntityOfPage|item)$/.test(key)) urls.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    walk(JSON.parse(json!));
  }
  return urls;
}

function expectPageLinks(html: string, pathname: string, origin: string) {
  const locale: Locale = pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
  const neutral = stripLocale(pathname);
  const url = (l: Locale) => `${origin}${localizePath(neutral, l)}`;
  const links = tags(html, "link");
  expect(links.find((link) => link.rel === "canonical")?.href, pathname).toBe(url(locale));
  const alternates = Object.fromEntries(
    links.filter((link) => link.rel === "alternate").map((link) => [link.hreflang, link.href]),
  );
  expect(alternates, pathname).toEqual({ "en-CA": url("en"), "fr-CA": url("fr"), "x-default": url("en") });
  const ogUrl = tags(html, "meta").find((meta) => meta.property === "og:url");
  expect(ogUrl?.content, pathname).toBe(url(locale));
}

describe.each([
  // A deployment is built with its own site facts (ADR 020), and like the shared build without VITE_BASE_URL.
  { name: "a deployment (https BASE_URL)", origin: DEPLOYED, build: deploymentServerEnv() },
  { name: "a server on another origin than its address (http BASE_URL)", origin: LOCAL, build: {} },
])("every absolute address on $name carries BASE_URL's origin", ({ origin, build }) => {
  let work: string;
  let server: RunningServer;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "canonical-origin-"));
    server = await startServer({
      ...build,
      DATA_DIR: work,
      BASE_URL: origin,
      AUTH_SECRET: "a-deployed-secret-that-is-long-enough-0123456789",
      DATA_ENCRYPTION_KEY: "a-deployed-encryption-key-long-enough-0123",
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it.each(PAGES)("%s: canonical, hreflang alternates, og:url and JSON-LD", async (pathname) => {
    const response = await fetch(server.url + pathname);
    expect(response.status, pathname).toBe(200);
    const html = await response.text();
    expect(html, pathname).not.toMatch(LOCAL_ADDRESS);
    expectPageLinks(html, pathname, origin);
    for (const url of jsonLdUrls(html)) expect(url, pathname).toMatch(new RegExp(`^${origin}/`));
    for (const meta of tags(html, "meta").filter((m) => m.property === "og:image")) {
      expect(meta.content, pathname).toMatch(new RegExp(`^${origin}/`));
    }
  });

  it("names the origin in the JSON-LD of the home page, the FAQ and an article", async () => {
    const home = await (await fetch(`${server.url}/fr`)).text();
    expect(jsonLdUrls(home)).toContain(`${origin}/fr`);
    const faq = await (await fetch(`${server.url}/resources/faq`)).text();
    expect(jsonLdUrls(faq)).toContain(`${origin}/resources/faq`);
    const article = await (await fetch(`${server.url}${blogArticlePath("2")}`)).text();
    expect(jsonLdUrls(article)).toContain(`${origin}${blogArticlePath("2")}`);
  });

  it("sends the data of pages built ahead of time with the same origin", async () => {
    const data = await fetch(`${server.url}/fr.data`);
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain(origin);
    expect(body).not.toMatch(LOCAL_ADDRESS);
  });

  it("lists the pages in the sitemap at BASE_URL's origin, and the robots file names that sitemap", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map(([, url]) => url!);
    expect(addresses.length).toBeGreaterThan(40);
    for (const url of addresses) expect(url).toMatch(new RegExp(`^${origin}/`));
    expect(sitemap).toContain(`<loc>${origin}/fr/about</loc>`);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("client-side navigation", () => {
  let work: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "canonical-origin-browser-"));
    // Plain http: a browser visiting the loopback address keeps the page's scripts on http.
    [server, browser] = await Promise.all([
      startServer({ DATA_DIR: work, BASE_URL: LOCAL }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("writes the same canonical, hreflang, og:url and JSON-LD addresses as the server", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const head = () =>
      page.evaluate(() => ({
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
        french: document.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="fr-CA"]')?.href,
        ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => s.textContent,
        ),
        // Set before the clicks: still there after them only if no document was loaded.
        marker: (window as { canonicalMarker?: number }).canonicalMarker,
      }));

    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => ((window as { canonicalMarker?: number }).canonicalMarker = 1));

    await page.locator('footer a[href="/contact"]').click();
    await expect.poll(head).toMatchObject({
      canonical: `${LOCAL}/contact`,
      french: `${LOCAL}/fr/contact`,
      ogUrl: `${LOCAL}/contact`,
      marker: 1,
    });

    await page.locator('header a[href="/"]').first().click();
    await expect.poll(head).toMatchObject({ canonical: `${LOCAL}/`, ogUrl: `${LOCAL}/`, marker: 1 });
    const { jsonLd } = await head();
    expect(jsonLd.join("\n")).toContain(`"url":"${LOCAL}/"`);
    expect(jsonLd.join("\n")).not.toMatch(LOCAL_ADDRESS);
    expect(errors).toEqual([]);
    await context.close();
  });
});
