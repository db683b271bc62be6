import { StandardFonts, type PDFDocument } from "pdf-lib";
import { site } from "~/config/site";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { formatCad } from "~/lib/i18n/currency";
import { labelColon, pick } from "~/lib/i18n/messages";
import { BRAND, MUTED, reproduciblePdf, type Writer } from "~/lib/pdf/pdf-writer.server";
import { agreementPdfMessages } from "./pdf-messages";
import { totalCents, type AgreementDocument, type AgreementSignatures } from "./terms";

type Labels = (typeof agreementPdfMessages)["en"];

/** The paragraphs of a free-text field, as the consultant typed them one per line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** An address or contact block typed on several lines, on one. */
function oneLine(text: string): string {
  return paragraphs(text).join(", ");
}

/** A section's heading, kept on the page of its first lines. */
function heading(out: Writer, text: string) {
  out.ensureSpace(60);
  out.gap(10);
  out.text(text, { size: 13, font: out.bold });
  out.gap(2);
}

function body(out: Writer, text: string) {
  const lines = paragraphs(text);
  // An empty section still shows, so a draft that left one out reads as such.
  for (const line of lines.length > 0 ? lines : ["—"]) {
    out.text(line);
    out.gap(4);
  }
}

async function writeAgreement(
  document: AgreementDocument,
  info: { created: Date; modified: Date },
): Promise<{ doc: PDFDocument; out: Writer; t: Labels; colon: string }> {
  const { terms, reference } = document;
  const { locale, consultant, client } = terms;
  const t = pick(agreementPdfMessages, locale);
  const colon = labelColon[locale];
  const { doc, out } = await reproduciblePdf({
    title: `${t.title} — ${reference}`,
    author: site.businessName,
    language: locale === "fr" ? "fr-CA" : "en-CA",
    ...info,
  });
  const field = (label: string, value: string) => out.text(`${label}${colon}${value}`);

  out.text(consultant.business, { size: 10, font: out.bold, color: BRAND });
  out.gap(4);
  out.text(t.title, { size: 20, font: out.bold });
  out.gap(4);
  out.text(`${t.reference}${colon}${reference}`, { color: MUTED });
  out.text(`${t.issuedOn}${colon}${formatLongDate(document.issuedOn, locale)}`, { color: MUTED });
  out.rule();

  heading(out, t.parties);
  out.text(t.consultant, { font: out.bold });
  out.text(consultant.name);
  out.text(consultant.business);
  field(t.licence, consultant.licence);
  field(t.provincialLicence, consultant.provincialLicence);
  field(t.email, consultant.email);
  field(t.phone, consultant.phone);
  out.gap(8);
  out.ensureSpace(60);
  out.text(t.client, { font: out.bold });
  out.text(client.fullName);
  field(t.homeAddress, oneLine(client.homeAddress));
  field(t.phone, client.phone);
  field(t.email, client.email);
  if (client.business.trim()) field(t.business, oneLine(client.business));

  heading(out, t.identityConfirmed);
  body(out, client.identityConfirmation);

  heading(out, t.otherRepresentative);
  out.text(t.otherRepresentativeAnswers[terms.otherRepresentative]);
  out.gap(4);
  for (const line of paragraphs(terms.otherRepresentativeNote)) {
    out.text(line);
    out.gap(4);
  }

  heading(out, t.services);
  body(out, terms.services);

  heading(out, t.fees);
  for (const line of terms.fees) {
    out.row(line.description, formatCad(line.cents, locale));
    out.gap(2);
  }
  out.rule(MUTED);
  out.row(t.total, formatCad(totalCents(terms.fees), locale), { font: out.bold });

  for (const [title, text] of [
    [t.disbursements, terms.disbursements],
    [t.paymentSchedule, terms.paymentSchedule],
    [t.refundAndTermination, terms.refundAndTermination],
    [t.complaints, terms.complaints],
    [t.confidentiality, terms.confidentiality],
  ] as const) {
    heading(out, title);
    body(out, text);
  }
  return { doc, out, t, colon };
}

/** Noon UTC is the same office day in every Canadian time zone, so the file's date reads as the day issued. */
const issuedAt = (document: AgreementDocument) => new Date(`${document.issuedOn}T12:00:00Z`);

/** The agreement as the client reads it before signing, in the client's language; its bytes depend on `document` alone. */
export async function renderAgreementPdf(document: AgreementDocument): Promise<Uint8Array> {
  const created = issuedAt(document);
  const { doc, out, t } = await writeAgreement(document, { created, modified: created });
  out.footer(document.reference, t.page);
  return doc.save();
}

/** The agreement with a last page recording both signatures and the SHA-256 of the agreement the client signed. */
export async function renderSignedAgreementPdf(
  document: AgreementDocument,
  signatures: AgreementSignatures,
): Promise<Uint8Array> {
  const { locale } = document.terms;
  const { doc, out, t, colon } = await writeAgreement(document, {
    created: issuedAt(document),
    modified: signatures.consultant.at,
  });
  const mono = await doc.embedFont(StandardFonts.Courier);

  out.newPage();
  out.text(document.terms.consultant.business, { size: 10, font: out.bold, color: BRAND });
  out.gap(4);
  out.text(t.signatures, { size: 20, font: out.bold });
  out.gap(4);
  out.text(`${t.title} — ${document.reference}`, { color: MUTED });
  out.rule();

  heading(out, t.signedByClient);
  out.text(signatures.client.typedName, { size: 14, font: out.bold });
  out.text(`${t.signedOn}${colon}${formatDateTime(signatures.client.at, locale)}`);
  out.text(`${t.ipAddress}${colon}${signatures.client.ip}`);

  heading(out, t.countersignedByConsultant);
  out.text(signatures.consultant.typedName, { size: 14, font: out.bold });
  out.text(`${t.signedOn}${colon}${formatDateTime(signatures.consultant.at, locale)}`);

  heading(out, t.termsSha256);
  out.text(signatures.termsSha256, { size: 10, font: mono });

  out.footer(document.reference, t.page);
  return doc.save();
}
