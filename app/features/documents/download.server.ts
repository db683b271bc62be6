import type { StoredFile } from "./documents.server";

/**
 * A document's answers, the file and the router's `.data` request for the same address alike: kept by
 * no cache, shared or not.
 */
export const privateHeaders = { "Cache-Control": "private, no-store" } as const;

/** RFC 6266: an ASCII fallback name for old clients, and the real name in UTF-8. */
function dispositionOf(name: string): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "_") || "document";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a stored document to be saved, never shown in the page: the browser gets the type the
 * server found from the bytes (one of four) and keeps no copy. Every answer of the site already
 * forbids guessing another type (X-Content-Type-Options).
 */
export function fileResponse(file: Pick<StoredFile, "name" | "contentType" | "bytes">): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": dispositionOf(file.name),
      ...privateHeaders,
    },
  });
}
