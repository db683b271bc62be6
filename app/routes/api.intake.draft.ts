import type { Route } from "./+types/api.intake.draft";
import { handleDraftSave } from "~/features/intake/api.server";
import { methodNotAllowed } from "~/lib/http.server";

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
  return handleDraftSave(context, request);
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
