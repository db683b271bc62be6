import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { $ZodType, input, output } from "zod/v4/core";
import { failedWrite } from "~/lib/failed-write.server";
import { readForm } from "~/lib/http.server";
import { localeFromPath, type Locale } from "~/lib/i18n/locale";
import { parseSubmission } from "~/lib/parse-submission.server";
import { resultAnswer } from "~/lib/result-answer.server";
import { adminIntents, type AdminIntent, type AdminResult } from "./action-result";
import { noStoreHeaders } from "./guard.server";

/** A back-office change's answer, its HTTP status told by its outcome; never kept by a cache. */
export function adminAnswer(result: AdminResult) {
  return resultAnswer(result, noStoreHeaders);
}

type Change<Schema extends $ZodType> =
  | { ok: true; input: output<Schema>; submission: Submission<input<Schema>, string[], output<Schema>> }
  | { ok: false; answer: ReturnType<typeof adminAnswer> };

/**
 * A back-office change as its form posts it (POST only), checked by Conform with the schema of the
 * page's language, which words the field errors. Refused (400) when unreadable or not valid, with
 * Conform's reply: the typed values and the errors. The layout has let only the consultant in, and
 * the server has refused other sites' posts.
 */
export async function readChange<Schema extends $ZodType>(
  request: Request,
  schemaOf: (locale: Locale) => Schema,
): Promise<Change<Schema>> {
  if (request.method !== "POST") {
    throw data(null, { status: 405, headers: { Allow: "POST", ...noStoreHeaders } });
  }
  const form = await readForm(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const submission = form.ok ? parseSubmission(form.value, schemaOf(locale)) : null;
  if (submission?.status !== "success") {
    // Named by the form it came from, so that form shows its errors and what was typed without JavaScript.
    const sent = form.ok ? form.value.get("intent") : null;
    const intent = adminIntents.find((known) => known === sent);
    return { ok: false, answer: adminAnswer({ status: "invalid", intent, submission: submission?.reply() }) };
  }
  return { ok: true, input: submission.value, submission };
}

/** A change whose write threw: a 503 (`failedWrite`) that keeps what was typed. */
export function failedChange(
  error: unknown,
  what: string,
  intent: AdminIntent,
  submission: Submission<unknown>,
) {
  return failedWrite<AdminResult>(
    error,
    what,
    { status: "unavailable", intent, submission: submission.reply() },
    { log: { intent }, headers: noStoreHeaders },
  );
}
