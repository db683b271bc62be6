import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { agreements, invoices, payments } from "~/db/schema/agreements";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { formatLongDate } from "~/lib/dates";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails } from "~/lib/email/outbox.server";
import { formatCad } from "~/lib/i18n/currency";
import { siteUrl } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { officeDay } from "~/lib/office-clock";
import type { Sealer } from "~/lib/security/encryption.server";
import { caseClient } from "~/features/case/case.server";
import { pdfAttachment, referenceOf, stateOf } from "./agreement.server";
import { renderInvoicePdf } from "./invoice-pdf.server";
import { agreementEmailMessages } from "./messages";
import { totalCents, type AgreementTerms, type FeeLine } from "./terms";

type Office = Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">;

/** "INV-2026-0012". */
const invoiceNumberOf = (row: { year: number; number: number }) =>
  `INV-${row.year}-${String(row.number).padStart(4, "0")}`;

interface InvoiceView {
  id: string;
  agreementId: string;
  number: string;
  issuedOn: string;
  dueOn: string | null;
  lines: FeeLine[];
  totalCents: number;
  paidCents: number;
  dueCents: number;
}

interface PaymentView {
  id: string;
  invoiceNumber: string | null;
  fromAdvance: boolean;
  amountCents: number;
  receivedOn: string;
  method: string;
}

/** A client's account with the office: invoices with what is paid and due, payments, advances held. */
export interface Billing {
  invoices: InvoiceView[];
  payments: PaymentView[];
  invoicedCents: number;
  paidCents: number;
  dueCents: number;
  advanceHeldCents: number;
}

async function agreementIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.userId, userId));
  return rows.map((row) => row.id);
}

/** The billing of a client's agreements, every version together. */
export async function billingOf(db: Database, sealer: Sealer, userId: string): Promise<Billing> {
  return billingFor(db, sealer, await agreementIdsOf(db, userId));
}

async function billingFor(db: Database, sealer: Sealer, agreementIds: string[]): Promise<Billing> {
  if (agreementIds.length === 0) {
    return { invoices: [], payments: [], invoicedCents: 0, paidCents: 0, dueCents: 0, advanceHeldCents: 0 };
  }
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.agreementId, agreementIds))
    .orderBy(desc(invoices.year), desc(invoices.number));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.agreementId, agreementIds))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  const numbers = new Map(invoiceRows.map((row) => [row.id, invoiceNumberOf(row)]));
  const paidOn = (invoiceId: string) =>
    paymentRows.filter((row) => row.invoiceId === invoiceId).reduce((sum, row) => sum + row.amountCents, 0);
  const invoiceViews = invoiceRows.map((row) => {
    const paidCents = paidOn(row.id);
    return {
      id: row.id,
      agreementId: row.agreementId,
      number: invoiceNumberOf(row),
      issuedOn: row.issuedOn,
      dueOn: row.dueOn,
      lines: sealer.openJson<FeeLine[]>(row.lines),
      totalCents: row.totalCents,
      paidCents,
      dueCents: Math.max(0, row.totalCents - paidCents),
    };
  });
  const received = paymentRows.filter((row) => !row.invoiceId).reduce((sum, row) => sum + row.amountCents, 0);
  const applied = paymentRows.filter((row) => row.fromAdvance).reduce((sum, row) => sum + row.amountCents, 0);
  return {
    invoices: invoiceViews,
    payments: paymentRows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceId ? (numbers.get(row.invoiceId) ?? null) : null,
      fromAdvance: row.fromAdvance,
      amountCents: row.amountCents,
      receivedOn: row.receivedOn,
      method: sealer.openJson<string>(row.method),
    })),
    invoicedCents: invoiceViews.reduce((sum, invoice) => sum + invoice.totalCents, 0),
    paidCents: invoiceViews.reduce((sum, invoice) => sum + invoice.paidCents, 0),
    dueCents: invoiceViews.reduce((sum, invoice) => sum + invoice.dueCents, 0),
    advanceHeldCents: received - applied,
  };
}

/** An invoice's PDF; only the owner's when `userId` is given. */
export async function invoiceFile(db: Database, sealer: Sealer, id: string, userId?: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || (userId !== undefined && row.userId !== userId)) return undefined;
  return { body: sealer.openBytes(row.pdf), fileName: `${invoiceNumberOf(row)}.pdf` };
}

type Outcome = "saved" | "notFound" | "conflict";

/**
 * Invoices and payments go under a version both sides signed that is in force, or that ended after it
 * was (the final account); never one the consultant did not countersign, nor one a newer replaced.
 */
function billable(row: Parameters<typeof stateOf>[0]): boolean {
  const state = stateOf(row);
  return row.consultantSignedAt !== null && (state === "in-force" || state === "terminated");
}

/** The agreement, locked until the transaction ends, when invoices and payments may go under it. */
async function lockBillable(
  tx: Database,
  agreementId: string,
): Promise<"notFound" | "conflict" | (typeof agreements.$inferSelect & { userId: string })> {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, agreementId)).for("update");
  if (!row?.userId) return "notFound";
  if (!billable(row)) return "conflict";
  return { ...row, userId: row.userId };
}

/**
 * Issues an invoice under an agreement in force (or ended, for the final account): the fee lines
 * chosen from its schedule and any other line, numbered next in the year's sequence, made into a
 * bilingual PDF and sent to the client with it.
 */
