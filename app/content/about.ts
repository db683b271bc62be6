import { site } from "~/config/site";
import { defineMessages, format } from "~/lib/i18n/messages";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";

/**
 * The About page (SPEC §2 "About"), as written: the licensing rules' dates are `{fact:…}` placeholders.
 * Names and numbers come from the site's config, filled into `{…}` by the page.
 */
export const aboutSource = defineMessages<{
  intro: string;
  profileTitle: string;
  profile: string[];
  credentialsTitle: string;
  consultantLicence: string;
  consultantLicenceNote: string;
  provincialLicence: string;
  provincialLicenceNote: string;
  recruiterLicence: string;
  recruiterLicenceNote: string;
  barRoll: string;
  barRollNote: string;
  verify: string;
  verifyProvincial: string;
  opensInNewTab: string;
  updated: string;
  individualsTitle: string;
  individuals: string[];
  businessesTitle: string;
  businesses: string[];
  commitmentTitle: string;
  commitment: string[];
  visionTitle: string;
  vision: string;
}>({
  en: {
    intro:
      "A Saskatoon practice led by a licensed immigration consultant who is also a licensed foreign-worker recruiter and a lawyer trained abroad.",
    profileTitle: "Meet {name}",
    profile: [
      "{name} is a Regulated Canadian Immigration Consultant (RCIC) licensed by the College of Immigration and Citizenship Consultants, the regulator created by Parliament in 2021. She represents clients before Immigration, Refugees and Citizenship Canada (IRCC) and the Saskatchewan Immigrant Nominee Program.",
      "In Saskatchewan, College membership is not enough on its own. The Immigration Services Act, in force since {fact:immigrationServicesActInForceOn}, replaced The Foreign Worker Recruitment and Immigration Services Act, and with The Immigration Services Regulations (in force since {fact:immigrationServicesRegulationsInForceOn}) it requires immigration consultants, as well as foreign worker recruiters, to hold a licence from the Government of Saskatchewan. {name} holds the provincial immigration consultant licence.",
      "Before settling in Saskatchewan she practised law in {jurisdiction}. That training shapes how she works: careful reading of the rules, complete evidence, and honest advice about the chances of success. She is not a member of a Canadian law society, so matters that need a Canadian lawyer, such as Federal Court litigation, are referred to trusted counsel.",
      "She also holds a foreign worker recruiter licence from the Government of Saskatchewan, which lets her help employers hire from abroad under The Immigration Services Act. Under that Act, workers are never charged recruitment fees.",
    ],
    credentialsTitle: "Credentials",
    consultantLicence: "Immigration consultant licence",
    consultantLicenceNote: "College of Immigration and Citizenship Consultants",
    provincialLicence: "Saskatchewan immigration consultant licence",
    provincialLicenceNote: "Government of Saskatchewan, under The Immigration Services Act",
    recruiterLicence: "Foreign worker recruiter licence",
    recruiterLicenceNote: "Government of Saskatchewan, under The Immigration Services Act",
    barRoll: "Foreign bar roll number",
    barRollNote: "Called to the bar in {jurisdiction}; not licensed to practise law in Canada",
    verify: "Check the licence on the College's public register",
    verifyProvincial: "Check the Saskatchewan licences on the Government of Saskatchewan's list",
    opensInNewTab: "(opens in a new tab)",
    updated: "Licensing rules checked on {date}.",
    individualsTitle: "For individuals and families",
    individuals: [
      "Express Entry profiles and permanent residence applications",
      "Provincial nominee applications, including the SINP",
      "Study permits, extensions and post-graduation work permits",
      "Work permits and open work permits",
      "Spousal, child, parent and grandparent sponsorship",
      "Visitor visas, Super Visas and extensions of status",
      "Canadian citizenship applications",
    ],
    businessesTitle: "For businesses",
    businesses: [
      "Labour Market Impact Assessments (LMIA) and job offers",
      "Ethical international recruitment, with no fees charged to workers",
      "SINP employer registration and job approval",
      "Intra-company transfers and LMIA-exempt work permits",
      "Compliance with employer obligations and inspections",
    ],
    commitmentTitle: "Our commitment",
    commitment: [
      "Honest advice, including when the answer is that an application should not be filed",
      "A written service agreement with clear fees before any work begins",
      "Confidentiality of your personal information and documents",
      "Answers to your messages within 1-2 business days",
      "Compliance with the College's Code of Professional Conduct",
    ],
    visionTitle: "Our vision",
    vision:
      "We want every newcomer who trusts us to arrive in Canada prepared, lawfully and with their family's future secured, and every employer we serve to build a workforce through recruitment that respects the people it brings here.",
  },
  fr: {
    intro:
      "Un cabinet de Saskatoon dirigé par une consultante en immigration agréée, également recruteuse de travailleurs étrangers titulaire d’un permis et avocate formée à l’étranger.",
    profileTitle: "Faites la connaissance de {name}",
    profile: [
      "{name} est consultante réglementée en immigration canadienne (CRIC), titulaire d’un permis du Collège des consultants en immigration et en citoyenneté, l’organisme de réglementation créé par le Parlement en 2021. Elle représente ses clients auprès d’Immigration, Réfugiés et Citoyenneté Canada (IRCC) et du Programme des candidats immigrants de la Saskatchewan.",
      "En Saskatchewan, l’adhésion au Collège ne suffit pas. La loi provinciale sur les services d’immigration (Immigration Services Act), en vigueur depuis le {fact:immigrationServicesActInForceOn}, a remplacé la loi sur le recrutement des travailleurs étrangers et les services d’immigration. Avec son règlement (Immigration Services Regulations), en vigueur depuis le {fact:immigrationServicesRegulationsInForceOn}, elle oblige les consultants en immigration, tout comme les recruteurs de travailleurs étrangers, à détenir un permis du gouvernement de la Saskatchewan. {name} est titulaire du permis provincial de consultante en immigration.",
      "Avant de s’installer en Saskatchewan, elle a exercé le droit {jurisdictionFr}. Cette formation guide sa façon de travailler\u00a0: une lecture attentive des règles, des éléments de preuve complets et des conseils honnêtes sur les chances de succès. Elle n’est pas membre d’un barreau canadien\u202f; les dossiers qui exigent un avocat canadien, comme un litige devant la Cour fédérale, sont confiés à des avocats de confiance.",
      "Elle détient aussi un permis de recruteuse de travailleurs étrangers délivré par le gouvernement de la Saskatchewan, qui lui permet d’aider les employeurs à recruter à l’étranger en vertu de la loi sur les services d’immigration. Cette loi interdit d’exiger des frais de recrutement des travailleurs.",
    ],
    credentialsTitle: "Titres professionnels",
    consultantLicence: "Permis de consultante en immigration",
    consultantLicenceNote: "Collège des consultants en immigration et en citoyenneté",
    provincialLicence: "Permis de consultante en immigration de la Saskatchewan",
    provincialLicenceNote:
      "Gouvernement de la Saskatchewan, en vertu de la loi sur les services d’immigration",
    recruiterLicence: "Permis de recruteuse de travailleurs étrangers",
    recruiterLicenceNote:
      "Gouvernement de la Saskatchewan, en vertu de la loi sur les services d’immigration",
    barRoll: "Numéro d’inscription au barreau étranger",
    barRollNote: "Admise au barreau {jurisdictionFr}\u202f; non autorisée à exercer le droit au Canada",
    verify: "Vérifier le permis au registre public du Collège",
    verifyProvincial:
      "Vérifier les permis de la Saskatchewan sur la liste du gouvernement de la Saskatchewan (en anglais)",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    updated: "Règles de délivrance des permis vérifiées le {date}.",
    individualsTitle: "Pour les particuliers et les familles",
    individuals: [
      "Profils Entrée express et demandes de résidence permanente",
      "Demandes au titre des programmes des candidats des provinces, dont le PCIS",
      "Permis d’études, prolongations et permis de travail postdiplôme",
      "Permis de travail et permis de travail ouverts",
      "Parrainage d’un époux, d’un enfant, des parents et des grands-parents",
      "Visas de visiteur, super visas et prolongations de statut",
      "Demandes de citoyenneté canadienne",
    ],
    businessesTitle: "Pour les entreprises",
    businesses: [
      "Études d’impact sur le marché du travail (EIMT) et offres d’emploi",
      "Recrutement international éthique, sans frais pour les travailleurs",
      "Inscription des employeurs au PCIS et approbation des postes",
      "Mutations à l’intérieur d’une société et permis dispensés de l’EIMT",
      "Respect des obligations des employeurs et inspections",
    ],
    commitmentTitle: "Notre engagement",
    commitment: [
      "Des conseils honnêtes, même lorsqu’il vaut mieux ne pas présenter de demande",
      "Une entente de service écrite, avec des honoraires clairs, avant le début des travaux",
      "La confidentialité de vos renseignements personnels et de vos documents",
      "Une réponse à vos messages en 1 à 2 jours ouvrables",
      "Le respect du Code de déontologie professionnelle du Collège",
    ],
    visionTitle: "Notre vision",
    vision:
      "Nous voulons que chaque personne qui nous fait confiance arrive au Canada bien préparée, en toute légalité et avec l’avenir de sa famille assuré, et que chaque employeur que nous servons bâtisse son équipe grâce à un recrutement respectueux des personnes qu’il fait venir.",
  },
});

/** The page's licensing rules are dated like the other pages: their oldest fact, or the prose's last review. */
export const aboutCheckedOn = oldestCheck(factsIn(aboutSource), proseReviewedOn.about);

const filled = withFacts(aboutSource);
/* French names the country with its article ("au Nigeria"), which the configuration gives whole. */
const withJurisdiction = (text: string) => format(text, { jurisdictionFr: site.barJurisdictionFr });

export const aboutContent: typeof filled = {
  en: filled.en,
  fr: {
    ...filled.fr,
    profile: filled.fr.profile.map(withJurisdiction),
    barRollNote: withJurisdiction(filled.fr.barRollNote),
  },
};
