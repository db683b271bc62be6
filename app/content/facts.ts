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
const CRS_CRITERIA = `${CANADA}/services/immigrate-canada/express-entry/check-score/crs-criteria.html`;
const STUDY_FUNDS = `${CANADA}/services/study-canada/study-permit/get-documents/financial-support.html`;
const WORK_OFF_CAMPUS = `${CANADA}/services/study-canada/work/work-off-campus.html`;
const PAL = `${CANADA}/services/study-canada/study-permit/get-documents/provincial-attestation-letter.html`;
const FAMILY_OWP = `${CANADA}/services/work-canada/permit/temporary/eligibility/family-members.html`;
const BUSINESS = `${CANADA}/services/immigrate-canada/start-visa.html`;
const SELF_EMPLOYED = `${CANADA}/services/immigrate-canada/self-employed.html`;
const SUPER_VISA = `${CANADA}/services/visit-canada/parent-grandparent-super-visa.html`;
const PGP = `${CANADA}/services/immigrate-canada/family-sponsorship/sponsor-parents-grandparents.html`;
const PGWP = `${CANADA}/services/study-canada/work/after-graduation/eligibility.html`;
const CHECKED = "2026-11-24";

export const facts = {
  crsMaximumPoints: { value: 1200, kind: "number", source: CRS_CRITERIA, checkedOn: CHECKED },
  provincialNominationPoints: { value: 600, kind: "number", source: CRS_CRITERIA, checkedOn: CHECKED },
  jobOfferPointsEndedOn: { value: "2025-03-25", kind: "date", source: CRS_CRITERIA, checkedOn: CHECKED },
  studyPermitCapSince: { value: "2024-01-22", kind: "date", source: PAL, checkedOn: CHECKED },
  /** Master's and doctoral students at public institutions, announced by IRCC on November 4, 2025. */
  palGraduateExemptSince: { value: "2026-01-01", kind: "date", source: PAL, checkedOn: CHECKED },
  studyLivingCostsSingle: { value: 22895, kind: "cad", source: STUDY_FUNDS, checkedOn: CHECKED },
  studyLivingCostsSince: { value: "2025-09-01", kind: "date", source: STUDY_FUNDS, checkedOn: CHECKED },
  pgwpLanguageSince: { value: "2024-11-01", kind: "date", source: PGWP, checkedOn: CHECKED },
  offCampusWorkHours: { value: 24, kind: "number", source: WORK_OFF_CAMPUS, checkedOn: CHECKED },
  offCampusWorkHoursSince: { value: "2024-11-08", kind: "date", source: WORK_OFF_CAMPUS, checkedOn: CHECKED },
  familyWorkPermitRulesSince: { value: "2025-01-21", kind: "date", source: FAMILY_OWP, checkedOn: CHECKED },
  familyWorkPermitMastersMonths: { value: 16, kind: "number", source: FAMILY_OWP, checkedOn: CHECKED },
  familyWorkPermitMonthsLeft: { value: 16, kind: "number", source: FAMILY_OWP, checkedOn: CHECKED },
  startUpVisaClosedAfter: { value: "2025-12-31", kind: "date", source: BUSINESS, checkedOn: CHECKED },
  selfEmployedPausedSince: { value: "2024-04-30", kind: "date", source: SELF_EMPLOYED, checkedOn: CHECKED },
  /** The Parents and Grandparents Program's last intake: invitations from the 2020 pool. */
  pgpLastIntakeYear: { value: 2025, kind: "year", source: PGP, checkedOn: CHECKED },
  pgpLastIntakeApplications: { value: 10000, kind: "number", source: PGP, checkedOn: CHECKED },
  superVisaInsurance: { value: 100000, kind: "cad", source: SUPER_VISA, checkedOn: CHECKED },
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
 * When the statements not yet written as facts (rules in prose: who qualifies, steps, service
 * standards) were last reviewed against IRCC's pages. A page with such statements cannot claim a later
 * check than this; the back office lists it until every statement is a fact.
 */
export const PROSE_REVIEWED_ON = "2024-03-28";

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(facts, name);
}
