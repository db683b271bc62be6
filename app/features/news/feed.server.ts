import { readCapped } from "~/lib/read-capped.server";
import { NEWS_FEED_COUNT } from "./news-constants";
import type { RawFeedItem } from "./news-item";
import { FeedError, PARSE_FAILURE, networkErrorMessage, parseFeedXml, parseRss2Json } from "./parse-feed";

/** A feed larger than this is not a news feed: refuse it rather than hold it in memory. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 8000;

export interface FeedRequest {
  url: string;
  /** When set, the feed is read through the feed-to-JSON service (SPEC §7 call 1). */
  rss2jsonKey?: string;
  rss2jsonEndpoint: string;
  timeoutMs?: number;
}

async function get(
  url: string,
  accept: string,
  timeoutMs: number,
): Promise<{ response: Response; body: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { headers: { Accept: accept }, signal, redirect: "follow" });
    const body = await readCapped(response, MAX_FEED_BYTES);
    if (body === null) throw new FeedError(`Feed larger than ${MAX_FEED_BYTES} bytes`);
    return { response, body };
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`Feed did not answer within ${timeoutMs} ms`);
    throw new FeedError(`Feed unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The entries of the configured feed, read directly (Atom or RSS 2.0) or through the feed-to-JSON service. */
export async function fetchFeedItems(request: FeedRequest): Promise<RawFeedItem[]> {
  const timeoutMs = request.timeoutMs ?? FEED_TIMEOUT_MS;
  if (request.rss2jsonKey) {
    const url = new URL(request.rss2jsonEndpoint);
    url.searchParams.set("rss_url", request.url);
    url.searchParams.set("api_key", request.rss2jsonKey);
    url.searchParams.set("count", String(NEWS_FEED_COUNT));
    const { response, body } = await get(url.href, "application/json", timeoutMs);
    if (!response.ok) throw new FeedError(networkErrorMessage(response.status, response.statusText, body));
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      throw new FeedError(`API error: ${PARSE_FAILURE}`);
    }
    return parseRss2Json(data);
  }
  const { response, body } = await get(
    request.url,
    "application/atom+xml, application/rss+xml, application/xml;q=0.9, text/xml;q=0.9",
    timeoutMs,
  );
  if (!response.ok) {
    throw new FeedError(
      `Network response error (${response.status}): ${response.statusText || "Unknown error"}`,
    );
  }
  return parseFeedXml(body);
}
