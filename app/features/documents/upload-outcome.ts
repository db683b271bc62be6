import { z } from "zod";
import { isUuid } from "~/lib/uuid";
import type { FileProblem } from "./file-problems";
import type { UploadError, UploadOutcome } from "./upload.server";

/*
 * Without JavaScript, the upload form posts to the upload route, which answers with a redirect back
 * to the documents page. The outcome travels in the query string; the page reads it back through
 * the schema below, so a hand-edited address can only show one of the site's own sentences.
 */

const count = z.number().int().nonnegative().max(1e12);
const problem = z.discriminatedUnion("rule", [
  z.object({ rule: z.literal("type"), kind: z.enum(["scan", "photo"]) }),
  z.object({ rule: z.literal("size"), bytes: count }),
  z.object({ rule: z.literal("unreadable") }),
  z.object({ rule: z.literal("encrypted") }),
  z.object({ rule: z.literal("tooComplex") }),
  z.object({ rule: z.literal("active") }),
  z.object({
    rule: z.literal("resolution"),
    kind: z.enum(["scan", "photo"]),
    dpi: count.optional(),
    width: count,
    height: count,
  }),
  z.object({ rule: z.literal("proportion"), width: count, height: count }),
]) satisfies z.ZodType<FileProblem>;

const uploadErrors = [
  "noFile",
  "notFound",
  "alreadyAccepted",
  "tooMany",
  "inProgress",
  "timedOut",
  "unavailable",
] as const satisfies readonly UploadError[];

export type UploadNotice =
  | { itemId?: string; kind: "received" }
  | { itemId?: string; kind: "problems"; problems: FileProblem[] }
  | { itemId?: string; kind: "error"; error: UploadError };

/** What the page says about an upload, next to the line it was for. */
export interface NoticeText {
  itemId?: string;
  ok: boolean;
  /** The first line heads the list of reasons when there are several. */
  lines: string[];
}

export function noticeOf(outcome: UploadOutcome): UploadNotice {
  if (outcome.ok) return { itemId: outcome.itemId, kind: "received" };
  if ("problems" in outcome) return { itemId: outcome.itemId, kind: "problems", problems: outcome.problems };
  return { itemId: outcome.itemId, kind: "error", error: outcome.error };
}

export function noticeToQuery(notice: UploadNotice): URLSearchParams {
  const query = new URLSearchParams();
  if (notice.itemId) query.set("item", notice.itemId);
  if (notice.kind === "received") query.set("received", "1");
  if (notice.kind === "error") query.set("error", notice.error);
  if (notice.kind === "problems") query.set("problems", JSON.stringify(notice.problems));
  return query;
}

/** The notice a redirect carried, or undefined when the query holds none (or a malformed one). */
export function noticeFromQuery(query: URLSearchParams): UploadNotice | undefined {
  const item = query.get("item");
  const itemId = isUuid(item) ? item : undefined;
  if (query.get("received") === "1" && itemId) return { itemId, kind: "received" };
  const error = query.get("error");
  if (error) {
    return (uploadErrors as readonly string[]).includes(error)
      ? { itemId, kind: "error", error: error as UploadError }
      : undefined;
  }
  const problems = query.get("problems");
  if (!problems) return undefined;
  try {
    const parsed = z.array(problem).min(1).max(4).safeParse(JSON.parse(problems));
    return parsed.success ? { itemId, kind: "problems", problems: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}
