import { absoluteUrl } from "~/lib/seo/meta";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /fr/admin",
    "Disallow: /api/",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
