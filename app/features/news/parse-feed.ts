import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { RawFeedItem } from "./news-item";

/** A feed that could not be read; `message` is the spec's error text (SPEC §8 "News"). */
export class FeedError extends Error {
  override name = "FeedError";
}

export const PARSE_FAILURE = "Failed to parse RSS feed";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Internal DTD entities are an expansion-bomb vector and never needed by a news feed.
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => name === "entry" || name === "item" || name === "link" || name === "enclosure",
  // The callback above reads only the tag name: without this the parser builds every element's path
  // as a string for it.
  jPath: false,
});

type Node = Record<string, unknown>;

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === "object") return text((value as Node)["#text"]);
  return undefined;
}

/* The five predefined XML entities, decoded after parsing (entity processing is off, see above). */
function xmlText(value: unknown): string | undefined {
  const raw = text(value);
  return raw?.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) =>
    name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : name === "apos" ? "'" : "&",
  );
}

function atomLinks(entry: Node): { href?: string; rel?: string; type?: string }[] {
  const links = (entry.link as unknown[] | undefined) ?? [];
  return links.map((link) =>
    typeof link === "string"
      ? { href: link }
      : {
          href: xmlText((link as Node)["@href"]),
          rel: text((link as Node)["@rel"]),
          type: text((link as Node)["@type"]),
        },
  );
}

function fromAtom(entry: Node): RawFeedItem {
  const links = atomLinks(entry);
  const page = links.find((l) => !l.rel || l.rel === "alternate") ?? links.find((l) => l.rel !== "enclosure");
  const enclosure = links.find((l) => l.rel === "enclosure" && (!l.type || l.type.startsWith("image/")));
  return {
    title: xmlText(entry.title),
    content: xmlText(entry.content) ?? xmlText(entry.summary),
    pubDate: xmlText(entry.published) ?? xmlText(entry.updated),
    link: page?.href,
    enclosure: enclosure?.href ? { link: enclosure.href } : undefined,
  };
}

function fromRss(item: Node): RawFeedItem {
  const enclosures = (item.enclosure as Node[] | undefined) ?? [];
  const image = enclosures.find((e) => {
    const type = text(e["@type"]);
    return !type || type.startsWith("image/");
  });
  const link = (item.link as unknown[] | undefined)?.map(xmlText).find(Boolean);
  const media = item["media:content"] as Node | undefined;
  const mediaUrl = media && typeof media === "object" ? xmlText(media["@url"]) : undefined;
  const imageUrl = image ? xmlText(image["@url"]) : mediaUrl;
  return {
    title: xmlText(item.title),
    content: xmlText(item["content:encoded"]) ?? xmlText(item.description),
    pubDate: xmlText(item.pubDate) ?? xmlText(item["dc:date"]),
    link: link ?? xmlText(item.guid),
    enclosure: imageUrl ? { url: imageUrl } : undefined,
  };
}

/** Entries of an Atom or RSS 2.0 document, in feed order. Throws FeedError when it is neither. */
export function parseFeedXml(xml: string): RawFeedItem[] {
  if (XMLValidator.validate(xml) !== true) throw new FeedError(PARSE_FAILURE);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw new FeedError(PARSE_FAILURE);
  }
  const feed = document.feed as Node | undefined;
  if (feed && typeof feed === "object") return ((feed.entry as Node[] | undefined) ?? []).map(fromAtom);
  const channel = (document.rss as Node | undefined)?.channel as Node | undefined;
  if (channel && typeof channel === "object")
    return ((channel.item as Node[] | undefined) ?? []).map(fromRss);
  throw new FeedError(PARSE_FAILURE);
}

/* The service writes UTC dates as "2024-07-01 13:00:00", which Date would read as local time. */
function utcDate(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(" ", "T")}Z` : value;
}

/** SPEC §7 call 1: the feed-to-JSON service's body, read for status, message and items. */
export function parseRss2Json(body: unknown): RawFeedItem[] {
  const data = (body && typeof body === "object" ? body : {}) as Node;
  if (data.status !== "ok") {
    const message = typeof data.message === "string" && data.message ? data.message : PARSE_FAILURE;
    throw new FeedError(`API error: ${message}`);
  }
  const items = Array.isArray(data.items) ? (data.items as Node[]) : [];
  return items
    .filter((item) => item && typeof item === "object")
    .map((item) => {
      const enclosure = item.enclosure && typeof item.enclosure === "object" ? (item.enclosure as Node) : {};
      return {
        title: text(item.title),
        content: text(item.content) ?? text(item.description),
        pubDate: utcDate(text(item.pubDate)),
        link: text(item.link),
        enclosure: { link: text(enclosure.link), url: text(enclosure.url) },
      };
    });
}

/** SPEC §8: 'Network response error (status): message', the message from the body, else 'Unknown error' or the status text. */
export function networkErrorMessage(status: number, statusText: string, bodyText: string): string {
  let message: string;
  try {
    const body = JSON.parse(bodyText) as { message?: unknown } | null;
    message = (typeof body?.message === "string" && body.message) || statusText;
  } catch {
    message = "Unknown error";
  }
  return `Network response error (${status}): ${message}`;
}
