import type { Route } from "./+types/api.intake";
import { handleIntakeSubmit } from "~/features/intake/api.server";
import { methodNotAllowed } from "~/lib/http.server";

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleIntakeSubmit(context, request);
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
