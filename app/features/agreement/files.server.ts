import type { Database } from "~/db/client";
import type { Sealer } from "~/lib/security/encryption.server";
import { agreementFile } from "./agreement.server";
import { invoiceFile } from "./billing.server";

/** The PDFs an agreement page links to: the agreement as given, as signed by both, or an invoice. */
const agreementFileKinds = ["issued", "signed", "invoice"] as const;
export type AgreementFileKind = (typeof agreementFileKinds)[number];

export function isAgreementFileKind(value: string | undefined): value is AgreementFileKind {
  return (agreementFileKinds as readonly (string | undefined)[]).includes(value);
}

/** One of a client's PDFs; undefined when it is not theirs or does not exist. */
export async function clientPdf(
  db: Database,
  sealer: Sealer,
  which: AgreementFileKind,
  id: string,
  userId: string,
): Promise<{ name: string; contentType: string; bytes: Buffer } | undefined> {
  const file =
    which === "invoice"
      ? await invoiceFile(db, sealer, id, userId)
      : await agreementFile(db, sealer, id, which, userId);
  return file && { name: file.fileName, contentType: "application/pdf", bytes: file.body };
}
