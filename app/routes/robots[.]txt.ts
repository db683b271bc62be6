import type { Route } from "./+types/robots[.]txt";
import { absoluteUrl } from "~/lib/seo/origin";
import { publicOriginOf } from "~/lib/seo/origin.server";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /fr/admin",
    "Disallow: /api/",
    `Sitemap: ${absoluteUrl(publicOriginOf(context), "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
