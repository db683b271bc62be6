import type { Localized } from "./links";

const ircc = {
  en: "https://www.canada.ca/en/immigration-refugees-citizenship",
  fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete",
};

/**
 * Official government pages the content links to, in each language: French pages link the French
 * version of a page wherever its publisher has one. The Saskatchewan, British Columbia and Alberta
 * nominee sites are published in English only, so French content says so in the link text.
 */
export const officialSites = {
  expressEntry: {
    en: `${ircc.en}/services/immigrate-canada/express-entry.html`,
    fr: `${ircc.fr}/services/immigrer-canada/entree-express.html`,
  },
  expressEntryDocuments: {
    en: `${ircc.en}/services/immigrate-canada/express-entry/documents.html`,
    fr: `${ircc.fr}/services/immigrer-canada/entree-express/documents.html`,
  },
  proofOfFunds: {
    en: `${ircc.en}/services/immigrate-canada/express-entry/documents/proof-funds.html`,
    fr: `${ircc.fr}/services/immigrer-canada/entree-express/documents/preuve-fonds-suffisants.html`,
  },
  familySponsorship: {
    en: `${ircc.en}/services/immigrate-canada/family-sponsorship.html`,
    fr: `${ircc.fr}/services/immigrer-canada/parrainer-membre-famille.html`,
  },
  studyPermit: {
    en: `${ircc.en}/services/study-canada/study-permit.html`,
    fr: `${ircc.fr}/services/etudier-canada/permis-etudes.html`,
  },
  workPermit: {
    en: `${ircc.en}/services/work-canada/permit.html`,
    fr: `${ircc.fr}/services/travailler-canada/permis.html`,
  },
  processingTimes: {
    en: `${ircc.en}/services/application/check-processing-times.html`,
    fr: `${ircc.fr}/services/demande/verifier-delais-traitement.html`,
  },
  biometrics: {
    en: `${ircc.en}/campaigns/biometrics.html`,
    fr: `${ircc.fr}/campagnes/biometrie.html`,
  },
  fees: {
    en: "https://ircc.canada.ca/english/information/fees/fees.asp",
    fr: "https://ircc.canada.ca/francais/information/frais/bareme.asp",
  },
  authentication: {
    en: "https://www.international.gc.ca/gac-amc/about-a_propos/services/authentication-authentification/index.aspx?lang=eng",
    fr: "https://www.international.gc.ca/gac-amc/about-a_propos/services/authentication-authentification/index.aspx?lang=fra",
  },
  socialInsuranceNumber: {
    en: "https://www.canada.ca/en/employment-social-development/services/sin.html",
    fr: "https://www.canada.ca/fr/emploi-developpement-social/services/numero-assurance-sociale.html",
  },
  bankAccount: {
    en: "https://www.canada.ca/en/financial-consumer-agency/services/banking/opening-bank-account.html",
    fr: "https://www.canada.ca/fr/agence-consommation-matiere-financiere/services/activites-bancaires/ouvrir-compte-banque.html",
  },
  saskatchewanNominee: {
    en: "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/live-in-saskatchewan/by-immigrating/saskatchewan-immigrant-nominee-program",
    fr: "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/live-in-saskatchewan/by-immigrating/saskatchewan-immigrant-nominee-program",
  },
  ontarioNominee: {
    en: "https://www.ontario.ca/page/ontario-immigrant-nominee-program-oinp",
    fr: "https://www.ontario.ca/fr/page/programme-ontarien-des-candidats-limmigration-poci",
  },
  britishColumbiaNominee: {
    en: "https://www.welcomebc.ca/Immigrate-to-B-C/About-The-BC-PNP",
    fr: "https://www.welcomebc.ca/Immigrate-to-B-C/About-The-BC-PNP",
  },
  albertaNominee: {
    en: "https://www.alberta.ca/alberta-advantage-immigration-program",
    fr: "https://www.alberta.ca/alberta-advantage-immigration-program",
  },
} satisfies Record<string, Localized<string>>;
