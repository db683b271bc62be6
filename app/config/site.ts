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

export const site = {
  businessName: env.VITE_SITE_BUSINESS_NAME ?? "Maple Pathways Immigration",
  consultantName: env.VITE_SITE_CONSULTANT_NAME ?? "Amara Okafor",
  /** Membership licence of the College of Immigration and Citizenship Consultants. */
  consultantLicence: env.VITE_SITE_CONSULTANT_LICENCE ?? "R000000",
  /**
   * The Government of Saskatchewan's immigration consultant licence, which The Immigration Services Act
   * requires of every consultant practising in the province, in addition to College membership.
   */
  provincialConsultantLicence: env.VITE_SITE_SK_CONSULTANT_LICENCE ?? "SK-IC-0000",
  /** The Government of Saskatchewan's foreign worker recruiter licence, under the same Act. */
  recruiterLicence: env.VITE_SITE_RECRUITER_LICENCE ?? "FWR-0000",
  barRollNumber: env.VITE_SITE_BAR_ROLL_NUMBER ?? "SCN/000000",
  barJurisdiction: env.VITE_SITE_BAR_JURISDICTION ?? "Nigeria",
  /**
   * The same place as French writes it after a verb, with its preposition and article ("au Nigeria",
   * "en Inde", "aux Philippines"). When only the English name is configured, French names it in
   * parentheses rather than guess the article.
   */
  barJurisdictionFr:
    env.VITE_SITE_BAR_JURISDICTION_FR ??
    (env.VITE_SITE_BAR_JURISDICTION ? `à l’étranger (${env.VITE_SITE_BAR_JURISDICTION})` : "au Nigeria"),
  phone: env.VITE_SITE_PHONE ?? "+1 306-555-0142",
  email: env.VITE_SITE_EMAIL ?? "hello@maplepathways.example.ca",
  address: {
    street: env.VITE_SITE_STREET ?? "123 Example Avenue, Suite 200",
    /** The same street as Canada Post writes it in French (number, street type in lower case, "bureau"). */
    streetFr: env.VITE_SITE_STREET_FR ?? "123, avenue Example, bureau 200",
    city: "Saskatoon",
    province: "SK",
    provinceName: { en: "Saskatchewan", fr: "Saskatchewan" },
    postalCode: env.VITE_SITE_POSTAL_CODE ?? "S7K 0A0",
    country: "CA",
  },
  /** The regulator's public register, where visitors can check the licence. */
  regulatorRegisterUrl: "https://college-ic.ca/protecting-the-public/find-an-immigration-consultant",
  /** The Government of Saskatchewan's licensing page, with its list of licensed consultants and recruiters. */
  provincialRegisterUrl:
    "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/provide-immigration-services/immigration-consultant-and-foreign-worker-recruiter-licensing-and-responsibilities",
  calendarUrl: "https://calendar.google.com/calendar/render",
  officialCrsToolUrl: "https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp",
  officialCrsToolUrlFr: "https://www.cic.gc.ca/francais/immigrer/qualifie/outil-scg.asp",
} as const;

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
