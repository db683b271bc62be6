import { and, eq, isNull } from "drizzle-orm";
import pLimit from "p-limit";
import type { Database } from "~/db/client";
import { documentItems } from "~/db/schema/documents";
import { logger } from "~/lib/logger.server";
import { ByteBudget, readRequestBody } from "~/lib/read-capped.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { storeFile, type DocumentStore } from "./documents.server";
import { checkDocument } from "./file-checks.server";
import { multipartParts } from "./multipart.server";
import { noteUpload, type NoticeOffice } from "./upload-notice.server";
import { MAX_DOCUMENT_BYTES, type DocumentFormat, type FileProblem } from "./file-problems";

/** The form around the file (its item id, the multipart headers) is small. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** A whole upload request: a larger one is refused (413) from its declared length, before it is read. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES;
/** Uploads per client per quarter hour: a whole checklist and its replacements, not a flood. */
export const UPLOAD_RATE = { limit: 40, windowMs: 15 * 60 * 1000 };
/**
 * The time a request has to deliver its body: 4 MB at 0.6 Mbit/s. The reverse proxy receives the
 * body before it passes the request on, so behind it the body arrives at once.
 */
export const UPLOAD_BODY_DEADLINE_MS = 60_000;
/** What a client whose other upload is still going is told to wait. */
const IN_PROGRESS_RETRY_S = 10;
/** A file's name as shown back to its owner and the consultant; the bytes decide everything else. */
const NAME_MAX = 160;
/**
 * Bodies held in memory at once, read or being read: six files at the limit. Twenty clients sending
 * at once would otherwise hold 80 MB of bodies while their files wait to be checked and stored. A body
 * reserves the length it announces, so six clients announcing large files and sending them slowly
 * delay the others until their deadline, which the reverse proxy prevents by receiving bodies first.
 */
const bodies = new ByteBudget(3 * MAX_DOCUMENT_BYTES);
/**
 * Sealing and storing a file holds several copies of it at once (the sealed bytes, their encoding for
 * the database), and the embedded database takes one query at a time anyway: one file is stored at a
 * time. Bodies are read, and files checked, before their turn, so a slow sender or a slow file holds
 * up no one else's.
 */
const storing = pLimit(1);
/** Clients with an upload in progress: one each. */
const uploading = new Set<string>();

export type UploadError =
  "noFile" | "notFound" | "alreadyAccepted" | "tooMany" | "inProgress" | "timedOut" | "unavailable";

export type UploadOutcome =
  | { ok: true; status: 200; itemId: string }
  | { ok: false; status: 413 | 422; itemId?: string; problems: FileProblem[] }
  | { ok: false; status: 429; error: "tooMany" | "inProgress"; retryAfterSeconds: number; itemId?: undefined }
  | { ok: false; status: 400 | 404 | 408 | 409 | 503; itemId?: string; error: UploadError };

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
 * Receives one file for one line of the client's own checklist: at most the size cap is read, within
 * the deadline, the bytes are checked against the document rules, and only a file that passes every
 * check is stored.
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
  if (uploading.has(userId)) {
    return { ok: false, status: 429, error: "inProgress", retryAfterSeconds: IN_PROGRESS_RETRY_S };
  }
  uploading.add(userId);
  try {
    const rate = await hitRateLimit(store.db, `documents:${userId}`, UPLOAD_RATE, rateMultiplier);
    if (!rate.allowed) {
      return { ok: false, status: 429, error: "tooMany", retryAfterSeconds: rate.retryAfterSeconds };
    }
    const body = await readRequestBody(request, {
      maxBytes: MAX_UPLOAD_REQUEST_BYTES,
      deadlineMs: UPLOAD_BODY_DEADLINE_MS,
      budget: bodies,
    });
    if (!body.ok) return refusedBody(body.reason, request);
    const notify = office
      ? (tx: Database, itemId: string, change: { replaced: boolean }) =>
          noteUpload(tx, store.sealer, office, userId, { item: itemId, ...change }, now)
      : undefined;
    try {
      const form = readForm(body.bytes, request.headers.get("content-type") ?? "");
      return await checkAndStore(store, userId, form, notify);
    } finally {
      bodies.release(body.held);
    }
  } finally {
    uploading.delete(userId);
  }
}

function refusedBody(reason: "tooLarge" | "timedOut" | "broken", request: Request): UploadOutcome {
  if (reason === "timedOut") return { ok: false, status: 408, error: "timedOut" };
  if (reason === "broken") return { ok: false, status: 400, error: "noFile" };
  const declared = Number(request.headers.get("content-length")) || 0;
  return tooLarge(Math.max(declared, MAX_UPLOAD_REQUEST_BYTES + 1));
}

function tooLarge(bytes: number): UploadOutcome {
  return { ok: false, status: 413, problems: [{ rule: "size", bytes }] };
}

/** The form's item id and file, or undefined when the body is not a multipart form. */
function readForm(body: Uint8Array, contentType: string) {
  const parts = multipartParts(body, contentType);
  if (!parts) return undefined;
  const item = parts.find((part) => part.name === "item" && part.filename === undefined);
  const file = parts.find((part) => part.name === "file" && part.filename !== undefined);
  return {
    itemId: item && new TextDecoder().decode(item.content),
    file: file && { name: file.filename!, bytes: file.content },
  };
}

async function checkAndStore(
  store: DocumentStore,
  userId: string,
  form: ReturnType<typeof readForm>,
  notify?: (tx: Database, itemId: string, change: { replaced: boolean }) => Promise<void>,
): Promise<UploadOutcome> {
  if (!form) return { ok: false, status: 400, error: "noFile" };
  const { itemId, file } = form;
  if (!isUuid(itemId)) return { ok: false, status: 400, error: "notFound" };
  if (!file || file.bytes.length === 0) return { ok: false, status: 400, itemId, error: "noFile" };
  const [item] = await store.db
    .select({ kind: documentItems.kind })
    .from(documentItems)
    .where(
      and(eq(documentItems.id, itemId), eq(documentItems.userId, userId), isNull(documentItems.removedAt)),
    );
  if (!item) return { ok: false, status: 404, itemId, error: "notFound" };
  const { bytes } = file;
  const checked = await checkDocument(bytes, item.kind);
  if (!checked.ok) return { ok: false, status: 422, itemId, problems: checked.problems };
  const stored = await storing(() =>
    storeFile(
      store,
      userId,
      itemId,
      { name: cleanFileName(file.name, checked.file.format), bytes, checked: checked.file },
      notify && ((tx, change) => notify(tx, itemId, change)),
    ),
  );
  if (stored === "notFound") return { ok: false, status: 404, itemId, error: "notFound" };
  if (stored === "accepted") return { ok: false, status: 409, itemId, error: "alreadyAccepted" };
  logger.info({ itemId, bytes: checked.file.bytes, format: checked.file.format }, "document received");
  return { ok: true, status: 200, itemId };
}
