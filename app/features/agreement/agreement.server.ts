import { createHash } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { agreements } from "~/db/schema/agreements";
import { caseSteps } from "~/db/schema/cases";
import { intakeSubmissions } from "~/db/schema/leads";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { formatLongDate } from "~/lib/dates";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails, type OutgoingEmail } from "~/lib/email/outbox.server";
import { isLocale, siteUrl, type Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { officeDay } from "~/lib/office-clock";
import type { Sealer } from "~/lib/security/encryption.server";
import { caseClient } from "~/features/case/case.server";
import { renderAgreementPdf, renderSignedAgreementPdf } from "./agreement-pdf.server";
import { agreementEmailMessages } from "./messages";
import { draftTerms } from "./template";
import type { AgreementDocument, AgreementTerms } from "./terms";

type Row = typeof agreements.$inferSelect;
type Office = Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">;

/**
 * Where a version stands: written by the consultant, given to the client, signed by the client, in
 * force once countersigned, ended in writing, or replaced by a newer version before it was signed.
 */
export type AgreementState =
  "draft" | "sent" | "signed" | "in-force" | "terminated" | "withdrawn" | "superseded";

export function stateOf(
  row: Pick<
    Row,
    "sentAt" | "withdrawnAt" | "clientSignedAt" | "consultantSignedAt" | "terminatedAt" | "supersededAt"
  >,
): AgreementState {
  if (row.terminatedAt) return "terminated";
  if (row.supersededAt) return "superseded";
  if (row.consultantSignedAt) return "in-force";
  if (row.clientSignedAt) return "signed";
  if (row.withdrawnAt) return "withdrawn";
  return row.sentAt ? "sent" : "draft";
}

/** "SA-2026-0007-v2": printed on every page of the agreement and on its invoices. */
export function referenceOf(row: Pick<Row, "year" | "number" | "version">): string {
  return `SA-${row.year}-${String(row.number).padStart(4, "0")}-v${row.version}`;
}

interface Termination {
  by: "client" | "consultant";
  reason: string;
}

/** One version as both sides read it, its sealed parts opened (not the PDFs). */
export interface AgreementView {
  id: string;
  reference: string;
  version: number;
  state: AgreementState;
  terms: AgreementTerms;
  issuedOn: string | null;
  pdfSha256: string | null;
  clientSignedAt: string | null;
  clientSignedName: string | null;
  consultantSignedAt: string | null;
  terminatedAt: string | null;
  termination: Termination | null;
}

function toView(sealer: Sealer, row: Row): AgreementView {
  return {
    id: row.id,
    reference: referenceOf(row),
    version: row.version,
    state: stateOf(row),
    terms: sealer.openJson<AgreementTerms>(row.terms),
    issuedOn: row.issuedOn,
    pdfSha256: row.pdfSha256,
    clientSignedAt: row.clientSignedAt?.toISOString() ?? null,
    clientSignedName: row.clientSignature
      ? sealer.openJson<{ typedName: string }>(row.clientSignature).typedName
      : null,
    consultantSignedAt: row.consultantSignedAt?.toISOString() ?? null,
    terminatedAt: row.terminatedAt?.toISOString() ?? null,
    termination: row.termination ? sealer.openJson<Termination>(row.termination) : null,
  };
}

/** Every version of a client's agreements, newest first: the consultant's view. */
export async function listAgreements(db: Database, sealer: Sealer, userId: string): Promise<AgreementView[]> {
  const rows = await db
    .select()
    .from(agreements)
    .where(eq(agreements.userId, userId))
    .orderBy(desc(agreements.createdAt));
  return rows.map((row) => toView(sealer, row));
}

/** Versions the client signed that wait for the consultant's countersignature, the oldest first. */
export async function awaitingCountersignature(db: Database, sealer: Sealer) {
  const rows = await db
    .select()
    .from(agreements)
    .where(
      and(
        isNotNull(agreements.clientSignedAt),
        isNull(agreements.consultantSignedAt),
        isNull(agreements.terminatedAt),
        isNotNull(agreements.userId),
      ),
    )
    .orderBy(agreements.clientSignedAt);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId!,
    reference: referenceOf(row),
    client: sealer.openJson<AgreementTerms>(row.terms).client.fullName,
    signedAt: row.clientSignedAt!.toISOString(),
  }));
}

