import { site } from "~/config/site";
import { formatLongDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n/locale";
import { defineMessages, format, pick } from "~/lib/i18n/messages";
import type { AgreementTerms } from "./terms";

/**
 * The bilingual template a new agreement starts from; the consultant edits every text for the client
 * before giving it to them. It names what the Code asks an agreement to settle (SOR/2022-128, s. 24,
 * checked 2026-11-27); the fees are hers to write.
 */
const templateText = defineMessages({
  en: {
    identityConfirmation: "Identity document and contact details checked with the client on {date}.",
    services:
      "The consultant will assess the client's eligibility, prepare and submit the client's application, and represent the client with Immigration, Refugees and Citizenship Canada (IRCC) until a decision is made on that application.\n\nNot included: appeals, judicial review, and any other application.",
    disbursements:
      "Government fees (IRCC processing and right of permanent residence fees, biometrics) and third-party costs (translations, courier, medical exam) are paid by the client, directly or through the consultant at cost, with receipts.",
    paymentSchedule:
      "Each fee is invoiced when its stage begins and is due within 14\u00a0days of the invoice. Money paid in advance is held in the consultant's client account until it is earned.",
    refundAndTermination:
      "Either party may end this agreement at any time by giving notice in writing with the reason. The consultant then returns the client's original documents, gives a final account of the services provided and of the fees paid, and refunds any fees not yet earned within 30 days.\n\nGovernment fees already paid to IRCC are refunded only as IRCC refunds them. The consultant cannot guarantee the outcome or the processing time of any application.",
    complaints:
      "If the client is not satisfied with the consultant's services, the client may tell the consultant in writing at {email}; the consultant will answer in writing within 14 days. The client may also file a complaint with the College of Immigration and Citizenship Consultants, which regulates licensed consultants, at any time.",
    confidentiality:
      "The consultant keeps the client's information confidential and uses it only to provide these services. It is shared with IRCC and with others only as the client instructs or as the law requires. The client's files are kept for the period the College's rules require.",
  },
  fr: {
    identityConfirmation: "Pièce d’identité et coordonnées vérifiées avec le client ou la cliente le {date}.",
    services:
      "La consultante évalue l’admissibilité du client ou de la cliente, prépare et présente sa demande, et le ou la représente auprès d’Immigration, Réfugiés et Citoyenneté Canada (IRCC) jusqu’à la décision sur cette demande.\n\nNon compris\u00a0: les appels, le contrôle judiciaire et toute autre demande.",
    disbursements:
      "Les frais gouvernementaux (frais de traitement d’IRCC et droit de résidence permanente, données biométriques) et les frais de tiers (traductions, messagerie, examen médical) sont à la charge du client ou de la cliente, payés directement ou par l’intermédiaire de la consultante au prix coûtant, sur reçus.",
    paymentSchedule:
      "Chaque honoraire est facturé au début de son étape et payable dans les 14\u00a0jours suivant la facture. Les sommes versées d’avance sont détenues dans le compte client de la consultante jusqu’à ce qu’elles soient gagnées.",
    refundAndTermination:
      "Chaque partie peut mettre fin à la présente convention en tout temps par un avis écrit qui en donne la raison. La consultante remet alors les documents originaux du client ou de la cliente, fournit un relevé final des services rendus et des honoraires payés, et rembourse dans les 30\u00a0jours les honoraires non encore gagnés.\n\nLes frais gouvernementaux déjà versés à IRCC ne sont remboursés que si IRCC les rembourse. La consultante ne peut garantir ni l’issue ni le délai de traitement d’une demande.",
    complaints:
      "Si le client ou la cliente n’est pas satisfait des services de la consultante, il ou elle peut le lui dire par écrit à {email}\u202f; la consultante répond par écrit dans les 14\u00a0jours. Le client ou la cliente peut aussi, en tout temps, porter plainte auprès du Collège des consultants en immigration et en citoyenneté, qui réglemente les consultants titulaires de permis.",
    confidentiality:
      "La consultante garde confidentiels les renseignements du client ou de la cliente et ne les utilise que pour fournir ces services. Ils ne sont communiqués à IRCC et à des tiers que selon ses instructions ou lorsque la loi l’exige. Les dossiers sont conservés pendant la durée qu’exigent les règles du Collège.",
  },
});

/** What the client told the intake, to start the agreement's parties from. */
export interface IntakeContact {
  fullName: string;
  email: string;
  phone: string;
  homeAddress: string;
}

/** A new agreement for a client, in their language, from the template and their intake answers. */
export function draftTerms(
  client: IntakeContact,
  locale: Locale,
  office: { email: string },
  today: string,
): AgreementTerms {
  const t = pick(templateText, locale);
  return {
    locale,
    consultant: {
      name: site.consultantName,
      business: site.businessName,
      licence: site.consultantLicence,
      provincialLicence: site.provincialConsultantLicence,
      email: office.email,
      phone: site.phone,
    },
    client: {
      fullName: client.fullName,
      homeAddress: client.homeAddress,
      phone: client.phone,
      email: client.email,
      business: "",
      identityConfirmation: format(t.identityConfirmation, { date: formatLongDate(today, locale) }),
    },
    otherRepresentative: "none",
    otherRepresentativeNote: "",
    fees: [],
    ...templateParts(locale, office),
  };
}

const partNames = [
  "services",
  "disbursements",
  "paymentSchedule",
  "refundAndTermination",
  "complaints",
  "confidentiality",
] as const;
type TemplatePart = (typeof partNames)[number];

function templateParts(locale: Locale, office: { email: string }): Pick<AgreementTerms, TemplatePart> {
  const t = pick(templateText, locale);
  return {
    services: t.services,
    disbursements: t.disbursements,
    paymentSchedule: t.paymentSchedule,
    refundAndTermination: t.refundAndTermination,
    complaints: format(t.complaints, { email: office.email }),
    confidentiality: t.confidentiality,
  };
}

/**
 * Terms whose language the consultant changed from `from`: each part still as the template wrote it
 * follows into the new language, so the agreement does not mix two; a part she wrote stays hers.
 */
export function followLanguage(
  terms: AgreementTerms,
  from: Locale,
  office: { email: string },
): AgreementTerms {
  if (terms.locale === from) return terms;
  const before = templateParts(from, office);
  const after = templateParts(terms.locale, office);
  const followed = { ...terms };
  for (const part of partNames) if (terms[part] === before[part]) followed[part] = after[part];
  return followed;
}
