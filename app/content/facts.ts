/**
 * Every amount, date, threshold and count the content states about immigration rules, once, with the
 * official page it comes from and the day it was last checked there. Content writes `{fact:name}` where
 * the value goes (see with-facts.ts), so a rule that changes is changed here only, and each page can
 * say how recently its facts were checked.
 */
export interface Fact {
  value: number | string;
  /** How the value reads: an amount in Canadian dollars, an ISO day, a year, or a plain number. */
  kind: "cad" | "date" | "year" | "number";
  /** The official page that states it. */
  source: string;
  /** YYYY-MM-DD: the day the value was last compared with the source. */
  checkedOn: string;
}

const CANADA = "https://www.canada.ca/en/immigration-refugees-citizenship";
const EXPRESS_ENTRY = `${CANADA}/services/immigrate-canada/express-entry`;
const CRS_CRITERIA = `${EXPRESS_ENTRY}/check-score/crs-criteria.html`;
const FSW = `${EXPRESS_ENTRY}/eligibility/federal-skilled-workers.html`;
const FSW_GRID = `${EXPRESS_ENTRY}/eligibility/federal-skilled-workers/six-selection-factors-federal-skilled-workers.html`;
const CEC = `${EXPRESS_ENTRY}/eligibility/canadian-experience-class.html`;
const FST = `${EXPRESS_ENTRY}/eligibility/skilled-trades.html`;
const LANGUAGE_TESTS = `${EXPRESS_ENTRY}/documents/language-requirements.html`;
const ECA = `${EXPRESS_ENTRY}/documents/education-assessed.html`;
const PROFILE = `${EXPRESS_ENTRY}/submit-profile.html`;
const INVITATIONS = `${EXPRESS_ENTRY}/become-candidate/invitations-apply.html`;
const APPLY_PR = `${EXPRESS_ENTRY}/apply-permanent-residence.html`;
const POLICE = `${EXPRESS_ENTRY}/documents/police-certificates.html`;
const PROOF_OF_FUNDS = `${EXPRESS_ENTRY}/documents/proof-funds.html`;
const CATEGORIES = `${EXPRESS_ENTRY}/submit-profile/rounds-invitations/category-based-selection.html`;
const BIOMETRICS = `${CANADA}/campaigns/biometrics.html`;
const MEDICAL_EXAM = `${CANADA}/corporate/publications-manuals/operational-bulletins-manuals/standard-requirements/medical-requirements/exam/issuing-instructions-medical-examinations.html`;
const STUDY_PERMIT = `${CANADA}/services/study-canada/study-permit.html`;
const STUDY_FUNDS = `${CANADA}/services/study-canada/study-permit/get-documents/financial-support.html`;
const WORK_OFF_CAMPUS = `${CANADA}/services/study-canada/work/work-off-campus.html`;
const PAL = `${CANADA}/services/study-canada/study-permit/get-documents/provincial-attestation-letter.html`;
const FAMILY_OWP = `${CANADA}/services/work-canada/permit/temporary/eligibility/family-members.html`;
const BUSINESS = `${CANADA}/services/immigrate-canada/start-visa.html`;
const SELF_EMPLOYED = `${CANADA}/services/immigrate-canada/self-employed.html`;
const SUPER_VISA = `${CANADA}/services/visit-canada/parent-grandparent-super-visa.html`;
const PGP = `${CANADA}/services/immigrate-canada/family-sponsorship/sponsor-parents-grandparents.html`;
const SPOUSE_CHILDREN = `${CANADA}/services/immigrate-canada/family-sponsorship/spouse-partner-children.html`;
const UNDERTAKING = "https://ircc.canada.ca/english/helpcentre/answer.asp?qnum=1355&top=14";
const SPOUSAL_STANDARD = `${CANADA}/corporate/mandate/service-declaration/service-standards/family-class-priority-overseas.html`;
const PGWP = `${CANADA}/services/study-canada/work/after-graduation/eligibility.html`;
const RURAL_FRANCO_PILOTS = `${CANADA}/services/immigrate-canada/rural-franco-pilots.html`;
const SINP =
  "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/live-in-saskatchewan/by-immigrating/saskatchewan-immigrant-nominee-program";
