import { readRequestBody } from "./read-capped.server";

/** Default cap on a request body: forms and JSON here are small. */
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return Response.json({ error, ...extra }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * Reads the body, refusing more than `maxBytes` (413) without buffering the excess (see
 * `readRequestBody`). Never throws: a broken stream is a 400.
 */
async function readBodyBytes(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<BodyResult<Uint8Array<SharedArrayBuffer>>> {
  const body = await readRequestBody(request, { maxBytes });
  if (body.ok) return { ok: true, value: body.bytes };
  // With no deadline, a body is only ever refused as too large or broken.
  return {
    ok: false,
    response:
      body.reason === "broken"
        ? jsonError(400, "Unreadable request body")
        : jsonError(413, "Request body too large"),
  };
}

/** Reads the body as text, with the limits of `readBodyBytes`. */
export async function readBodyText(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<BodyResult<string>> {
  const body = await readBodyBytes(request, maxBytes);
  return body.ok ? { ok: true, value: new TextDecoder().decode(body.value) } : body;
}

/**
 * PostgreSQL stores neither NUL nor an unpaired surrogate (in text or jsonb): such a character in a
 * body would fail the query, a 5xx. Neither can be typed, so they leave here, for every reader.
 */
export function wellFormedText(value: string): string {
  return value.replaceAll("\u0000", "").toWellFormed();
}

const wellFormedStrings = (_key: string, value: unknown) =>
  typeof value === "string" ? wellFormedText(value) : value;

/** Parses a JSON body (400 on bad JSON, 413 when too large, 415 when not JSON). */
export async function readJson(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<BodyResult<unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "Content-Type must be application/json") };
  }
  const text = await readBodyText(request, maxBytes);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value, wellFormedStrings) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "Malformed JSON body") };
  }
}

/**
 * Parses an urlencoded or multipart form body with a size cap; never throws. Text is made storable
 * (see `wellFormedText`); files pass as they came.
 */
export async function readForm(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<BodyResult<FormData>> {
  const type = request.headers.get("content-type") ?? "";
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return body;
  try {
    // A Response takes no shared memory (it would read it as text): the form gets a copy of its own.
    const parsed = await new Response(body.value.slice(), { headers: { "content-type": type } }).formData();
    const form = new FormData();
    for (const [key, value] of parsed) {
      if (typeof value === "string") form.append(wellFormedText(key), wellFormedText(value));
      else form.append(wellFormedText(key), value);
    }
    return { ok: true, value: form };
  } catch {
    return { ok: false, response: jsonError(400, "Malformed form body") };
  }
}

/** 405 with the allowed methods, for resource routes. */
export function methodNotAllowed(allow: string[]): Response {
  return jsonError(405, "Method not allowed", {}, { Allow: allow.join(", ") });
}
