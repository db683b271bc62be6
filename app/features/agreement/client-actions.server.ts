import type { SubmissionResult } from "@conform-to/react";
import type { Env } from "~/config/env.server";
import { failedWrite } from "~/lib/failed-write.server";
import { readForm } from "~/lib/http.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { parseSubmission } from "~/lib/parse-submission.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { resultAnswer } from "~/lib/result-answer.server";
import type { Services } from "~/lib/services.server";
import { listAgreements, signAgreement, terminateAgreement } from "./agreement.server";
import { clientAgreementSchemas } from "./client-changes";
import { agreementMessages } from "./messages";

/** What the client's agreement page answers a post, with or without JavaScript. */
export interface ClientAgreementResult {
  status: "saved" | "invalid" | "notFound" | "conflict" | "unavailable" | "unsent";
  intent?: "sign" | "terminate";
  submission?: SubmissionResult<string[]>;
}

const noStore = { "Cache-Control": "no-store" };

function answer(result: ClientAgreementResult) {
  return resultAnswer(result, noStore);
}

/**
 * The client signs a version they were given, or ends their agreement in writing. Someone else's or
 * a guessed agreement is a 404; a version replaced or already signed meanwhile a 409; a typed name
 * that is not the agreement's a field error, with what was typed kept.
 */
export async function handleClientAgreementPost(
  services: Pick<Services, "db" | "sealer" | "env" | "nudgeOutbox">,
  request: Request,
  userId: string,
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const submission = form.ok ? parseSubmission(form.value, clientAgreementSchemas(locale).any) : null;
  if (submission?.status !== "success") {
    // The form it came from, so that form shows its errors and keeps what was typed without JavaScript.
    const sent = form.ok ? form.value.get("intent") : null;
    const intent = sent === "sign" || sent === "terminate" ? sent : undefined;
    return answer({ status: "invalid", intent, submission: submission?.reply() });
  }
  const input = submission.value;
  const { db, sealer, nudgeOutbox } = services;
  try {
    if (input.intent === "sign") {
      const result = await signAgreement(
        db,
        sealer,
        {
          userId,
          id: input.id,
          typedName: input.typedName,
          pdfSha256: input.pdfSha256,
          ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown",
        },
        office,
      );
      if (result === "nameMismatch") {
        const [agreement] = (await listAgreements(db, sealer, userId)).filter((row) => row.id === input.id);
        const t = pick(agreementMessages, locale);
        const message = format(t.nameMismatch, { name: agreement?.terms.client.fullName ?? "" });
        return answer({
          status: "invalid",
          intent: "sign",
          submission: submission.reply({ fieldErrors: { typedName: [message] } }),
        });
      }
      if (result === "saved") nudgeOutbox();
      return answer({ status: result, intent: "sign", submission: submission.reply() });
    }
    const result = await terminateAgreement(
      db,
      sealer,
      { side: "client", userId },
      { id: input.id, reason: input.reason },
      office,
    );
    if (result === "saved") nudgeOutbox();
    return answer({ status: result, intent: "terminate", submission: submission.reply() });
  } catch (error) {
    return failedWrite<ClientAgreementResult>(
      error,
      "agreement post not saved",
      { status: "unavailable", intent: input.intent, submission: submission.reply() },
      { log: { intent: input.intent }, headers: noStore },
    );
  }
}
