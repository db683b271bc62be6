import { site } from "~/config/site";
import { formatLongDate } from "~/lib/dates";
import { formatCad } from "~/lib/i18n/currency";
import { BRAND, MUTED, reproduciblePdf } from "~/lib/pdf/pdf-writer.server";
import { invoiceLabels as t } from "./pdf-messages";
import { totalCents, type InvoiceDocument } from "./terms";

/** "November 27, 2026 / 27 novembre 2026": each reader finds the date as their language writes it. */
const bothDates = (isoDay: string) => `${formatLongDate(isoDay, "en")} / ${formatLongDate(isoDay, "fr")}`;

/** "$1,500 / 1 500 $", for the same reason: neither "1,500" nor "1 500" is misread then. */
const bothAmounts = (cents: number) => `${formatCad(cents, "en")} / ${formatCad(cents, "fr")}`;

/**
 * The invoice, in English and French at once. Labels sit on the left and values flush right, so no
 * label needs a colon (which each language spaces its own way). Its bytes depend on `invoice` alone.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const { consultant, client } = invoice;
  // Noon UTC is the same office day in every Canadian time zone, so the file's date reads as the day issued.
  const issued = new Date(`${invoice.issuedOn}T12:00:00Z`);
  const { doc, out } = await reproduciblePdf({
    title: `${t.title} ${invoice.number}`,
    author: site.businessName,
    // One tag for the whole file: each label leads with its English.
    language: "en-CA",
    created: issued,
    modified: issued,
  });
  const total = totalCents(invoice.lines);

  out.text(consultant.business, { size: 10, font: out.bold, color: BRAND });
  out.gap(4);
  out.text(t.title, { size: 20, font: out.bold });
  out.gap(4);
  out.text(consultant.name);
  out.row(t.licence, consultant.licence, { color: MUTED });
  out.row(t.provincialLicence, consultant.provincialLicence, { color: MUTED });
  out.text(`${consultant.email} — ${consultant.phone}`, { color: MUTED });
  out.rule();

  out.row(t.number, invoice.number, { font: out.bold });
  out.row(t.date, bothDates(invoice.issuedOn));
  out.row(t.due, invoice.dueOn ? bothDates(invoice.dueOn) : t.onReceipt);
  out.row(t.agreement, invoice.agreementReference);
  out.gap(12);

  out.text(t.billedTo, { font: out.bold });
  out.text(client.fullName);
  for (const line of client.homeAddress.split(/\r?\n/).filter((line) => line.trim())) out.text(line.trim());
  out.text(client.email);
  out.gap(12);

  out.row(t.description, t.amount, { font: out.bold });
  out.rule(MUTED);
  for (const line of invoice.lines) {
    out.row(line.description, bothAmounts(line.cents));
    out.gap(2);
  }
  out.rule(MUTED);
  out.row(t.total, bothAmounts(total), { font: out.bold });
  out.gap(4);
  // Nothing is paid on an invoice as it is issued; an advance held is applied only when the consultant
  // records it against this invoice, so it is told, not taken off.
  out.row(t.amountDue, bothAmounts(total), { size: 13, font: out.bold });
  if (invoice.advanceHeldCents > 0) {
    out.gap(4);
    out.row(t.advanceHeld, bothAmounts(invoice.advanceHeldCents), { color: MUTED });
  }

  out.footer(`${invoice.number} — ${consultant.business}`);
  return doc.save();
}
