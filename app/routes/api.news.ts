import type { Route } from "./+types/api.news";
import { newsApiResponse } from "~/features/news/news-api.server";
import { methodNotAllowed } from "~/lib/http.server";

export function loader({ url, context }: Route.LoaderArgs) {
  return newsApiResponse(context, url, "all");
}

export function action() {
  return methodNotAllowed(["GET"]);
}
