import type { Locale } from "~/lib/i18n/locale";

/**
 * What a service agreement says, as the consultant writes it for one client in the client's language
 * (the Code of Professional Conduct, SOR/2022-128, s. 24). Plain values: the back office's form, the
 * client's page and the PDF read the same shape.
 */
export interface AgreementTerms {
  locale: Locale;
  consultant: {
    name: string;
    business: string;
    /** College of Immigration and Citizenship Consultants licence. */
    licence: string;
    /** Saskatchewan's immigration consultant licence. */
    provincialLicence: string;
    email: string;
    phone: string;
  };
  /** The client's identity and contact details, confirmed before the agreement (s. 24(2)(a)). */
  client: {
    fullName: string;
    homeAddress: string;
    phone: string;
    email: string;
    /** Business address, telephone and email, if the client has them; empty otherwise. */
    business: string;
    /** How the consultant confirmed who the client is (the corroboration sought). */
    identityConfirmation: string;
  };
  /**
   * Whether the client has an agreement with another authorized representative (s. 24(2)(c)): none,
   * one completed or terminated in writing, or both engaged with the scope of each set out in the note.
   */
  otherRepresentative: OtherRepresentative;
  otherRepresentativeNote: string;
  services: string;
  /** The fee schedule: what is charged, each an amount in cents; invoices are made from it. */
  fees: FeeLine[];
  disbursements: string;
  paymentSchedule: string;
  refundAndTermination: string;
  complaints: string;
  confidentiality: string;
}

export const otherRepresentativeAnswers = ["none", "ended", "both"] as const;
export type OtherRepresentative = (typeof otherRepresentativeAnswers)[number];

export interface FeeLine {
  description: string;
  cents: number;
}

/** One version of an agreement as it is issued: the exact terms a client reads, signs and keeps. */
export interface AgreementDocument {
  /** "SA-2026-0007-v2": the agreement's number and version, printed on every page. */
  reference: string;
  /** The office day the draft was given to the client. */
  issuedOn: string;
  terms: AgreementTerms;
}

/** Who signed a version, when and from where, and the SHA-256 of the exact PDF the client signed. */
export interface AgreementSignatures {
  termsSha256: string;
  client: { typedName: string; at: Date; ip: string };
  consultant: { typedName: string; at: Date };
}

/** An invoice as issued (ss. 29–30): numbered, from the agreement's fee schedule, bilingual. */
export interface InvoiceDocument {
  /** "INV-2026-0012". */
  number: string;
  issuedOn: string;
  /** The office day payment is due; null for "on receipt". */
  dueOn: string | null;
  agreementReference: string;
  consultant: AgreementTerms["consultant"];
  client: Pick<AgreementTerms["client"], "fullName" | "homeAddress" | "email">;
  lines: FeeLine[];
  /** Advance payments held for the client when the invoice is issued, and what was paid before it. */
  advanceHeldCents: number;
}

/** Sum of a list of fee lines, in cents. */
export function totalCents(lines: readonly FeeLine[]): number {
  return lines.reduce((sum, line) => sum + line.cents, 0);
}
