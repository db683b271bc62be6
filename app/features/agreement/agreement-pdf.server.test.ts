import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { renderAgreementPdf, renderSignedAgreementPdf } from "./agreement-pdf.server";
import type { AgreementDocument, AgreementSignatures, AgreementTerms } from "./terms";

const consultant: AgreementTerms["consultant"] = {
  name: "Amara Okafor",
  business: "Maple Pathways Immigration",
  licence: "R000000",
  provincialLicence: "SK-IC-0000",
  email: "hello@maplepathways.example.ca",
  phone: "+1 306-555-0142",
};

function agreement(terms: Partial<AgreementTerms> = {}): AgreementDocument {
  return {
    reference: "SA-2026-0007-v2",
    issuedOn: "2026-11-27",
    terms: {
      locale: "en",
      consultant,
      client: {
        fullName: "Jordan Reyes",
        homeAddress: "45 Spadina Crescent\nSaskatoon SK  S7K 3G1",
        phone: "+1 306-555-0199",
        email: "jordan@example.com",
        business: "",
        identityConfirmation: "Passport seen on a video call on November 20, 2026.",
      },
      otherRepresentative: "none",
      otherRepresentativeNote: "",
      services: "Prepare and submit a study permit application.\n\nAnswer IRCC's requests for documents.",
      fees: [
        { description: "Study permit application", cents: 150_000 },
        { description: "Letter of explanation", cents: 25_050 },
      ],
      disbursements: "IRCC's processing and biometrics fees, paid by the client.",
      paymentSchedule: "Half on signing, half before submission.",
      refundAndTermination: "Either party may end this agreement in writing.",
      complaints: "Write to the consultant first; then to the College.",
      confidentiality: "Kept confidential except as the law requires.",
      ...terms,
    },
  };
}

const signatures: AgreementSignatures = {
  termsSha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  client: { typedName: "Jordan Reyes", at: new Date("2026-11-28T15:04:00Z"), ip: "203.0.113.7" },
  consultant: { typedName: "Amara Okafor", at: new Date("2026-11-29T17:30:00Z") },
};

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe("the service agreement PDF", () => {
  it("renders the same bytes for the same agreement, with no random file ID", async () => {
    const first = await renderAgreementPdf(agreement());
    expect(Buffer.from(await renderAgreementPdf(agreement())).equals(Buffer.from(first))).toBe(true);
    const signed = await renderSignedAgreementPdf(agreement(), signatures);
    const again = await renderSignedAgreementPdf(agreement(), signatures);
    expect(Buffer.from(again).equals(Buffer.from(signed))).toBe(true);
    for (const bytes of [first, signed])
      expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/\/ID\s*\[/);
  });

  it("prints the terms and dates the file on the day it was issued", async () => {
    const bytes = await renderAgreementPdf(agreement());
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Service agreement — SA-2026-0007-v2");
    expect(doc.getAuthor()).toBeTruthy();
    expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-CA");
    expect(doc.getCreationDate()).toEqual(new Date("2026-11-27T12:00:00Z"));
    expect(doc.getModificationDate()).toEqual(new Date("2026-11-27T12:00:00Z"));

    const text = await pdfText(bytes);
    const pages = doc.getPageCount();
    for (const expected of [
      "Maple Pathways Immigration",
      "Service agreement",
      "Reference: SA-2026-0007-v2",
      "Issued on: November 27, 2026",
      "Licence (College of Immigration and Citizenship Consultants): R000000",
      "Saskatchewan immigration consultant licence: SK-IC-0000",
      "Home address: 45 Spadina Crescent, Saskatoon SK S7K 3G1",
      "The client has no service agreement with another authorized representative.",
      "Answer IRCC's requests for documents.",
      "Letter of explanation",
      "$250.50",
      "Total",
      "$1,750.50",
      "Confidentiality",
      `Page 1 / ${pages}`,
      `Page ${pages} / ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Business:");
  });

  it("prints the client's business and the note on another representative when there are some", async () => {
    const base = agreement();
    const text = await pdfText(
      await renderAgreementPdf(
        agreement({
          client: { ...base.terms.client, business: "Reyes Trading Ltd.\n306-555-0123" },
          otherRepresentative: "both",
          otherRepresentativeNote: "A lawyer in Toronto handles the appeal.",
        }),
      ),
    );
    expect(text).toContain("Business: Reyes Trading Ltd., 306-555-0123");
    expect(text).toContain("engages another authorized representative as well");
    expect(text).toContain("A lawyer in Toronto handles the appeal.");
  });

  it("starts new pages as the services grow, numbering every page", async () => {
    const short = await pageCount(await renderAgreementPdf(agreement()));
    const services = Array.from(
      { length: 80 },
      (_, index) => `Service ${index + 1}: ${"review ".repeat(30)}`,
    );
    const long = await renderAgreementPdf(agreement({ services: services.join("\n\n") }));
    const pages = await pageCount(long);
    expect(pages).toBeGreaterThan(short + 1);
    const text = await pdfText(long);
    expect(text).toContain("Service 80:");
    expect(text).toContain(`Page ${pages} / ${pages}`);
  });

  it("writes French terms in French", async () => {
    const bytes = await renderAgreementPdf(agreement({ locale: "fr" }));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Convention de service — SA-2026-0007-v2");
    expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("fr-CA");
    const text = await pdfText(bytes);
    expect(text).toContain("Convention de service");
    expect(text).toContain("Date de remise\u00a0: 27 novembre 2026");
    expect(text).toContain("Le client n’a pas de convention de service avec un autre représentant autorisé.");
    expect(text).toContain("Honoraires");
    expect(text).toMatch(/1\s750,50\s\$/);
  });

  it("adds a signatures page to the signed agreement", async () => {
    const unsigned = await pageCount(await renderAgreementPdf(agreement()));
    const bytes = await renderSignedAgreementPdf(agreement(), signatures);
    expect(await pageCount(bytes)).toBe(unsigned + 1);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getCreationDate()).toEqual(new Date("2026-11-27T12:00:00Z"));
    expect(doc.getModificationDate()).toEqual(signatures.consultant.at);

    const text = await pdfText(bytes);
    for (const expected of [
      "Signed by the client",
      "Countersigned by the consultant",
      "IP address: 203.0.113.7",
      "SHA-256 of the agreement signed",
      signatures.termsSha256,
      `Page ${unsigned + 1} / ${unsigned + 1}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The office's time (Saskatchewan), whatever the server's zone.
    expect(text).toMatch(/November 28, 2026 at 9:04\sa\.m\./);
  });

  it("writes a client's name as typed in the Latin, Greek and Cyrillic alphabets, and a script it lacks as '?'", async () => {
    const base = agreement();
    const name = "Nguyễn Thị Łucja Şahin Олена Ζωή 王";
    const document = agreement({ client: { ...base.terms.client, fullName: name } });
    const bytes = await renderSignedAgreementPdf(document, {
      ...signatures,
      client: { ...signatures.client, typedName: name },
    });
    const text = await pdfText(bytes);
    expect(text).toContain("Nguyễn Thị Łucja Şahin Олена Ζωή ?");
  });
});
