import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/error-page";
import { shellMessages } from "~/components/layout/shell-messages";
import { localeFromPath } from "~/lib/i18n/locale";
import { documentTitle } from "~/lib/seo/meta";
import { logger } from "~/lib/logger.server";

export const handle = { noAlternates: true };

export function loader({ url }: Route.LoaderArgs) {
  logger.warn({ path: url.pathname }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: documentTitle(shellMessages[localeFromPath(location.pathname)].notFoundTitle) },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
