import { data, type RouterContextProvider } from "react-router";
import type { Env } from "~/config/env.server";
import { getUser } from "~/features/auth/session.server";
import { HONEYPOT_FIELD } from "~/features/contact/schema";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails } from "~/lib/email/outbox.server";
import { readForm } from "~/lib/http.server";
import type { Locale } from "~/lib/i18n/locale";
import { format, labelColon, pick } from "~/lib/i18n/messages";
import { logger } from "~/lib/logger.server";
import { parseSubmission } from "~/lib/parse-submission.server";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import type { Sealer } from "~/lib/security/encryption.server";
import { servicesOf } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { pathwaysLeads } from "~/db/schema/pathways";
import { sealPathwaysContent } from "./content.server";
import { profileFromSearchParams, profileToSearchParams, type PathwaysProfile } from "./profile";
import { sendMessages } from "./send-messages";
import { sendConsentText, sendSchema, type SendOutcome } from "./send-schema";
import { answerLines, hasAnswers, resultLines, sentResults } from "./sent-results";

/** The consultant's notice, in English: the office's working language, as for every other lead. */
const noticeText = {
  subject: "New pathways finder results: {name}",
  intro:
    "{name} ({email}) sent their pathways finder results from the {language} site. Their answers are listed below the link.",
  filed: "They were signed in to their client account: the results are also in their file.",
  results: "Results as they saw them:",
  open: "Open the lead in the back office",
  languages: { en: "English", fr: "French" },
} as const;

interface NewPathwaysLead {
  fullName: string;
  email: string;
  profile: PathwaysProfile;
  locale: Locale;
  /** The signed-in client's account, whose file the results join. */
  userId: string | null;
  consentedAt?: Date;
}

function consultantNotice(env: Pick<Env, "BASE_URL">, id: string, lead: NewPathwaysLead, lines: string[]) {
  const url = `${env.BASE_URL.replace(/\/$/, "")}/admin/leads/pathways/${id}`;
  return renderEmail({
    locale: "en",
    subject: format(noticeText.subject, { name: lead.fullName }),
    paragraphs: [
      format(noticeText.intro, {
        name: lead.fullName,
        email: lead.email,
        language: noticeText.languages[lead.locale],
      }),
      ...(lead.userId ? [noticeText.filed] : []),
      [noticeText.results, ...lines].join("\n"),
    ],
    action: { label: noticeText.open, url },
    details: answerLines(lead.profile, "en"),
  });
}

/**
 * Stores the lead with its answers and the results as computed now, sealed, and queues the
 * consultant's notice (Reply-To the visitor) in the same transaction.
 */
export async function savePathwaysLead(
  db: Database,
  sealer: Sealer,
  env: Pick<Env, "CONSULTANT_EMAIL" | "BASE_URL">,
  lead: NewPathwaysLead,
): Promise<string> {
  const results = sentResults(lead.profile);
  const query = profileToSearchParams(lead.profile).toString();
  const colon = labelColon.en;
  const lines = resultLines(results, "en").map(({ label, value }) => `${label}${colon}${value}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pathwaysLeads)
      .values({
        userId: lead.userId,
        email: lead.email,
        content: sealPathwaysContent(sealer, { fullName: lead.fullName, query, results }),
        locale: lead.locale,
        consentText: sendConsentText(lead.locale),
        consentedAt: lead.consentedAt ?? new Date(),
      })
      .returning({ id: pathwaysLeads.id });
    const notice = consultantNotice(env, row!.id, lead, lines);
    await enqueueEmails(tx, sealer, [
      { kind: "pathways-notification", to: env.CONSULTANT_EMAIL, replyTo: lead.email, ...notice },
    ]);
    return row!.id;
  });
}

/** Stranger-facing limit per client address, before RATE_LIMIT_MULTIPLIER: the contact form's. */
const SEND_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

const SEND_MAX_BODY_BYTES = 32 * 1024;

/**
 * The send page's action, for the form the browser posts itself (without JavaScript) and for the
 * router: body limit, rate limit, honeypot, validation, then one atomic write. Never throws: a
 * database fault is a 503 whose reply keeps what was typed.
 */
export async function sendPathwaysResults(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: Locale,
) {
  const body = await readForm(request, SEND_MAX_BODY_BYTES);
  if (!body.ok) return data<SendOutcome>({ status: "failed" }, { status: body.response.status });
  const submission = parseSubmission(body.value, sendSchema(locale));
  if (!submission) return data<SendOutcome>({ status: "invalid" }, { status: 400 });
  const result = submission.reply({ hideFields: [HONEYPOT_FIELD] });
  try {
    const { db, sealer, env, nudgeOutbox } = servicesOf(context);
    const limit = await hitRateLimit(
      db,
      `pathways-send:${clientIp(request)}`,
      SEND_RATE_LIMIT,
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!limit.allowed) {
      return data<SendOutcome>(
        { status: "limited", result },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const trap = body.value.get(HONEYPOT_FIELD);
    // A bot is told it succeeded, so it has no reason to try again differently.
    if (typeof trap === "string" && trap !== "") {
      const typed = body.value.get("email");
      return data<SendOutcome>({
        status: "sent",
        sent: { email: typeof typed === "string" ? typed : "", filed: false },
      });
    }
    if (submission.status !== "success") {
      return data<SendOutcome>({ status: "invalid", result }, { status: 400 });
    }
    const { fullName, email, profile: query } = submission.value;
    const profile = profileFromSearchParams(new URLSearchParams(query));
    if (!hasAnswers(profile)) {
      const refused = submission.reply({
        formErrors: [pick(sendMessages, locale).noAnswers],
        hideFields: [HONEYPOT_FIELD],
      });
      return data<SendOutcome>({ status: "invalid", result: refused }, { status: 400 });
    }
    const user = await getUser(context, request);
    const userId = user?.role === "client" ? user.id : null;
    await savePathwaysLead(db, sealer, env, { fullName, email, profile, locale, userId });
    nudgeOutbox();
    return data<SendOutcome>({ status: "sent", sent: { email, filed: userId !== null } });
  } catch (error) {
    logger.error({ err: error }, "pathways results not stored");
    return data<SendOutcome>({ status: "failed", result }, { status: 503 });
  }
}

/** The send page's data: the answers as a query string, the results they give, and the client signed in. */
export async function loadSendPage(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const profile = profileFromSearchParams(url.searchParams);
  if (!hasAnswers(profile)) return { query: "", results: null, account: null };
  const user = await getUser(context, request);
  return {
    query: profileToSearchParams(profile).toString(),
    results: sentResults(profile),
    account: user?.role === "client" ? user.email : null,
  };
}
