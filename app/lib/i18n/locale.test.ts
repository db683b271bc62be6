import { describe, expect, it } from "vitest";
import {
  alternatePath,
  localeFromCookie,
  localeFromPath,
  localizePath,
  siteUrl,
  stripLocale,
} from "./locale";

describe("locale from the URL", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/fr", "fr"],
    ["/fr/", "fr"],
    ["/fr/resources/faq", "fr"],
    ["/french", "en"],
    ["/frontier/fr", "en"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it("strips the French prefix", () => {
    expect(stripLocale("/fr")).toBe("/");
    expect(stripLocale("/fr/about")).toBe("/about");
    expect(stripLocale("/about")).toBe("/about");
    expect(stripLocale("/fr/about/")).toBe("/about");
    expect(stripLocale("/resources/faq/")).toBe("/resources/faq");
  });

  it("localizes paths, keeping query and hash", () => {
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/programs#express-entry", "fr")).toBe("/fr/programs#express-entry");
    expect(localizePath("/fr/programs#express-entry", "en")).toBe("/programs#express-entry");
    expect(localizePath("/calculator?age=29", "fr")).toBe("/fr/calculator?age=29");
    expect(localizePath("/fr/about", "fr")).toBe("/fr/about");
  });

  it("builds a page's absolute address at the site's origin, whatever BASE_URL ends with", () => {
    expect(siteUrl("https://example.ca", "/", "en")).toBe("https://example.ca/");
    expect(siteUrl("https://example.ca/", "/", "fr")).toBe("https://example.ca/fr");
    expect(siteUrl("http://127.0.0.1:4100", "/auth/verify?token=a%2Fb", "fr")).toBe(
      "http://127.0.0.1:4100/fr/auth/verify?token=a%2Fb",
    );
  });

  it("builds the other language's address of the same page", () => {
    expect(alternatePath("/resources/faq", "?q=1", "#top", "fr")).toBe("/fr/resources/faq?q=1#top");
    expect(alternatePath("/fr", "", "", "en")).toBe("/");
  });

  it("reads the remembered language from the cookie header", () => {
    expect(localeFromCookie("a=1; lang=fr; b=2")).toBe("fr");
    expect(localeFromCookie("lang=de")).toBeUndefined();
    expect(localeFromCookie(null)).toBeUndefined();
  });
});
