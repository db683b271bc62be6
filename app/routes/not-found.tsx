import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/error-page";
import { errorTitles } from "~/components/layout/error-titles";
import { localeFromPath } from "~/lib/i18n/locale";
import { documentTitle } from "~/lib/seo/meta";
import { logger } from "~/lib/logger.server";

export const handle = { noAlternates: true };

export function loader({ url }: Route.LoaderArgs) {
  logger.warn({ path: url.pathname }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: documentTitle(errorTitles[localeFromPath(location.pathname)].notFound) },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
