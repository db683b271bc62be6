import { describe, expect, it } from "vitest";
import { frenchTypographyFaults } from "../../app/lib/i18n/french-typography";
import { baseUrl } from "../support/browser";
import { publicPages } from "./support/routes";

/** The text a reader sees (and a screen reader reads), without markup, scripts or styles. */
function visibleText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
      // React separates adjacent text with empty comments: no space there.
      .replace(/<!--[\s\S]*?-->/g, "")
      // Inline elements join the text around them; the others separate words.
      .replace(/<\/?(?:a|abbr|b|em|i|span|strong|time)\b[^>]*>/gi, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;|&#xa0;/gi, "\u00a0")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/[ \t\r\n]+/g, " ")
  );
}

/** Each rule, with a few characters either side of what broke it. */
function faults(text: string, rules: Record<string, RegExp>): string[] {
  return Object.entries(rules).flatMap(([name, pattern]) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].map(
      (match) =>
        `${name}: "…${text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 15)}…"`,
    ),
  );
}

const french: Record<string, RegExp> = {
  "CRS instead of SCG": /\bCRS\b/,
  "nomination instead of désignation": /\bnominations?\b/i,
  "English units": /\b\d+ ?MB\b|\bDPI\b|\b\d+mm\b/,
  "de before a vowel": /\bde [AEIOUÉÈ][a-zé]/,
  "nested parentheses": /\([^()]*\([^()]*\)[^()]*\)/,
  "a fact left unwritten": /\{fact:/,
};

const english: Record<string, RegExp> = {
  "space before a colon": /\p{L} :/u,
  "a fact left unwritten": /\{fact:/,
};

describe("typography of every public page", () => {
  it.each(publicPages.map((page) => [page.path, page] as const))("%s", async (_path, page) => {
    const response = await fetch(baseUrl() + page.path);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    if (page.locale === "fr") {
      // The same convention the unit test holds every French string in the source to. Numbers are
      // checked there: here the cells of a table run together ("5 000 420") as one line of text.
      const punctuation = frenchTypographyFaults(text)
        .filter((fault) => fault.rule !== "a breakable space inside a number")
        .map((fault) => `${fault.rule}: "…${fault.context}…"`);
      expect([...faults(text, french), ...punctuation]).toEqual([]);
    } else {
      expect(faults(text, english)).toEqual([]);
    }
  });
});
