import type { Route } from "./+types/sitemap[.]xml";
import { publicOriginOf } from "~/lib/seo/origin.server";
import { buildSitemap } from "~/lib/seo/sitemap";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildSitemap(publicOriginOf(context)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
