import {
  BREAKING_KEYWORDS,
  DEFAULT_NEWS_IMAGES,
  FEED_LINK_BASE,
  NEWS_FEED_COUNT,
  SUMMARY_MAX_CHARS,
} from "./news-constants";
import type { NewsItem, RawFeedItem } from "./news-item";

/* Named entities seen in English and French government feeds; anything else numeric is decoded generically. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  laquo: "«",
  raquo: "»",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  copy: "©",
  reg: "®",
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  Egrave: "È",
  ecirc: "ê",
  Ecirc: "Ê",
  euml: "ë",
  agrave: "à",
  Agrave: "À",
  acirc: "â",
  Acirc: "Â",
  ccedil: "ç",
  Ccedil: "Ç",
  icirc: "î",
  Icirc: "Î",
  iuml: "ï",
  ocirc: "ô",
  Ocirc: "Ô",
  ucirc: "û",
  Ucirc: "Û",
  ugrave: "ù",
  uuml: "ü",
  oelig: "œ",
  OElig: "Œ",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // Lone surrogates and out-of-range code points would throw or render as garbage.
      if (!Number.isFinite(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return "";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/**
 * Plain text from a fragment of HTML: scripts, styles and comments are dropped with their content,
 * other tags removed, entities decoded, whitespace collapsed.
 */
export function stripMarkup(html: string): string {
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?(-->|$)/g, " ")
    .replace(/<(script|style|noscript|template|iframe)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ");
  // Inline tags vanish without a trace ("<b>Urgent</b>:"), others separate words ("<p>a</p><p>b</p>").
  const withoutTags = withoutBlocks
    .replace(/<\/?(?:a|abbr|b|bdi|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|time|u)\b[^>]*>?/gi, "")
    .replace(/<\/?[a-z][^>]*>?/gi, " ")
    // Declarations, processing instructions and stray closing marks ("<!DOCTYPE", "<?xml", "</").
    .replace(/<[!/?][^>]*>?/g, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/** SPEC §3: cut to 200 characters plus '...' when longer. */
export function truncateSummary(text: string, max = SUMMARY_MAX_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function isBreakingTitle(title: string): boolean {
  const lower = title.toLowerCase();
  return BREAKING_KEYWORDS.some((keyword) => lower.includes(keyword));
}

/** SPEC §3 "Image choice": the default illustration picked by title keyword, in the spec's order. */
export function defaultImageFor(title: string): string {
  const lower = title.toLowerCase();
  if (lower.includes("express entry") || lower.includes("immigration"))
    return DEFAULT_NEWS_IMAGES.expressEntry;
  if (lower.includes("student") || lower.includes("study")) return DEFAULT_NEWS_IMAGES.study;
  if (lower.includes("provincial") || lower.includes("province")) return DEFAULT_NEWS_IMAGES.provincial;
  if (lower.includes("work permit") || lower.includes("employment")) return DEFAULT_NEWS_IMAGES.work;
  return DEFAULT_NEWS_IMAGES.generic;
}

/** An absolute http(s) URL, or undefined: `javascript:`, `data:` and unparseable links never reach the page. */
export function absoluteHttpUrl(value: string | undefined, base = FEED_LINK_BASE): string | undefined {
  const trimmed = decodeEntities(value?.trim() ?? "");
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function firstImageInHtml(html: string): string | undefined {
  const match = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function parseDate(value: string | undefined, now: Date): Date {
  if (!value?.trim()) return now;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? now : parsed;
}

/** Breaking news first, then the newest first (SPEC §4 "News loading"). */
export function sortNews<T extends Pick<NewsItem, "isBreakingNews" | "date">>(items: T[]): T[] {
  return [...items].sort((a, b) => {
    if (a.isBreakingNews !== b.isBreakingNews) return a.isBreakingNews ? -1 : 1;
    return Date.parse(b.date) - Date.parse(a.date);
  });
}

export interface NormaliseOptions {
  now?: Date;
  /** Where a link that is missing or unsafe points instead (the department's news page). */
  fallbackLink: string;
  limit?: number;
}

/**
 * SPEC §3 normalisation: the feed's first entries, ids sequential from 1 in feed order, clean text,
 * absolute links, an image for every item; then the spec's order.
 */
export function normaliseFeedItems(raw: RawFeedItem[], options: NormaliseOptions): NewsItem[] {
  const now = options.now ?? new Date();
  const items = raw.slice(0, options.limit ?? NEWS_FEED_COUNT).map((entry, index): NewsItem => {
    const title = stripMarkup(entry.title ?? "");
    const content = entry.content ?? "";
    const imageUrl =
      absoluteHttpUrl(entry.enclosure?.link) ??
      absoluteHttpUrl(entry.enclosure?.url) ??
      absoluteHttpUrl(firstImageInHtml(content)) ??
      defaultImageFor(title);
    return {
      id: index + 1,
      title,
      summary: truncateSummary(stripMarkup(content)),
      date: parseDate(entry.pubDate, now).toISOString(),
      isBreakingNews: isBreakingTitle(title),
      link: absoluteHttpUrl(entry.link) ?? options.fallbackLink,
      imageUrl,
    };
  });
  return sortNews(items);
}
