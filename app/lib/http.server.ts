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
 * Reads the body, refusing more than `maxBytes` (413) without buffering the excess: a declared
 * length over the cap is refused before a byte is read. Never throws: a broken stream is a 400.
 */
async function readBodyBytes(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return { ok: false, response: jsonError(413, "Request body too large") };
  if (!request.body) return { ok: true, value: new Uint8Array() };
  const reader = request.body.getReader();
  // With a declared length the bytes go straight into one buffer; otherwise chunks are joined at the end.
  const exact = declared > 0 ? new Uint8Array(declared) : undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes || (exact && size + value.byteLength > exact.length)) {
        await reader.cancel().catch(() => {});
        return { ok: false, response: jsonError(413, "Request body too large") };
      }
      if (exact) exact.set(value, size);
      else chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    return { ok: false, response: jsonError(400, "Unreadable request body") };
  }
  if (exact) return { ok: true, value: size === exact.length ? exact : exact.subarray(0, size) };
  return { ok: true, value: Buffer.concat(chunks) };
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
    const parsed = await new Response(body.value, { headers: { "content-type": type } }).formData();
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
