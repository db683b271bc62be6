import type { Route } from "./+types/api.news.breaking";
import { newsApiResponse } from "~/features/news/news-api.server";
import { methodNotAllowed } from "~/lib/http.server";

export function loader({ url, context }: Route.LoaderArgs) {
  return newsApiResponse(context, url, "breaking");
}

export function action() {
  return methodNotAllowed(["GET"]);
}
