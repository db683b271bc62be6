import { data } from "react-router";
import type { Route } from "./+types/resources.document-templates.$file";
import { localeFromPath } from "~/lib/i18n/locale";
import { templateContentType, templateFile } from "~/features/resources/template-file.server";

/** The downloadable template files, generated from the page's text in the page's language. */
export async function loader({ params, url }: Route.LoaderArgs) {
  const file = await templateFile(localeFromPath(url.pathname), params.file);
  if (!file) throw data(null, { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": templateContentType,
      "Content-Length": String(file.body.byteLength),
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