/** What the client sees: the versions given to them, newest first; drafts being written stay hidden. */
export async function clientAgreements(db: Database, sealer: Sealer, userId: string) {
  return (await listAgreements(db, sealer, userId)).filter((agreement) => agreement.state !== "draft");
}

/** An agreement's PDF: as given to the client, or with both signatures; only the owner's when `userId` is given. */
export async function agreementFile(
  db: Database,
  sealer: Sealer,
  id: string,
  which: "issued" | "signed",
  userId?: string,
): Promise<{ body: Buffer; fileName: string } | undefined> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  if (!row || (userId !== undefined && row.userId !== userId)) return undefined;
  const sealed = which === "signed" ? row.signedPdf : row.pdf;
  if (!sealed) return undefined;
  const suffix = which === "signed" ? "-signed" : "";
  return { body: sealer.openBytes(sealed), fileName: `${referenceOf(row)}${suffix}.pdf` };
}

/**
 * With the account: the versions the client never signed. What they signed stays, unlinked from the
 * account, as a client file record (ADR 029).
 */
export async function deleteUnsignedAgreements(db: Database, userId: string): Promise<void> {
  await db.delete(agreements).where(and(eq(agreements.userId, userId), isNull(agreements.clientSignedAt)));
}

/** "Download my data": every version given to the client, with its signatures and end. */
export async function exportAgreements(db: Database, sealer: Sealer, userId: string) {
  return (await clientAgreements(db, sealer, userId)).map(({ id: _id, ...agreement }) => agreement);
}

/** Whether an agreement is the client's: the back office's pages are per client, so a guessed id is a 404. */
export async function isAgreementOf(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.id, id), eq(agreements.userId, userId)));
  return rows.length > 0;
}

/** The client's contact details as their latest intake gave them, to start an agreement from. */
async function intakeContact(db: Database, sealer: Sealer, userId: string) {
  const [row] = await db
    .select({ locale: intakeSubmissions.locale, answers: intakeSubmissions.answers })
    .from(intakeSubmissions)
    .where(eq(intakeSubmissions.userId, userId))
    .orderBy(desc(intakeSubmissions.createdAt))
    .limit(1);
  if (!row) return undefined;
  const answers = sealer.openJson<Record<string, unknown>>(row.answers);
  const text = (key: string) => (typeof answers[key] === "string" ? (answers[key] as string) : "");
  return {
    locale: (isLocale(row.locale) ? row.locale : "en") as Locale,
    contact: {
      fullName: text("fullName"),
      email: text("email"),
      phone: text("phoneNumber"),
      homeAddress: text("residentialAddress"),
    },
  };
}

/**
 * The terms the consultant's form starts from: the draft she is writing, else the latest version
 * (to write the next one from), else the template filled with the client's intake answers. Undefined
 * for an account with no intake file.
 */
export async function termsToEdit(
  db: Database,
  sealer: Sealer,
  userId: string,
  office: Office,
  now: Date = new Date(),
): Promise<AgreementTerms | undefined> {
  const intake = await intakeContact(db, sealer, userId);
  if (!intake) return undefined;
  const [latest] = await listAgreements(db, sealer, userId);
  if (latest && latest.state !== "terminated") return latest.terms;
  return draftTerms(intake.contact, intake.locale, { email: office.CONSULTANT_EMAIL }, officeDay(now));
}

type Outcome = "saved" | "notFound" | "conflict";

const target = (id: string) => `agreement:${id}`;

/**
 * Saves the consultant's draft: the one she is writing, or a new version of the agreement in progress
 * (the next number once the last one ended). A version given to the client is never rewritten.
 */
