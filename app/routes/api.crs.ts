import type { Route } from "./+types/api.crs";
import { stateFromJson } from "~/features/crs/codec";
import { calculateCrs } from "~/features/crs/engine";
import { configuredRuleSet } from "~/features/crs/rule-set.server";
import { jsonError, methodNotAllowed, readJson } from "~/lib/http.server";

/** A form state is a few hundred bytes; anything near this size is not one. */
const MAX_BODY_BYTES = 16 * 1024;

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJson(request, MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.response.status !== 400) return body.response;
    return jsonError(400, "Malformed JSON body", { field: "body" });
  }
  const parsed = stateFromJson(body.value);
  if (!parsed.ok) return jsonError(400, parsed.error, { field: parsed.field });
  const { total, breakdown } = calculateCrs(parsed.state, configuredRuleSet(context));
  return Response.json({ total, breakdown }, { headers: { "Cache-Control": "no-store" } });
}
