/** SPEC §3 "News item", as the API sends it (the date as an ISO 8601 string). */
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  date: string;
  isBreakingNews: boolean;
  link: string;
  imageUrl: string;
}

/** Which link of the chain served the items: the feed now, the last stored items, or the sample items. */
export type NewsSource = "live" | "cache" | "sample";

export interface NewsResponse {
  source: NewsSource;
  items: NewsItem[];
}

/** One entry as read from a feed, before normalisation (SPEC §3: title, content, pubDate, link, enclosure). */
export interface RawFeedItem {
  title?: string;
  content?: string;
  pubDate?: string;
  link?: string;
  enclosure?: { link?: string; url?: string };
}
