import { openJson, sealJson, type SealedJson } from "~/lib/security/encryption.server";
import type { ContactValues } from "./schema";

/** What a contact message says, sealed at rest; its email stays readable to find the sender's other leads. */
export type ContactContent = Pick<ContactValues, "fullName" | "subject" | "message">;

export function sealContactContent({ fullName, subject, message }: ContactContent): SealedJson {
  return sealJson({ fullName, subject, message });
}

export function openContactContent(stored: unknown): ContactContent {
  return openJson<ContactContent>(stored);
}
