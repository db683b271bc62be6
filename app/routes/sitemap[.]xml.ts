import { buildSitemap } from "~/lib/seo/sitemap";

export function loader() {
  return new Response(buildSitemap(), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
