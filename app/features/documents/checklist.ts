import { documentRuleLabels } from "~/content/document-rules";
import { documentRequirements } from "~/content/resources";
import type { Locale } from "~/lib/i18n/locale";
import type { ServiceKey } from "~/features/intake/fields";
import type { DocumentKind } from "./file-problems";

/**
 * The Document Requirements page's lists, line by line, under keys that stay put when a line's
 * wording changes: a client's checklist stores the keys, and reads the text from the page's content.
 */
export const programmeItems = {
  "study-permit": [
    "passport",
    "acceptance-letter",
    "attestation-letter",
    "financial-support",
    "statement-of-purpose",
    "transcripts",
    "photo-biometrics-medical",
    "caq",
  ],
  "express-entry": [
    "passports",
    "language-tests",
    "credential-assessment",
    "employment-letters",
    "proof-of-funds",
    "police-certificates",
    "medical-exam",
    "civil-status",
  ],
  "family-sponsorship": [
    "sponsor-status",
    "marriage-or-common-law",
    "relationship-evidence",
    "relationship-form",
    "sponsored-person-identity",
    "medical-and-photos",
    "sponsor-income",
  ],
} as const;

export type Programme = keyof typeof programmeItems;
export const programmes = Object.keys(programmeItems) as Programme[];

/** Every application needs the passport-style photo; it is checked against the photo rules. */
export const PHOTO_KEY = "photo";
const CUSTOM_PREFIX = "custom.";

export function isProgramme(value: unknown): value is Programme {
  return typeof value === "string" && value in programmeItems;
}

/**
 * The lists that fit an intake file's chosen services, offered first: Express Entry, the provincial
 * nominee programmes and the rural pilot all lead to permanent residence, which asks for the same papers.
 */
export function suggestedProgrammes(services: Partial<Record<ServiceKey, boolean>>): Programme[] {
  return services.expressEntry || services.pnp || services.rnip ? ["express-entry"] : [];
}

export interface NewItem {
  key: string;
  kind: DocumentKind;
}

/** The checklist for the chosen applications, in the page's order, with the photo last. */
export function checklistFor(chosen: readonly Programme[]): NewItem[] {
  const items: NewItem[] = programmes
    .filter((programme) => chosen.includes(programme))
    .flatMap((programme) =>
      programmeItems[programme].map((point) => ({ key: `${programme}.${point}`, kind: "scan" as const })),
    );
  return [...items, { key: PHOTO_KEY, kind: "photo" }];
}

export function customKey(id: string): string {
  return `${CUSTOM_PREFIX}${id}`;
}

export function isCustomKey(key: string): boolean {
  return key.startsWith(CUSTOM_PREFIX);
}

const photoLabel: Record<Locale, (size: string) => string> = {
  en: (size) => `Passport-style photo (${size})`,
  fr: (size) => `Photo de type passeport (${size})`,
};

/**
 * A line's text in the reader's language: the Document Requirements page's wording, or the
 * consultant's own label for a line they added. A key the content no longer has reads as undefined.
 */
export function itemLabel(key: string, locale: Locale, customLabel?: string): string | undefined {
  if (isCustomKey(key)) return customLabel;
  if (key === PHOTO_KEY) return photoLabel[locale](documentRuleLabels[locale].photoSize);
  const [programme, point] = key.split(".", 2);
  if (!isProgramme(programme)) return undefined;
  const index = (programmeItems[programme] as readonly string[]).indexOf(point ?? "");
  const section = documentRequirements[locale].find((list) => list.id === programme);
  return index === -1 ? undefined : section?.points[index];
}

/** The list's title as the Document Requirements page writes it. */
export function programmeTitle(programme: Programme, locale: Locale): string {
  return documentRequirements[locale].find((list) => list.id === programme)?.title ?? programme;
}
