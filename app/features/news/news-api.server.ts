import type { RouterContextProvider } from "react-router";
import { isLocale } from "~/lib/i18n/locale";
import { jsonError } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { servicesOf } from "~/lib/services.server";
import type { NewsResponse } from "./news-item";
import { newsConfig, newsFor } from "./news.server";
import { sampleNews } from "./sample-news";

/* Short enough that a new breaking item shows up quickly, long enough to absorb a burst of visitors. */
const CACHE_CONTROL = "public, max-age=60";

/**
 * GET /api/news and /api/news/breaking: `{ source, items }` for `?lang=en|fr` (English when absent).
 * Whatever fails behind it, the answer is the spec's last fallback, the sample items, never a 5xx.
 */
export async function newsApiResponse(
  context: Readonly<RouterContextProvider>,
  url: URL,
  only: "all" | "breaking",
): Promise<Response> {
  const lang = url.searchParams.get("lang") ?? "en";
  if (!isLocale(lang)) return jsonError(400, "lang must be en or fr", { field: "lang" });
  let body: NewsResponse;
  try {
    const { db, env } = servicesOf(context);
    body = await newsFor(db, newsConfig(env), lang);
  } catch (error) {
    logger.error({ err: error, locale: lang }, "stored news unavailable; serving the sample items");
    body = { source: "sample", items: sampleNews(lang) };
  }
  const items = only === "breaking" ? body.items.filter((item) => item.isBreakingNews) : body.items;
  return Response.json({ source: body.source, items }, { headers: { "Cache-Control": CACHE_CONTROL } });
}