export async function issueInvoice(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  input: { agreementId: string; feeIndexes: number[]; extra?: FeeLine; dueOn?: string },
  office: Office,
  now: Date = new Date(),
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const row = await lockBillable(tx, input.agreementId);
    if (typeof row === "string") return row;
    const terms = sealer.openJson<AgreementTerms>(row.terms);
    const lines = [
      ...terms.fees.filter((_, index) => input.feeIndexes.includes(index)),
      ...(input.extra ? [input.extra] : []),
    ];
    if (lines.length === 0) return "conflict";
    const issuedOn = officeDay(now);
    const year = Number(issuedOn.slice(0, 4));
    // One invoice at a time takes the next number: numbers have no gaps.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice-numbers'))`);
    const [last] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.year, year))
      .orderBy(desc(invoices.number))
      .limit(1);
    const number = (last?.number ?? 0) + 1;
    const billing = await billingFor(tx, sealer, await agreementIdsOf(tx, row.userId));
    const invoiceNumber = invoiceNumberOf({ year, number });
    const pdf = await renderInvoicePdf({
      number: invoiceNumber,
      issuedOn,
      dueOn: input.dueOn ?? null,
      agreementReference: referenceOf(row),
      consultant: terms.consultant,
      client: terms.client,
      lines,
      advanceHeldCents: billing.advanceHeldCents,
    });
    const [created] = await tx
      .insert(invoices)
      .values({
        agreementId: row.id,
        userId: row.userId,
        year,
        number,
        issuedOn,
        dueOn: input.dueOn ?? null,
        lines: sealer.sealJson(lines),
        totalCents: totalCents(lines),
        pdf: sealer.sealBytes(pdf),
      })
      .returning({ id: invoices.id });
    await tx.update(agreements).set({ lastRecordAt: now }).where(eq(agreements.id, row.id));
    await recordAudit(tx, actor, "invoice.issue", `agreement:${row.id}`, {
      invoice: invoiceNumber,
      totalCents: totalCents(lines),
    });
    const client = await caseClient(tx, sealer, row.userId);
    if (client) {
      const t = pick(agreementEmailMessages, client.locale);
      await enqueueEmails(tx, sealer, [
        {
          kind: "invoice",
          to: client.email,
          replyTo: office.CONSULTANT_EMAIL,
          attachments: [pdfAttachment(`${invoiceNumber}.pdf`, pdf)],
          ...renderEmail({
            locale: client.locale,
            subject: format(t.invoiceSubject, { number: invoiceNumber }),
            greeting: t.greeting,
            paragraphs: [
              format(t.invoiceBody, {
                number: invoiceNumber,
                total: formatCad(totalCents(lines), client.locale),
              }),
              input.dueOn
                ? format(t.invoiceDue, { date: formatLongDate(input.dueOn, client.locale) })
                : t.invoiceOnReceipt,
            ],
            action: {
              label: t.openAction,
              url: siteUrl(office.BASE_URL, "/account/agreement", client.locale),
            },
          }),
        },
      ]);
    }
    return created ? "saved" : "conflict";
  });
}

export type PaymentOutcome = Outcome | "overpaid" | "noAdvance";

/**
 * Records money received, or an advance applied: against an invoice (never more than it still owes),
 * or held for the client as an advance payment. An advance applied cannot exceed what is held.
 */
export async function recordPayment(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  input: {
    agreementId: string;
    invoiceId?: string;
    fromAdvance: boolean;
    amountCents: number;
    receivedOn: string;
    method: string;
  },
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockBillable(tx, input.agreementId);
    if (typeof row === "string") return row;
    const billing = await billingFor(tx, sealer, await agreementIdsOf(tx, row.userId));
    // An invoice of the client's, under this version or an earlier one: the payment goes with it.
    let agreementId = row.id;
    if (input.invoiceId) {
      const invoice = billing.invoices.find((candidate) => candidate.id === input.invoiceId);
      if (!invoice) return "notFound";
      agreementId = invoice.agreementId;
      if (input.amountCents > invoice.dueCents) return "overpaid";
      if (input.fromAdvance && input.amountCents > billing.advanceHeldCents) return "noAdvance";
    } else if (input.fromAdvance) {
      return "noAdvance";
    }
    await tx.insert(payments).values({
      agreementId,
      invoiceId: input.invoiceId ?? null,
      fromAdvance: input.fromAdvance,
      amountCents: input.amountCents,
      receivedOn: input.receivedOn,
      method: sealer.sealJson(input.method.trim()),
    });
    await tx.update(agreements).set({ lastRecordAt: now }).where(eq(agreements.id, agreementId));
    await recordAudit(tx, actor, "payment.record", `agreement:${agreementId}`, {
      amountCents: input.amountCents,
      invoiceId: input.invoiceId ?? null,
      fromAdvance: input.fromAdvance,
    });
    return "saved";
  });
}

/** Invoices and payments of agreements, for "Download my data". */
export async function exportBilling(db: Database, sealer: Sealer, userId: string) {
  const billing = await billingOf(db, sealer, userId);
  return {
    invoices: billing.invoices.map(({ number, issuedOn, dueOn, lines, totalCents, paidCents, dueCents }) => ({
      number,
      issuedOn,
      dueOn,
      lines,
      totalCents,
      paidCents,
      dueCents,
    })),
    payments: billing.payments.map(({ invoiceNumber, fromAdvance, amountCents, receivedOn, method }) => ({
      invoiceNumber,
      fromAdvance,
      amountCents,
      receivedOn,
      method,
    })),
    advanceHeldCents: billing.advanceHeldCents,
  };
}
