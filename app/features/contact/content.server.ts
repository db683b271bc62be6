import type { SealedJson, Sealer } from "~/lib/security/encryption.server";
import type { ContactValues } from "./schema";

/** What a contact message says, sealed at rest; its email stays readable to find the sender's other leads. */
export type ContactContent = Pick<ContactValues, "fullName" | "subject" | "message">;

export function sealContactContent(
  sealer: Sealer,
  { fullName, subject, message }: ContactContent,
): SealedJson {
  return sealer.sealJson({ fullName, subject, message });
}

export function openContactContent(sealer: Sealer, stored: unknown): ContactContent {
  return sealer.openJson<ContactContent>(stored);
}
