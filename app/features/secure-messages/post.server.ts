import { data, redirect } from "react-router";
import { checkDocument } from "~/features/documents/file-checks.server";
import { MAX_DOCUMENT_BYTES, problemMessage } from "~/features/documents/file-problems";
import { cleanFileName } from "~/features/documents/upload.server";
import { failedWrite } from "~/lib/failed-write.server";
import { readForm } from "~/lib/http.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { parseSubmission } from "~/lib/parse-submission.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import type { Services } from "~/lib/services.server";
import { messageSchema, type MessageOutcome, type Side } from "./thread-values";
import { MESSAGE_RATE, postMessage } from "./thread.server";

/** The form around the file is small. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * A message posted in a client's thread, by the client or the consultant, with or without JavaScript:
 * a body of at most a file and its form, a rate limit per thread and side, the text checked, the file
 * checked as the documents are; then one write. A sent message redirects to the thread (303); anything
 * else answers with the typed text kept. Never a 500: a database fault is a 503.
 */
export async function handleMessagePost(
  {
    db,
    sealer,
    bucket,
    env,
    nudgeOutbox,
  }: Pick<Services, "db" | "sealer" | "bucket" | "env" | "nudgeOutbox">,
  request: Request,
  /** The page's address, which a sent message returns to (the request's may be its `.data` twin). */
  url: URL,
  userId: string,
  from: Side,
) {
  const locale = localeFromPath(url.pathname);
  const form = await readForm(request, MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES);
  if (!form.ok) {
    const status = form.response.status === 413 ? "tooLarge" : "invalid";
    return data<MessageOutcome>({ status }, { status: form.response.status });
  }
  const submission = parseSubmission(form.value, messageSchema(locale));
  if (!submission) return data<MessageOutcome>({ status: "invalid" }, { status: 400 });
  if (submission.status !== "success") {
    return data<MessageOutcome>({ status: "invalid", submission: submission.reply() }, { status: 400 });
  }
  const typed = submission.reply();
  try {
    const limit = await hitRateLimit(
      db,
      `messages:${from}:${userId}`,
      MESSAGE_RATE,
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!limit.allowed) {
      return data<MessageOutcome>(
        { status: "tooMany", submission: typed, retryMinutes: Math.ceil(limit.retryAfterSeconds / 60) },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const upload = form.value.get("file");
    let file;
    if (upload instanceof File && upload.size > 0) {
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const checked = await checkDocument(bytes, "scan");
      if (!checked.ok) {
        const fieldErrors = { file: checked.problems.map((problem) => problemMessage(problem, locale)) };
        return data<MessageOutcome>(
          { status: "invalid", submission: submission.reply({ fieldErrors }) },
          { status: 422 },
        );
      }
      file = { name: cleanFileName(upload.name, checked.file.format), bytes, checked: checked.file };
    }
    const posted = await postMessage(
      { db, sealer, bucket },
      { userId, from, body: submission.value.body, file },
      env,
    );
    if (!posted) return data<MessageOutcome>({ status: "notFound", submission: typed }, { status: 404 });
    nudgeOutbox();
    return redirect(`${url.pathname}#latest`, 303);
  } catch (error) {
    return failedWrite<MessageOutcome>(error, "message not stored", {
      status: "unavailable",
      submission: typed,
    });
  }
}
