import type { Route } from "./+types/api.contact";
import { handleContactJson } from "~/features/contact/contact.server";
import { methodNotAllowed } from "~/lib/http.server";

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleContactJson(context, request);
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
