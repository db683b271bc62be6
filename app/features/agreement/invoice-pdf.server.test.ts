import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf.server";
import type { InvoiceDocument } from "./terms";

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: "INV-2026-0012",
    issuedOn: "2026-11-27",
    dueOn: "2026-12-11",
    agreementReference: "SA-2026-0007-v2",
    consultant: {
      name: "Amara Okafor",
      business: "Maple Pathways Immigration",
      licence: "R000000",
      provincialLicence: "SK-IC-0000",
      email: "hello@maplepathways.example.ca",
      phone: "+1 306-555-0142",
    },
    client: {
      fullName: "Jordan Reyes",
      homeAddress: "45 Spadina Crescent\nSaskatoon SK S7K 3G1",
      email: "jordan@example.com",
    },
    lines: [
      { description: "Study permit application", cents: 150_000 },
      { description: "Letter of explanation", cents: 25_000 },
    ],
    advanceHeldCents: 50_000,
    ...overrides,
  };
}

describe("the invoice PDF", () => {
  it("renders the same bytes for the same invoice", async () => {
    const first = await renderInvoicePdf(invoice());
    expect(Buffer.from(await renderInvoicePdf(invoice())).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(first).toString("latin1")).not.toMatch(/\/ID\s*\[/);
  });

  it("prints each label, date and amount in English and French", async () => {
    const bytes = await renderInvoicePdf(invoice());
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Invoice / Facture INV-2026-0012");
    expect(doc.getCreationDate()).toEqual(new Date("2026-11-27T12:00:00Z"));

    const text = await pdfText(bytes);
    for (const expected of [
      "Maple Pathways Immigration",
      "Invoice / Facture",
      "INV-2026-0012",
      "November 27, 2026 / 27 novembre 2026",
      "December 11, 2026 / 11 décembre 2026",
      "SA-2026-0007-v2",
      "Billed to / Facturé à",
      "Jordan Reyes",
      "Saskatoon SK S7K 3G1",
      "R000000",
      "SK-IC-0000",
      "$1,500 / 1\u00a0500\u00a0$",
      "Total",
      "$1,750 / 1\u00a0750\u00a0$",
      "Amount due / Montant dû",
      "Advance held, not applied / Avance détenue, non appliquée",
      "$500 / 500\u00a0$",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is due on receipt without a due day, and owes its total whatever advance is held", async () => {
    const text = await pdfText(await renderInvoicePdf(invoice({ dueOn: null, advanceHeldCents: 200_000 })));
    expect(text).toContain("On receipt / Sur réception");
    expect(text).toContain("$2,000 / 2\u00a0000\u00a0$");
    expect(text).toMatch(/Amount due \/ Montant dû\n\$1,750 \/ 1\u00a0750\u00a0\$/);
    const none = await pdfText(await renderInvoicePdf(invoice({ advanceHeldCents: 0 })));
    expect(none).not.toContain("Advance held");
  });

  it("writes a Vietnamese name as typed, and a script its font lacks as '?'", async () => {
    const text = await pdfText(
      await renderInvoicePdf(invoice({ client: { ...invoice().client, fullName: "Nguyễn 王" } })),
    );
    expect(text).toContain("Nguyễn ?");
  });
});
