import type { Route } from "./+types/api.auth.$";
import { authOf } from "~/features/auth/auth.server";
import { isServedAuthEndpoint } from "~/features/auth/endpoints";
import { jsonError, readBodyText, wellFormedText } from "~/lib/http.server";

/** Every better-auth request body is a few fields; better-auth itself sets no cap. */
const AUTH_MAX_BODY_BYTES = 16 * 1024;

/**
 * A NUL in a token or address reaches better-auth's queries, which PostgreSQL refuses (a 500):
 * such a link or body is refused here, and a JSON body's strings are made well-formed.
 */
function hasNul(url: URL): boolean {
  return [...url.searchParams].some(([key, value]) => `${key}${value}`.includes("\u0000"));
}

function formHasNul(text: string): boolean {
  try {
    return [...new URLSearchParams(text)].some(([key, value]) => `${key}${value}`.includes("\u0000"));
  } catch {
    return false;
  }
}

const notServed = () => jsonError(404, "Not found");

/** The better-auth endpoints the site uses, under its limits and password rules; no other. */
export const loader = ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  if (!isServedAuthEndpoint(url.pathname, request.method)) return notServed();
  if (hasNul(url)) return jsonError(400, "Invalid request");
  return authOf(context).handler(request);
};

export const action = async ({ request, context }: Route.ActionArgs) => {
  const url = new URL(request.url);
  if (!isServedAuthEndpoint(url.pathname, request.method)) return notServed();
  if (hasNul(url)) return jsonError(400, "Invalid request");
  const body = await readBodyText(request, AUTH_MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  let text = body.value;
  try {
    text = JSON.stringify(
      JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? wellFormedText(value) : value)),
    );
  } catch {
    // Not JSON: better-auth also reads form-encoded bodies, where a NUL arrives escaped as %00.
    if (text.includes("\u0000") || formHasNul(text)) return jsonError(400, "Invalid request");
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : text,
    signal: request.signal,
  });
  return authOf(context).handler(forwarded);
};
