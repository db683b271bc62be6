/** SPEC §9 "News feed count", "News carousel", "News refresh" and "Sample news data", named as the spec names them. */
export const NEWS_FEED_COUNT = 10;
export const SUMMARY_MAX_CHARS = 200;
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_SLIDE_MS = 500;
export const NEWS_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
export const BREAKING_CHECK_MS = 3 * 60 * 60 * 1000;
export const FIRST_BREAKING_CHECK_DELAY_MS = 30_000;
/** SPEC §7 call 2: the backup source answers nothing after this delay; the notices keep that rhythm. */
export const BACKUP_SOURCE_DELAY_MS = 500;

/** SPEC §5 "Breaking-news detection": matched anywhere in the title, ignoring case. */
export const BREAKING_KEYWORDS = [
  "breaking",
  "urgent",
  "alert",
  "important update",
  "new policy",
  "immediate",
] as const;

/** DECISIONS "News": relative links in the government feed point into canada.ca. */
export const FEED_LINK_BASE = "https://www.canada.ca";

export const DEFAULT_NEWS_IMAGES = {
  expressEntry: "/images/news/express-entry.svg",
  study: "/images/news/study.svg",
  provincial: "/images/news/provincial.svg",
  work: "/images/news/work.svg",
  generic: "/images/news/generic.svg",
} as const;

/** Intrinsic size of the default illustrations, so slides reserve their space before images load. */
export const NEWS_IMAGE_WIDTH = 640;
export const NEWS_IMAGE_HEIGHT = 360;
