import { pages } from "~/config/page-list";
import { blogArticlePath, blogIds } from "~/config/pages/blog";
import { siteUrl, type Locale } from "~/lib/i18n/locale";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every indexable page in both languages at `origin`, each with its hreflang alternates. */
export function buildSitemap(origin: string): string {
  const paths = [
    ...Object.values(pages)
      .filter((p) => p.indexable !== false)
      .map((p) => p.path),
    ...blogIds.map(blogArticlePath),
  ];
  const url = (path: string, locale: Locale) => escapeXml(siteUrl(origin, path, locale));
  const entries = paths.flatMap((path) =>
    (["en", "fr"] as const).map(
      (locale) => `  <url>
    <loc>${url(path, locale)}</loc>
    <xhtml:link rel="alternate" hreflang="en-CA" href="${url(path, "en")}"/>
    <xhtml:link rel="alternate" hreflang="fr-CA" href="${url(path, "fr")}"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "en")}"/>
  </url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}
