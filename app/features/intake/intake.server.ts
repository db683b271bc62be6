import { and, desc, eq } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { SessionUser } from "~/features/auth/session.server";
import { renderEmail } from "~/lib/email/layout";
import type { Sealer } from "~/lib/security/encryption.server";
import { enqueueEmails } from "~/lib/email/outbox.server";
import { isLocale, siteUrl, type Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import type { Database } from "~/db/client";
import { intakeDrafts, intakeSubmissions, type LeadStatus } from "~/db/schema/leads";
import { isUuid } from "~/lib/uuid";
import type { IntakeValues } from "./fields";
import { submissionReference } from "./reference";
import { toIntakeValues, type IntakeSubmission } from "./schema";
import { consentText, intakeSummaryText } from "./summary";

const emailText = {
  en: {
    noticeSubject: "New intake form: {name}",
    noticeIntro: "{name} ({email}) submitted the immigration intake form in {language}. Their answers:",
    noticeReference: "Reference {reference}: the client quotes it when they call or write about their file.",
    noticeAction: "Open the intake file",
    confirmSubject: "We received your immigration intake form",
    confirmGreeting: "Hello {name},",
    confirmBody:
      "Thank you for completing our immigration intake form. We will contact you shortly to discuss your immigration journey.",
    confirmReference: "Your reference is {reference}. Quote it if you call or write to us about your file.",
    confirmWhere: "You can read your answers and download your data at any time:",
    action: "View my submissions",
  },
  fr: {
    noticeSubject: "Nouveau formulaire d’admission : {name}",
    confirmSubject: "Nous avons bien reçu votre formulaire d’admission",
    confirmGreeting: "Bonjour {name},",
    confirmBody:
      "Merci d’avoir rempli notre formulaire d’admission en immigration. Nous communiquerons avec vous sous peu pour discuter de votre projet d’immigration.",
    confirmReference:
      "Votre référence est {reference}. Indiquez-la si vous nous appelez ou nous écrivez au sujet de votre dossier.",
    confirmWhere: "Vous pouvez consulter vos réponses et télécharger vos données en tout temps :",
    action: "Voir mes demandes",
  },
} as const;

/**
 * Stores a validated submission for the user, removes their draft, and queues the consultant's
 * summary and the client's confirmation, all in one transaction.
 */
export async function saveIntakeSubmission(
  db: Database,
  sealer: Sealer,
  env: Pick<Env, "CONSULTANT_EMAIL" | "BASE_URL">,
  user: Pick<SessionUser, "id" | "email">,
  submission: IntakeSubmission,
  locale: Locale,
  consentedAt: Date = new Date(),
): Promise<string> {
  const name = String(submission.fullName);
  const email = String(submission.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(intakeSubmissions)
      .values({
        userId: user.id,
        email,
        answers: sealer.sealJson(submission),
        locale,
        consentText: consentText(locale),
        consentedAt,
      })
      .returning({ id: intakeSubmissions.id });
    await tx.delete(intakeDrafts).where(eq(intakeDrafts.userId, user.id));
    const office = emailText.en;
    const reference = submissionReference(row!.id);
    const notice = renderEmail({
      locale: "en",
      subject: format(office.noticeSubject, { name }),
      paragraphs: [
        format(office.noticeIntro, { name, email, language: locale === "fr" ? "French" : "English" }),
        format(office.noticeReference, { reference }),
        intakeSummaryText(submission, "en"),
      ],
      action: {
        label: office.noticeAction,
        url: siteUrl(env.BASE_URL, `/admin/leads/intake/${row!.id}`, "en"),
      },
    });
    const own = emailText[locale];
    const confirmation = renderEmail({
      locale,
      subject: own.confirmSubject,
      greeting: format(own.confirmGreeting, { name }),
      paragraphs: [own.confirmBody, format(own.confirmReference, { reference }), own.confirmWhere],
      action: {
        label: own.action,
        url: siteUrl(env.BASE_URL, "/account/submissions", locale),
      },
      unexpectedNote: true,
    });
    // The confirmation goes to the account's address, which the user proved, not to the typed one.
    // Replies go between the two: the notice's to the client's account address, the confirmation's to
    // the consultant.
    await enqueueEmails(tx, sealer, [
      { kind: "intake-notification", to: env.CONSULTANT_EMAIL, replyTo: user.email, ...notice },
      { kind: "intake-confirmation", to: user.email, replyTo: env.CONSULTANT_EMAIL, ...confirmation },
    ]);
    return row!.id;
  });
}

export async function loadDraft(db: Database, sealer: Sealer, userId: string): Promise<IntakeValues | null> {
  const [row] = await db.select().from(intakeDrafts).where(eq(intakeDrafts.userId, userId));
  return row ? toIntakeValues(sealer.openJson(row.answers)) : null;
}

/** Upserts the user's draft; consent is never kept in a draft, it is given at submission. */
export async function saveDraft(
  db: Database,
  sealer: Sealer,
  userId: string,
  values: IntakeValues,
): Promise<void> {
  const answers = sealer.sealJson({ ...values, consent: false });
  await db
    .insert(intakeDrafts)
    .values({ userId, answers, updatedAt: new Date() })
    .onConflictDoUpdate({ target: intakeDrafts.userId, set: { answers, updatedAt: new Date() } });
}

export interface SubmissionSummary {
  id: string;
  status: LeadStatus;
  createdAt: Date;
  fullName: string;
}

export async function listSubmissions(
  db: Database,
  sealer: Sealer,
  userId: string,
): Promise<SubmissionSummary[]> {
  const rows = await db
    .select({
      id: intakeSubmissions.id,
      status: intakeSubmissions.status,
      createdAt: intakeSubmissions.createdAt,
      answers: intakeSubmissions.answers,
    })
    .from(intakeSubmissions)
    .where(eq(intakeSubmissions.userId, userId))
    .orderBy(desc(intakeSubmissions.createdAt));
  return rows.map(({ answers, ...row }) => ({ ...row, fullName: applicantName(sealer, answers) }));
}

/** The applicant's name, kept only inside the sealed answers. */
export function applicantName(sealer: Sealer, answers: unknown): string {
  return String(sealer.openJson<Partial<IntakeSubmission>>(answers).fullName ?? "");
}

/** One of the user's own submissions; another user's id reads as not found. */
export async function getSubmission(db: Database, sealer: Sealer, userId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(intakeSubmissions)
    .where(and(eq(intakeSubmissions.id, id), eq(intakeSubmissions.userId, userId)));
  if (!row) return null;
  return {
    ...row,
    locale: isLocale(row.locale) ? row.locale : "en",
    answers: sealer.openJson<IntakeSubmission>(row.answers),
  };
}

/** Everything the site holds from the intake for this user, for "download my data". */
export async function exportIntakeData(
  db: Database,
  sealer: Sealer,
  user: Pick<SessionUser, "id" | "email">,
) {
  const submissions = await db
    .select()
    .from(intakeSubmissions)
    .where(eq(intakeSubmissions.userId, user.id))
    .orderBy(desc(intakeSubmissions.createdAt));
  const draft = await loadDraft(db, sealer, user.id);
  return {
    exportedAt: new Date().toISOString(),
    account: { id: user.id, email: user.email },
    intakeSubmissions: submissions.map((row) => ({
      id: row.id,
      submittedAt: row.createdAt.toISOString(),
      status: row.status,
      language: row.locale,
      consent: { text: row.consentText, givenAt: row.consentedAt.toISOString() },
      answers: sealer.openJson(row.answers),
    })),
    intakeDraft: draft,
  };
}