const SASKATCHEWAN_PROTECTION =
  "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/live-in-saskatchewan/by-immigrating/protection-for-immigrants-and-foreign-workers";
const SASKATCHEWAN_LICENSING =
  "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/provide-immigration-services/immigration-consultant-and-foreign-worker-recruiter-licensing-and-responsibilities";
const CHECKED = "2026-11-24";
/** The facts compared with their sources again, or added, on this day. */
const RECHECKED = "2026-11-26";

/*
 * Where a comment names another kind of source, the value was compared with that source (a copy of the
 * official text, a government news release, or consistent reports of it) because the official page itself
 * could not be read; the link stays the official page, where the value is to be checked next time.
 */
export const facts = {
  crsMaximumPoints: { value: 1200, kind: "number", source: CRS_CRITERIA, checkedOn: CHECKED },
  provincialNominationPoints: { value: 600, kind: "number", source: CRS_CRITERIA, checkedOn: CHECKED },
  /**
   * Consistent reports of the Ministerial Instructions. IRCC consulted in spring 2026 on CRS points for
   * work or a job offer in a high-wage occupation, and some reports say such points apply since November 3,
   * 2026: not confirmed on an official page, so content states only this date, and links the criteria.
   */
  jobOfferPointsEndedOn: { value: "2025-03-25", kind: "date", source: CRS_CRITERIA, checkedOn: CHECKED },
  /** Copies of the official page and consistent reports; IRCC's 2026 proposal to drop the grid has no date in force. */
  fswMinimumPoints: { value: 67, kind: "number", source: FSW_GRID, checkedOn: CHECKED },
  /** Continuous skilled work, or the equivalent part time: consistent reports of the official page. */
  fswExperienceMonths: { value: 12, kind: "number", source: FSW, checkedOn: CHECKED },
  fswExperienceWindowYears: { value: 10, kind: "number", source: FSW, checkedOn: CHECKED },
  /** In all four abilities, first official language: a copy of the official page. */
  fswMinimumClb: { value: 7, kind: "number", source: FSW, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  cecExperienceMonths: { value: 12, kind: "number", source: CEC, checkedOn: CHECKED },
  cecExperienceWindowYears: { value: 3, kind: "number", source: CEC, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  fstExperienceYears: { value: 2, kind: "number", source: FST, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  languageTestValidYears: { value: 2, kind: "number", source: LANGUAGE_TESTS, checkedOn: CHECKED },
  /** Designated organizations' own pages and consistent reports. */
  ecaValidYears: { value: 5, kind: "number", source: ECA, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  expressEntryProfileMonths: { value: 12, kind: "number", source: PROFILE, checkedOn: CHECKED },
  /** Consistent reports of the official page (60 days since June 26, 2018). */
  invitationDays: { value: 60, kind: "number", source: APPLY_PR, checkedOn: CHECKED },
  /** The 30 days of the biometric instruction letter: consistent reports. */
  biometricsDays: { value: 30, kind: "number", source: BIOMETRICS, checkedOn: CHECKED },
  /** From receiving the medical exam instructions: IRCC's instructions to its officers, as published. */
  medicalExamDays: { value: 30, kind: "number", source: MEDICAL_EXAM, checkedOn: "2026-11-27" },
  /** IRCC's service standard for most complete applications: consistent reports. */
  expressEntryProcessingMonths: {
    value: 6,
    kind: "number",
    source: EXPRESS_ENTRY + ".html",
    checkedOn: CHECKED,
  },
  /** Every country stayed in for this long in a row, in the last policeCertificateYears since age policeCertificateFromAge. */
  policeCertificateMonths: { value: 6, kind: "number", source: POLICE, checkedOn: CHECKED },
  policeCertificateYears: { value: 10, kind: "number", source: POLICE, checkedOn: CHECKED },
  policeCertificateFromAge: { value: 18, kind: "number", source: POLICE, checkedOn: CHECKED },
  /** The average balance bank letters show: consistent reports of the official page. */
  proofOfFundsAverageMonths: { value: 6, kind: "number", source: PROOF_OF_FUNDS, checkedOn: CHECKED },
  /** The official page, as stored: a misrepresentation bars the person from applying for five years. */
  misrepresentationBanYears: { value: 5, kind: "number", source: INVITATIONS, checkedOn: CHECKED },
  /** Categories announced for 2026 on February 18, 2026: consistent reports of IRCC's announcement. */
  expressEntryCategoriesYear: { value: 2026, kind: "year", source: CATEGORIES, checkedOn: CHECKED },
  /** Experience in the category's occupations, not necessarily continuous, since 2026: consistent reports. */
  categoryExperienceMonths: { value: 12, kind: "number", source: CATEGORIES, checkedOn: CHECKED },
  categoryExperienceWindowYears: { value: 3, kind: "number", source: CATEGORIES, checkedOn: CHECKED },
  /** Programs of this length or shorter need no study permit: consistent reports of the official page. */
  studyPermitShortProgramMonths: { value: 6, kind: "number", source: STUDY_PERMIT, checkedOn: CHECKED },
  studyPermitCapSince: { value: "2024-01-22", kind: "date", source: PAL, checkedOn: CHECKED },
  /** Master's and doctoral students at public institutions, announced by IRCC on November 4, 2025. */
  palGraduateExemptSince: { value: "2026-01-01", kind: "date", source: PAL, checkedOn: CHECKED },
  /**
   * Since then, someone extending a study permit in Canada needs no attestation letter only when staying at
   * the same designated learning institution and at the same level of study. Compared with a Canadian
   * university's attestation-letter page (updated January 13, 2026), which applies the rule to transfers.
   */
  palSameSchoolExtensionSince: { value: "2025-01-22", kind: "date", source: PAL, checkedOn: RECHECKED },
  studyLivingCostsSingle: { value: 22895, kind: "cad", source: STUDY_FUNDS, checkedOn: CHECKED },
  studyLivingCostsSince: { value: "2025-09-01", kind: "date", source: STUDY_FUNDS, checkedOn: CHECKED },
  pgwpLanguageSince: { value: "2024-11-01", kind: "date", source: PGWP, checkedOn: CHECKED },
  /** Bachelor's, master's and doctoral graduates: consistent reports of the official page. */
  pgwpUniversityClb: { value: 7, kind: "number", source: PGWP, checkedOn: CHECKED },
  /** Graduates of other programs: consistent reports of the official page. */
  pgwpCollegeClb: { value: 5, kind: "number", source: PGWP, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  pgwpMinimumProgramMonths: { value: 8, kind: "number", source: PGWP, checkedOn: CHECKED },
  pgwpMaximumYears: { value: 3, kind: "number", source: PGWP, checkedOn: CHECKED },
  /** Programs at least this long, and master's programs, can lead to the longest permit. */
  pgwpLongProgramYears: { value: 2, kind: "number", source: PGWP, checkedOn: CHECKED },
  offCampusWorkHours: { value: 24, kind: "number", source: WORK_OFF_CAMPUS, checkedOn: CHECKED },
  offCampusWorkHoursSince: { value: "2024-11-08", kind: "date", source: WORK_OFF_CAMPUS, checkedOn: CHECKED },
  familyWorkPermitRulesSince: { value: "2025-01-21", kind: "date", source: FAMILY_OWP, checkedOn: CHECKED },
  familyWorkPermitMastersMonths: { value: 16, kind: "number", source: FAMILY_OWP, checkedOn: CHECKED },
  familyWorkPermitMonthsLeft: { value: 16, kind: "number", source: FAMILY_OWP, checkedOn: CHECKED },
  /** IRCC took no new commitment certificates after this day: consistent reports of IRCC's notice. */
  startUpVisaClosedAfter: { value: "2025-12-31", kind: "date", source: BUSINESS, checkedOn: RECHECKED },
  /** The year the last commitment certificates that still allowed an application were issued: as above. */
  startUpVisaLastCertificatesYear: { value: 2025, kind: "year", source: BUSINESS, checkedOn: RECHECKED },
  /**
   * Holders of a commitment certificate issued in startUpVisaLastCertificatesYear could still apply for
   * permanent residence until this day; "the program is closed to all other applications", as reports quote
   * IRCC.
   */
  startUpVisaLastApplicationsOn: {
    value: "2026-06-30",
    kind: "date",
    source: BUSINESS,
    checkedOn: RECHECKED,
  },
  /** In each of the four abilities, while the program was open: consistent reports of the official page. */
  startUpVisaMinimumClb: { value: 5, kind: "number", source: BUSINESS, checkedOn: CHECKED },
  selfEmployedPausedSince: { value: "2024-04-30", kind: "date", source: SELF_EMPLOYED, checkedOn: CHECKED },
  /** Years of relevant experience within selfEmployedWindowYears: the Regulations' definition, as reported. */
  selfEmployedExperienceYears: { value: 2, kind: "number", source: SELF_EMPLOYED, checkedOn: CHECKED },
  selfEmployedWindowYears: { value: 5, kind: "number", source: SELF_EMPLOYED, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  sponsorMinimumAge: { value: 18, kind: "number", source: SPOUSE_CHILDREN, checkedOn: CHECKED },
  /** Outside Quebec, from the day the person becomes a permanent resident: IRCC's help centre. */
  undertakingSpouseYears: { value: 3, kind: "number", source: UNDERTAKING, checkedOn: CHECKED },
  /** A dependent child under 22: this many years, or until undertakingChildUntilAge, whichever comes first. */
  undertakingChildYears: { value: 10, kind: "number", source: UNDERTAKING, checkedOn: CHECKED },
  undertakingChildUntilAge: { value: 25, kind: "number", source: UNDERTAKING, checkedOn: CHECKED },
  undertakingParentYears: { value: 20, kind: "number", source: UNDERTAKING, checkedOn: CHECKED },
  /** Quebec sets its own undertakings: consistent reports. */
  undertakingParentQuebecYears: { value: 10, kind: "number", source: UNDERTAKING, checkedOn: CHECKED },
  /** The official service standard page. */
  spousalSponsorshipStandardMonths: {
    value: 12,
    kind: "number",
    source: SPOUSAL_STANDARD,
    checkedOn: CHECKED,
  },
  /** Living together for at least this long makes a common-law partner: consistent reports. */
  commonLawMonths: { value: 12, kind: "number", source: SPOUSE_CHILDREN, checkedOn: CHECKED },
  /** Someone sponsored as a spouse or partner cannot sponsor a new one for this long: legal-aid guidance. */
  sponsoredSpouseBarYears: { value: 5, kind: "number", source: SPOUSE_CHILDREN, checkedOn: CHECKED },
  /** A child is dependent under this age: IRCC's help centre. */
  dependentChildAgeLimit: { value: 22, kind: "number", source: SPOUSE_CHILDREN, checkedOn: CHECKED },
  /**
   * The Parents and Grandparents Program's last intake (invitations from the 2020 pool), and the most
   * applications from it IRCC processes: reports of the Ministerial Instructions.
   */
  pgpLastIntakeYear: { value: 2025, kind: "year", source: PGP, checkedOn: RECHECKED },
  pgpLastIntakeApplications: { value: 10000, kind: "number", source: PGP, checkedOn: RECHECKED },
  /** No new applications this year: IRCC's Ministerial Instructions of January 2026, as CIC News reported them (January 29, 2026). */
  pgpNoIntakeYear: { value: 2026, kind: "year", source: PGP, checkedOn: RECHECKED },
  /** The last interest to sponsor forms: the last intake invited only from them. Consistent reports. */
  pgpInterestFormsYear: { value: 2020, kind: "year", source: PGP, checkedOn: CHECKED },
  /** Above the minimum necessary income, in each of pgpIncomeYears tax years: the Regulations, as reported. */
  pgpIncomeAbovePercent: { value: 30, kind: "number", source: PGP, checkedOn: CHECKED },
  pgpIncomeYears: { value: 3, kind: "number", source: PGP, checkedOn: CHECKED },
  /** Consistent reports of the official page. */
  superVisaValidYears: { value: 10, kind: "number", source: SUPER_VISA, checkedOn: CHECKED },
  superVisaStayYears: { value: 5, kind: "number", source: SUPER_VISA, checkedOn: CHECKED },
  superVisaInsurance: { value: 100000, kind: "cad", source: SUPER_VISA, checkedOn: CHECKED },
  /** How long the insurance must be valid from entry: consistent reports of the official page. */
  superVisaInsuranceYears: { value: 1, kind: "number", source: SUPER_VISA, checkedOn: CHECKED },
  /**
   * Entrepreneur, International Graduate Entrepreneur and Farm Owner/Operator closed for good: the
   * Government of Saskatchewan's news release of that day, as republished.
   */
  sinpEntrepreneurClosedOn: { value: "2025-03-27", kind: "date", source: SINP, checkedOn: CHECKED },
  /** The SINP's nominations for sinpNominationsYear: consistent reports of the province's announcement. */
  sinpNominations: { value: 4761, kind: "number", source: SINP, checkedOn: CHECKED },
  sinpNominationsYear: { value: 2026, kind: "year", source: SINP, checkedOn: CHECKED },
  /** The least share of those nominations kept for priority sectors. */
  sinpPriorityPercent: { value: 50, kind: "number", source: SINP, checkedOn: CHECKED },
  /**
   * The Rural and Northern Immigration Pilot ended on this day; the Rural Community and Francophone
   * Community Immigration Pilots are new pilots that succeeded it. Compared with local reports of the pilot's
   * end in Moose Jaw and with reports of IRCC's 2024 announcement of the two new pilots.
   */
  rnipEndedOn: { value: "2024-08-31", kind: "date", source: RURAL_FRANCO_PILOTS, checkedOn: RECHECKED },
  /**
   * Communities taking part in the Rural Community Immigration Pilot, Moose Jaw (Saskatchewan) among
   * them: reports (October 2, 2025) that Moose Jaw became the 14th and last community to take part.
   */
  rcipCommunities: { value: 14, kind: "number", source: RURAL_FRANCO_PILOTS, checkedOn: RECHECKED },
  /**
   * The Immigration Services Act (Saskatchewan) came into force on this day and replaced The Foreign
   * Worker Recruitment and Immigration Services Act (2013); immigration consultants and foreign worker
   * recruiters need a licence from the Government of Saskatchewan. The official page, read in a stored copy.
   */
  immigrationServicesActInForceOn: {
    value: "2024-07-01",
    kind: "date",
    source: SASKATCHEWAN_PROTECTION,
    checkedOn: RECHECKED,
  },
  /**
   * The Immigration Services Regulations came into force on this day: the Government of Saskatchewan's
   * news release of September 3, 2024 and its employer page. The link is the licensing page, which sets
   * out the licences (a consultant must also be an active member of the College).
   */
  immigrationServicesRegulationsInForceOn: {
    value: "2024-09-01",
    kind: "date",
    source: SASKATCHEWAN_LICENSING,
    checkedOn: RECHECKED,
  },
  apostilleInCanadaSince: {
    value: "2024-01-11",
    kind: "date",
    source:
      "https://www.international.gc.ca/gac-amc/about-a_propos/services/authentication-authentification/index.aspx?lang=eng",
    checkedOn: CHECKED,
  },
  borderCashReport: {
    value: 10000,
    kind: "cad",
    source: "https://www.cbsa-asfc.gc.ca/travel-voyage/ttd-vdd-eng.html",
    checkedOn: CHECKED,
  },
} as const satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;

/**
 * When each page's rules written in prose (who qualifies, steps, lists of categories and streams) were
 * last compared with the official pages. A page cannot claim a later check than its prose; null once
 * every rule the page states is a fact. The back office shows the oldest.
 */
export const proseReviewedOn = {
  /** Who must hold which licence in Saskatchewan, as the About page states it. */
  about: "2026-11-26",
  applicationGuides: "2026-11-24",
  faq: "2026-11-24",
  study: "2026-11-24",
  business: "2026-11-24",
  programs: "2026-11-24",
  family: "2026-11-24",
  documentRequirements: "2026-11-24",
  supportingDocuments: "2026-11-24",
  authenticationProcess: "2026-11-24",
  bankingGuides: "2026-11-24",
} as const satisfies Record<string, string | null>;

/** The least recent prose review of any page, or null when every page states its rules as facts. */
export function oldestProseReview(): string | null {
  const days = Object.values(proseReviewedOn as Record<string, string | null>).filter(
    (day): day is string => day !== null,
  );
  return days.length > 0 ? days.sort()[0]! : null;
}

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(facts, name);
}