export async function saveDraft(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  userId: string,
  terms: AgreementTerms,
  now: Date = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await intakeContact(tx, sealer, userId))) return "notFound";
    const [latest] = await tx
      .select()
      .from(agreements)
      .where(eq(agreements.userId, userId))
      .orderBy(desc(agreements.createdAt))
      .limit(1)
      .for("update");
    if (latest && stateOf(latest) === "draft") {
      await tx
        .update(agreements)
        .set({ terms: sealer.sealJson(terms), updatedAt: now })
        .where(eq(agreements.id, latest.id));
      await recordAudit(tx, actor, "agreement.draft", target(latest.id), { version: latest.version });
      return "saved";
    }
    const year = Number(officeDay(now).slice(0, 4));
    const continues = latest && stateOf(latest) !== "terminated";
    // One new agreement at a time takes the next number.
    if (!continues) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('agreement-numbers'))`);
    const number = continues ? latest.number : await nextNumber(tx, year);
    const [created] = await tx
      .insert(agreements)
      .values({
        userId,
        year: continues ? latest.year : year,
        number,
        version: continues ? latest.version + 1 : 1,
        terms: sealer.sealJson(terms),
      })
      .returning({ id: agreements.id, version: agreements.version });
    await recordAudit(tx, actor, "agreement.draft", target(created!.id), { version: created!.version });
    return "saved";
  });
}

async function nextNumber(db: Database, year: number): Promise<number> {
  const [row] = await db
    .select({ number: agreements.number })
    .from(agreements)
    .where(eq(agreements.year, year))
    .orderBy(desc(agreements.number))
    .limit(1);
  return (row?.number ?? 0) + 1;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Gives the draft to the client (s. 24(2)(b)): its PDF is made and fixed with its SHA-256, an earlier
 * version the client has not signed is withdrawn, and the client is told by email, in their language,
 * to read and sign it on the site. The email carries a link, never the agreement.
 */
export async function sendAgreement(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  id: string,
  office: Office,
  now: Date = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(agreements).where(eq(agreements.id, id)).for("update");
    if (!row?.userId) return "notFound";
    if (stateOf(row) !== "draft") return "conflict";
    const terms = sealer.openJson<AgreementTerms>(row.terms);
    if (terms.fees.length === 0) return "conflict";
    // A version the client signed waits for the countersignature first: two signed versions at once
    // would leave neither side sure which one binds them.
    const awaiting = await tx
      .select({ id: agreements.id })
      .from(agreements)
      .where(
        and(
          eq(agreements.userId, row.userId),
          isNotNull(agreements.clientSignedAt),
          isNull(agreements.consultantSignedAt),
          isNull(agreements.terminatedAt),
        ),
      );
    if (awaiting.length > 0) return "conflict";
    const issuedOn = officeDay(now);
    const pdf = await renderAgreementPdf({ reference: referenceOf(row), issuedOn, terms });
    await tx
      .update(agreements)
      .set({ withdrawnAt: now, updatedAt: now })
      .where(
        and(
          eq(agreements.userId, row.userId),
          isNull(agreements.clientSignedAt),
          isNull(agreements.withdrawnAt),
          isNull(agreements.terminatedAt),
        ),
      );
    // The update above marked this draft too; it is the one version that is not withdrawn.
    await tx
      .update(agreements)
      .set({
        withdrawnAt: null,
        issuedOn,
        sentAt: now,
        pdf: sealer.sealBytes(pdf),
        pdfSha256: sha256(pdf),
        lastRecordAt: now,
        updatedAt: now,
      })
      .where(eq(agreements.id, row.id));
    await recordAudit(tx, actor, "agreement.send", target(row.id), { version: row.version });
    const client = await caseClient(tx, sealer, row.userId);
    if (client) {
      const t = pick(agreementEmailMessages, client.locale);
      await enqueueEmails(tx, sealer, [
        {
          kind: "agreement-sent",
          to: client.email,
          replyTo: office.CONSULTANT_EMAIL,
          ...renderEmail({
            locale: client.locale,
            subject: t.sentSubject,
            greeting: t.greeting,
            paragraphs: [t.sentBody, t.sentNoObligation],
            action: {
              label: t.readAction,
              url: siteUrl(office.BASE_URL, "/account/agreement", client.locale),
            },
          }),
        },
      ]);
    }
    return "saved";
  });
}

/** A typed name matches the client's when they differ only in case, accents aside, and spacing. */
function sameName(typed: string, expected: string): boolean {
  const plain = (name: string) => name.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  return plain(typed) === plain(expected);
}

export type SignOutcome = Outcome | "nameMismatch";

/**
 * The client signs the version they read: their typed full name, the time, their IP address and the
 * SHA-256 of the exact PDF they were given are kept. The consultant is told to countersign.
 */
export async function signAgreement(
  db: Database,
  sealer: Sealer,
  input: { userId: string; id: string; typedName: string; pdfSha256: string; ip: string },
  office: Office,
  now: Date = new Date(),
): Promise<SignOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(agreements).where(eq(agreements.id, input.id)).for("update");
    if (!row || row.userId !== input.userId) return "notFound";
    if (stateOf(row) !== "sent" || row.pdfSha256 !== input.pdfSha256) return "conflict";
    const terms = sealer.openJson<AgreementTerms>(row.terms);
    if (!sameName(input.typedName, terms.client.fullName)) return "nameMismatch";
    await tx
      .update(agreements)
      .set({
        clientSignedAt: now,
        clientSignature: sealer.sealJson({ typedName: input.typedName.trim(), ip: input.ip }),
        lastRecordAt: now,
        updatedAt: now,
      })
      .where(eq(agreements.id, row.id));
    await recordAudit(tx, { id: input.userId, email: terms.client.email }, "agreement.sign", target(row.id), {
      version: row.version,
      pdfSha256: row.pdfSha256,
    });
    const o = pick(agreementEmailMessages, "en");
    await enqueueEmails(tx, sealer, [
      {
        kind: "agreement-signed-notice",
        to: office.CONSULTANT_EMAIL,
        replyTo: terms.client.email,
        ...renderEmail({
          locale: "en",
          subject: format(o.signedNoticeSubject, { client: terms.client.fullName }),
          paragraphs: [
            format(o.signedNoticeBody, { client: terms.client.fullName, reference: referenceOf(row) }),
          ],
          action: {
            label: o.countersignAction,
            url: siteUrl(office.BASE_URL, `/admin/agreements/${row.userId}`, "en"),
          },
        }),
      },
    ]);
    return "saved";
  });
}

/** A PDF as an email carries it (a signed agreement, an invoice). */
export function pdfAttachment(fileName: string, bytes: Uint8Array) {
  return {
    filename: fileName,
    contentType: "application/pdf",
    base64: Buffer.from(bytes).toString("base64"),
  };
}

/**
 * The consultant countersigns: the agreement is in force. The PDF with both signatures is made, fixed
 * with its SHA-256 and sent to both sides; the case's "agreement signed" step is reached that day.
 */
export async function countersignAgreement(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  input: { id: string; typedName: string },
  office: Office,
  now: Date = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(agreements).where(eq(agreements.id, input.id)).for("update");
    if (!row?.userId) return "notFound";
    if (stateOf(row) !== "signed") return "conflict";
    const terms = sealer.openJson<AgreementTerms>(row.terms);
    const clientSignature = sealer.openJson<{ typedName: string; ip: string }>(row.clientSignature);
    const document: AgreementDocument = { reference: referenceOf(row), issuedOn: row.issuedOn!, terms };
    const signed = await renderSignedAgreementPdf(document, {
      termsSha256: row.pdfSha256!,
      client: { typedName: clientSignature.typedName, ip: clientSignature.ip, at: row.clientSignedAt! },
      consultant: { typedName: input.typedName.trim(), at: now },
    });
    await tx
      .update(agreements)
      .set({
        consultantSignedAt: now,
        consultantSignature: sealer.sealJson({ typedName: input.typedName.trim() }),
        signedPdf: sealer.sealBytes(signed),
        signedPdfSha256: sha256(signed),
        lastRecordAt: now,
        updatedAt: now,
      })
      .where(eq(agreements.id, row.id));
    // The version in force until now is replaced by this one.
    await tx
      .update(agreements)
      .set({ supersededAt: now, updatedAt: now })
      .where(
        and(
          eq(agreements.userId, row.userId),
          ne(agreements.id, row.id),
          isNotNull(agreements.consultantSignedAt),
          isNull(agreements.supersededAt),
          isNull(agreements.terminatedAt),
        ),
      );
    await tx
      .update(caseSteps)
      .set({ reachedOn: officeDay(now), updatedAt: now })
      .where(
        and(
          eq(caseSteps.userId, row.userId),
          eq(caseSteps.kind, "agreement-signed"),
          isNull(caseSteps.reachedOn),
        ),
      );
    await recordAudit(tx, actor, "agreement.countersign", target(row.id), {
      version: row.version,
      signedPdfSha256: sha256(signed),
    });
    const client = await caseClient(tx, sealer, row.userId);
    const fileName = `${document.reference}-signed.pdf`;
    const emails: OutgoingEmail[] = [];
    if (client) {
      const t = pick(agreementEmailMessages, client.locale);
      emails.push({
        kind: "agreement-countersigned",
        to: client.email,
        replyTo: office.CONSULTANT_EMAIL,
        attachments: [pdfAttachment(fileName, signed)],
        ...renderEmail({
          locale: client.locale,
          subject: t.inForceSubject,
          greeting: t.greeting,
          paragraphs: [format(t.inForceBody, { reference: document.reference })],
          action: { label: t.openAction, url: siteUrl(office.BASE_URL, "/account/agreement", client.locale) },
        }),
      });
    }
    const o = pick(agreementEmailMessages, "en");
    emails.push({
      kind: "agreement-countersigned-notice",
      to: office.CONSULTANT_EMAIL,
      replyTo: client?.email ?? office.CONSULTANT_EMAIL,
      attachments: [pdfAttachment(fileName, signed)],
      ...renderEmail({
        locale: "en",
        subject: format(o.inForceNoticeSubject, { client: terms.client.fullName }),
        paragraphs: [
          format(o.inForceNoticeBody, { client: terms.client.fullName, reference: document.reference }),
        ],
      }),
    });
    await enqueueEmails(tx, sealer, emails);
    return "saved";
  });
}

/**
 * Ends an agreement in writing, by either side, with the reason: recorded, and sent to the client and
 * to the consultant. A version given but not signed is withdrawn instead, by a new version.
 */
export async function terminateAgreement(
  db: Database,
  sealer: Sealer,
  by: { side: "client"; userId: string } | { side: "consultant"; actor: Actor },
  input: { id: string; reason: string },
  office: Office,
  now: Date = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(agreements).where(eq(agreements.id, input.id)).for("update");
    if (!row?.userId || (by.side === "client" && row.userId !== by.userId)) return "notFound";
    const state = stateOf(row);
    if (state !== "signed" && state !== "in-force") return "conflict";
    const terms = sealer.openJson<AgreementTerms>(row.terms);
    const termination: Termination = { by: by.side, reason: input.reason.trim() };
    await tx
      .update(agreements)
      .set({
        terminatedAt: now,
        termination: sealer.sealJson(termination),
        lastRecordAt: now,
        updatedAt: now,
      })
      .where(eq(agreements.id, row.id));
    const actor = by.side === "consultant" ? by.actor : { id: by.userId, email: terms.client.email };
    await recordAudit(tx, actor, "agreement.terminate", target(row.id), {
      version: row.version,
      by: by.side,
    });
    const client = await caseClient(tx, sealer, row.userId);
    const reference = referenceOf(row);
    const emails: OutgoingEmail[] = [];
    if (client) {
      const t = pick(agreementEmailMessages, client.locale);
      const day = formatLongDate(officeDay(now), client.locale);
      emails.push({
        kind: "agreement-terminated",
        to: client.email,
        replyTo: office.CONSULTANT_EMAIL,
        ...renderEmail({
          locale: client.locale,
          subject: format(t.terminatedSubject, { reference }),
          greeting: t.greeting,
          paragraphs: [
            format(by.side === "client" ? t.terminatedByClient : t.terminatedByConsultant, {
              reference,
              date: day,
            }),
            format(t.terminatedReason, { reason: termination.reason }),
            t.terminatedNext,
          ],
          action: { label: t.openAction, url: siteUrl(office.BASE_URL, "/account/agreement", client.locale) },
        }),
      });
    }
    const o = pick(agreementEmailMessages, "en");
    emails.push({
      kind: "agreement-terminated-notice",
      to: office.CONSULTANT_EMAIL,
      replyTo: client?.email ?? office.CONSULTANT_EMAIL,
      ...renderEmail({
        locale: "en",
        subject: format(o.terminatedNoticeSubject, { client: terms.client.fullName }),
        paragraphs: [
          format(by.side === "client" ? o.terminatedByClientNotice : o.terminatedByConsultantNotice, {
            client: terms.client.fullName,
            reference,
          }),
          format(o.terminatedReason, { reason: termination.reason }),
        ],
        action: {
          label: o.openNoticeAction,
          url: siteUrl(office.BASE_URL, `/admin/agreements/${row.userId}`, "en"),
        },
      }),
    });
    await enqueueEmails(tx, sealer, emails);
    return "saved";
  });
}
