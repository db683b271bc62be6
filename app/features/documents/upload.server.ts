import { and, eq, isNull } from "drizzle-orm";
import pLimit from "p-limit";
import type { Database } from "~/db/client";
import { documentItems } from "~/db/schema/documents";
import { readForm } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { isUuid, storeFile, type DocumentStore } from "./documents.server";
import { checkDocument } from "./file-checks.server";
import { noteUpload, type NoticeOffice } from "./upload-notice.server";
import { MAX_DOCUMENT_BYTES, type DocumentFormat, type FileProblem } from "./file-problems";

/** The form around the file (its item id, the multipart headers) is small. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** A whole upload request: a larger one is refused (413) from its declared length, before it is read. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES;
/** Uploads per client per quarter hour: a whole checklist and its replacements, not a flood. */
export const UPLOAD_RATE = { limit: 40, windowMs: 15 * 60 * 1000 };
/** A file's name as shown back to its owner and the consultant; the bytes decide everything else. */
const NAME_MAX = 160;
/**
 * Reading, checking, sealing and storing a file holds several copies of it at once (the request,
 * the parsed form, the sealed bytes, their encoding for the database). One upload at a time keeps a
 * burst from multiplying them; the others wait with their bytes still in the network (or in the
 * reverse proxy, which buffers request bodies). Twenty 4 MB files at once: about 95 MB over an idle
 * server instead of 125 MB with two at a time, and 5.8 s for all twenty instead of 4.6 s.
 */
const receiving = pLimit(1);

export type UploadError = "noFile" | "notFound" | "alreadyAccepted" | "tooMany" | "unavailable";

export type UploadOutcome =
  | { ok: true; status: 200; itemId: string }
  | { ok: false; status: 413 | 422; itemId?: string; problems: FileProblem[] }
  | { ok: false; status: 400 | 404 | 409 | 429 | 503; itemId?: string; error: UploadError };

/** The extension of each format the checks recognise, whatever the file was called. */
const EXTENSIONS: Readonly<Record<DocumentFormat, string>> = {
  pdf: ".pdf",
  jpeg: ".jpg",
  png: ".png",
  tiff: ".tif",
};

/**
 * Keeps the name a person gave the file, without folders, control or format characters (a right-to-left
 * override turns "report‮gnp.hta" into what reads as "reportath.png"), and with the extension of the type
 * its bytes were found to be: the consultant's computer opens a download by its extension, so a PDF sent as
 * "passport.html" is saved as "passport.pdf".
 */
export function cleanFileName(name: string, format: DocumentFormat): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .toWellFormed()
    // An extension has a letter: "Relevé 2026.03" keeps its month.
    .replace(/\.(?=\p{N}*\p{L})[\p{L}\p{N}]{1,8}$/u, "")
    .trim();
  const extension = EXTENSIONS[format];
  return `${clean.slice(0, NAME_MAX - extension.length).trimEnd() || "document"}${extension}`;
}

/**
 * Receives one file for one line of the client's own checklist: at most the size cap is read, the
 * bytes are checked against the document rules, and only a file that passes every check is stored.
 */
export async function receiveUpload(
  store: DocumentStore,
  userId: string,
  request: Request,
  {
    rateMultiplier = 1,
    office,
    now,
  }: {
    rateMultiplier?: number;
    /** Tells the consultant (in a digest, at most hourly per client); tests leave it out. */
    office?: NoticeOffice;
    now?: Date;
  } = {},
): Promise<UploadOutcome> {
  const rate = await hitRateLimit(store.db, `documents:${userId}`, UPLOAD_RATE, rateMultiplier);
  if (!rate.allowed) return { ok: false, status: 429, error: "tooMany" };
  // Refused before it waits its turn: a request announcing too many bytes is not read at all.
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return tooLarge(declared);
  const notify = office
    ? (tx: Database, itemId: string, change: { replaced: boolean }) =>
        noteUpload(tx, store.sealer, office, userId, { item: itemId, ...change }, now)
    : undefined;
  return receiving(() => readCheckAndStore(store, userId, request, notify));
}

function tooLarge(bytes: number): UploadOutcome {
  return { ok: false, status: 413, problems: [{ rule: "size", bytes }] };
}

async function readCheckAndStore(
  store: DocumentStore,
  userId: string,
  request: Request,
  notify?: (tx: Database, itemId: string, change: { replaced: boolean }) => Promise<void>,
): Promise<UploadOutcome> {
  const form = await readForm(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!form.ok) {
    return form.response.status === 413
      ? tooLarge(MAX_UPLOAD_REQUEST_BYTES + 1)
      : { ok: false, status: 400, error: "noFile" };
  }
  const itemId = form.value.get("item");
  const file = form.value.get("file");
  if (!isUuid(itemId)) return { ok: false, status: 400, error: "notFound" };
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, itemId, error: "noFile" };
  const [item] = await store.db
    .select({ kind: documentItems.kind })
    .from(documentItems)
    .where(
      and(eq(documentItems.id, itemId), eq(documentItems.userId, userId), isNull(documentItems.removedAt)),
    );
  if (!item) return { ok: false, status: 404, itemId, error: "notFound" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = await checkDocument(bytes, item.kind);
  if (!checked.ok) return { ok: false, status: 422, itemId, problems: checked.problems };
  const stored = await storeFile(
    store,
    userId,
    itemId,
    { name: cleanFileName(file.name, checked.file.format), bytes, checked: checked.file },
    notify && ((tx, change) => notify(tx, itemId, change)),
  );
  if (stored === "notFound") return { ok: false, status: 404, itemId, error: "notFound" };
  if (stored === "accepted") return { ok: false, status: 409, itemId, error: "alreadyAccepted" };
  logger.info({ itemId, bytes: checked.file.bytes, format: checked.file.format }, "document received");
  return { ok: true, status: 200, itemId };
}
