/**
 * Site facts shown to visitors. Defaults are clearly fictional; a deployment overrides
 * them at build time with VITE_SITE_* variables (see .env.example).
 */
/*
 * The server process loads this module outside Vite when a scheduled job writes an email (booking
 * reminders): there `import.meta.env` is absent and the same VITE_SITE_* variables come from the
 * process environment.
 */
const env: Partial<Record<string, string>> =
  (import.meta.env as ImportMetaEnv | undefined) ?? (process.env as Partial<Record<string, string>>);

/**
 * The facts whose default is an invention (a licence of zeros, a 555 telephone number, an example.ca
 * address), with the variable that replaces each one. Development and tests show them as they are; a
 * server in deployment mode refuses to start while any is left (`deploymentFactsLeft` in
 * env.server.ts, ADR 020). The facts without an entry here (business and consultant names, the bar's
 * country) are the practice's own.
 */
export const fictionalSiteFacts = {
  consultantLicence: { variable: "VITE_SITE_CONSULTANT_LICENCE", value: "R000000" },
  provincialConsultantLicence: { variable: "VITE_SITE_SK_CONSULTANT_LICENCE", value: "SK-IC-0000" },
  recruiterLicence: { variable: "VITE_SITE_RECRUITER_LICENCE", value: "FWR-0000" },
  barRollNumber: { variable: "VITE_SITE_BAR_ROLL_NUMBER", value: "SCN/000000" },
  phone: { variable: "VITE_SITE_PHONE", value: "+1 306-555-0142" },
  email: { variable: "VITE_SITE_EMAIL", value: "hello@maplepathways.example.ca" },
  street: { variable: "VITE_SITE_STREET", value: "123 Example Avenue, Suite 200" },
  streetFr: { variable: "VITE_SITE_STREET_FR", value: "123, avenue Example, bureau 200" },
  postalCode: { variable: "VITE_SITE_POSTAL_CODE", value: "S7K 0A0" },
} as const;

type FictionalSiteFact = keyof typeof fictionalSiteFacts;

/** A configured value; an empty variable (an unfilled line of .env) counts as unset. */
const configured = (variable: string): string | undefined => env[variable] || undefined;

/** A configured value, or the fictional default. */
function fact(name: FictionalSiteFact): string {
  const { variable, value } = fictionalSiteFacts[name];
  return configured(variable) ?? value;
}

export const site = {
  businessName: configured("VITE_SITE_BUSINESS_NAME") ?? "Maple Pathways Immigration",
  consultantName: configured("VITE_SITE_CONSULTANT_NAME") ?? "Amara Okafor",
  /** Membership licence of the College of Immigration and Citizenship Consultants. */
  consultantLicence: fact("consultantLicence"),
  /**
   * The Government of Saskatchewan's immigration consultant licence, which The Immigration Services Act
   * requires of every consultant practising in the province, in addition to College membership.
   */
  provincialConsultantLicence: fact("provincialConsultantLicence"),
  /** The Government of Saskatchewan's foreign worker recruiter licence, under the same Act. */
  recruiterLicence: fact("recruiterLicence"),
  barRollNumber: fact("barRollNumber"),
  barJurisdiction: configured("VITE_SITE_BAR_JURISDICTION") ?? "Nigeria",
  /**
   * The same place as French writes it after a verb, with its preposition and article ("au Nigeria",
   * "en Inde", "aux Philippines"). When only the English name is configured, French names it in
   * parentheses rather than guess the article.
   */
  barJurisdictionFr:
    configured("VITE_SITE_BAR_JURISDICTION_FR") ??
    (configured("VITE_SITE_BAR_JURISDICTION")
      ? `à l’étranger (${configured("VITE_SITE_BAR_JURISDICTION")})`
      : "au Nigeria"),
  phone: fact("phone"),
  email: fact("email"),
  address: {
    street: fact("street"),
    /** The same street as Canada Post writes it in French (number, street type in lower case, "bureau"). */
    streetFr: fact("streetFr"),
    city: "Saskatoon",
    province: "SK",
    provinceName: { en: "Saskatchewan", fr: "Saskatchewan" },
    postalCode: fact("postalCode"),
    country: "CA",
  },
  /** The regulator's public register, where visitors can check the licence. */
  regulatorRegisterUrl: "https://college-ic.ca/protecting-the-public/find-an-immigration-consultant",
} as const;

/**
 * The variables of the facts in `facts` (the site as built, by default) that are still their
 * fictional default, in the order of `fictionalSiteFacts`.
 */
export function fictionalFactsLeft(facts: typeof site = site): string[] {
  const values: Record<string, unknown> = { ...facts, ...facts.address };
  return Object.entries(fictionalSiteFacts)
    .filter(([name, { value }]) => values[name] === value)
    .map(([, { variable }]) => variable);
}

export function phoneHref(phone: string = site.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** The office on one line, as each language writes addresses: "Saskatoon, SK" or "Saskatoon (Saskatchewan)". */
export function formatAddress(locale: "en" | "fr" = "en"): string {
  const a = site.address;
  return locale === "fr"
    ? `${a.streetFr}, ${a.city} (${a.provinceName.fr}) ${a.postalCode}`
    : `${a.street}, ${a.city}, ${a.province} ${a.postalCode}`;
}
