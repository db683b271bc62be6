import type { ContentLink, Localized } from "./links";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";
import { officialSites as gov } from "./official-sites";

interface GuideSection {
  title: string;
  content: string;
  steps: string[];
  links: ContentLink[];
}

export interface ApplicationGuide {
  /** Stable anchor ("/resources/application-guides#express-entry"). */
  id: string;
  title: string;
  description: string;
  sections: GuideSection[];
}

/** The four application guides (SPEC "Application Guides"), each with two sections, as written. */
export const guidesSource: Localized<ApplicationGuide[]> = {
  en: [
    {
      id: "express-entry",
      title: "Express Entry",
      description:
        "Canada's online system for the Federal Skilled Worker Program, the Canadian Experience Class and the Federal Skilled Trades Program.",
      sections: [
        {
          title: "Before you create your profile",
          content:
            "Express Entry ranks candidates with the Comprehensive Ranking System (CRS), out of {fact:crsMaximumPoints} points. Get your language test results first (and, for studies outside Canada, your credential assessment): you need them to complete your profile.",
          steps: [
            "Check which program you qualify for: Federal Skilled Worker ({fact:fswMinimumPoints} points on its selection grid), Canadian Experience Class ({fact:cecExperienceMonths} months of skilled work in Canada in the last {fact:cecExperienceWindowYears} years) or Federal Skilled Trades.",
            "Take an approved language test: IELTS General Training, CELPIP-General, PTE Core, TEF Canada or TCF Canada. Results are valid for {fact:languageTestValidYears} years.",
            "Have foreign education assessed by a designated organisation (Educational Credential Assessment, valid {fact:ecaValidYears} years), unless you studied in Canada.",
            "Estimate your CRS score and see which factors you can still improve.",
            "Confirm you have the required settlement funds, unless you apply under the Canadian Experience Class or are authorized to work in Canada with a valid job offer.",
          ],
          links: [
            { text: "Estimate your CRS score", href: "/calculator" },
            { text: "Express Entry (Government of Canada)", href: gov.expressEntry.en },
            { text: "Proof of funds", href: gov.proofOfFunds.en },
          ],
        },
        {
          title: "From profile to permanent residence",
          content:
            "IRCC invites the highest-ranked candidates in regular rounds. After an invitation to apply (ITA), you must submit your complete ITA application within {fact:invitationDays} days.",
          steps: [
            "Create your online profile; it stays in the pool for {fact:expressEntryProfileMonths} months.",
            "Watch the rounds of invitations: general rounds, program rounds and category-based rounds. For {fact:expressEntryCategoriesYear}, IRCC kept French-language proficiency, health care and social services, trades, education and STEM, and added medical doctors, researchers and senior managers with Canadian work experience, transport occupations and skilled military recruits. An occupation category asks for {fact:categoryExperienceMonths} months of experience in its occupations in the last {fact:categoryExperienceWindowYears} years.",
            "When invited, submit the ITA application within {fact:invitationDays} days with police certificates, medical exam results and proof of funds.",
            "Give your biometrics when IRCC asks (within {fact:biometricsDays} days of the letter).",
            "IRCC aims to process most complete applications within {fact:expressEntryProcessingMonths} months. Confirm your permanent residence when approved.",
          ],
          links: [
            { text: "Document requirements for Express Entry", href: "/resources/document-requirements" },
            { text: "Check processing times", href: gov.processingTimes.en },
            { text: "Biometrics", href: gov.biometrics.en },
          ],
        },
      ],
    },
    {
      id: "family-sponsorship",
      title: "Family Sponsorship",
      description:
        "Sponsor your spouse, common-law or conjugal partner, or dependent children to become permanent residents.",
      sections: [
        {
          title: "Who can sponsor",
          content:
            "You can sponsor if you are at least {fact:sponsorMinimumAge}, a Canadian citizen, a person registered under the Indian Act or a permanent resident, and you can support your family members financially.",
          steps: [
            "Confirm you live in Canada (a Canadian citizen abroad must show they will return when the sponsored person immigrates).",
            "Make sure you do not receive social assistance for a reason other than disability.",
            "Check that you are not barred, for example by a previous sponsorship default or an unpaid immigration loan.",
            "Understand the undertaking: {fact:undertakingSpouseYears} years of financial support for a spouse or partner, and {fact:undertakingChildYears} years or until age {fact:undertakingChildUntilAge}, whichever comes first, for a dependent child.",
          ],
          links: [
            { text: "Family sponsorship (Government of Canada)", href: gov.familySponsorship.en },
            { text: "Our family immigration services", href: "/family" },
          ],
        },
        {
          title: "How to apply",
          content:
            "Sponsorship and permanent residence are submitted together, online, through the Permanent Residence Portal. IRCC's service standard for spousal sponsorship is {fact:spousalSponsorshipStandardMonths} months.",
          steps: [
            "Get the application package and the document checklist for your situation.",
            "Collect proof of the relationship: marriage certificate, joint lease, photos, messages and travel records.",
            "Pay the sponsorship, processing and right of permanent residence fees online.",
            "Submit both applications together through the Permanent Residence Portal.",
            "Send biometrics, medical exam and any extra documents IRCC requests.",
          ],
          links: [
            {
              text: "Document requirements for family sponsorship",
              href: "/resources/document-requirements",
            },
            { text: "Fee list", href: gov.fees.en },
          ],
        },
      ],
    },
    {
      id: "study-permit",
      title: "Study Permit",
      description:
        "Study at a designated learning institution (DLI) in Canada for a program longer than {fact:studyPermitShortProgramMonths} months.",
      sections: [
        {
          title: "Prepare your application",
          content:
            "Since {fact:studyPermitCapSince}, most new study permit applicants also need a provincial or territorial attestation letter (PAL). Master's and doctoral students at public institutions are exempt since {fact:palGraduateExemptSince}, as are primary and secondary school students.",
          steps: [
            "Get a letter of acceptance from a designated learning institution.",
            "Obtain your provincial attestation letter through your school, unless you are exempt.",
            "Show you can pay tuition, travel and living costs: for applications received on or after {fact:studyLivingCostsSince}, at least {fact:studyLivingCostsSingle} a year for a single applicant outside Quebec, on top of first-year tuition and travel.",
            "Write a clear statement of purpose explaining your study plan.",
          ],
          links: [
            { text: "Study permit (Government of Canada)", href: gov.studyPermit.en },
            { text: "Statement of purpose template", href: "/resources/document-templates" },
          ],
        },
        {
          title: "Apply and arrive",
          content:
            "Apply online before you travel. Processing times vary by country, so apply as soon as you have your letters.",
          steps: [
            "Submit your application online and pay the fee.",
            "Give your biometrics and, if asked, complete a medical exam.",
            "Receive a port of entry letter of introduction (and a visitor visa or eTA if needed).",
            "Show your documents to the border officer, who issues the study permit when you arrive.",
          ],
          links: [
            { text: "Check processing times", href: gov.processingTimes.en },
            { text: "Studying in Canada with us", href: "/study" },
          ],
        },
      ],
    },
    {
      id: "work-permit",
      title: "Work Permit",
      description: "Work in Canada temporarily with an employer-specific or an open work permit.",
      sections: [
        {
          title: "Choose the right permit",
          content:
            "An employer-specific permit names one employer. An open permit lets you work for almost any employer and is available only in set situations.",
          steps: [
            "Employer-specific: the employer obtains a Labour Market Impact Assessment (LMIA), or submits an offer of employment in the Employer Portal when the job is LMIA-exempt.",
            "Open: post-graduation work permits, spousal open work permits and some special programs.",
            "Check whether you also need a visitor visa or an eTA to enter Canada.",
          ],
          links: [
            { text: "Work permits (Government of Canada)", href: gov.workPermit.en },
            { text: "Immigration programs", href: "/programs#work-permits" },
          ],
        },
        {
          title: "Apply",
          content:
            "Most people apply online from outside Canada. Some may apply from inside Canada, for example graduates applying for a post-graduation work permit.",
          steps: [
            "Get the LMIA number or the offer of employment number from your employer.",
            "Prepare your passport, proof of qualifications, job offer and, if needed, police certificates.",
            "Apply online, pay the fees and give your biometrics.",
            "Keep your status: apply for a new permit before the current one expires.",
          ],
          links: [
            { text: "Employment reference letter template", href: "/resources/document-templates" },
            { text: "Biometrics", href: gov.biometrics.en },
          ],
        },
      ],
    },
  ],
  fr: [
    {
      id: "express-entry",
      title: "Entrée express",
      description:
        "Le système en ligne du Canada pour le Programme des travailleurs qualifiés (fédéral), la catégorie de l’expérience canadienne et le Programme des travailleurs de métiers spécialisés (fédéral).",
      sections: [
        {
          title: "Avant de créer votre profil",
          content:
            "Entrée express classe les candidats selon le Système de classement global (SCG), sur {fact:crsMaximumPoints} points. Obtenez d’abord vos résultats de test linguistique (et, pour des études faites hors du Canada, votre évaluation des diplômes)\u00a0: ils sont nécessaires pour remplir votre profil.",
          steps: [
            "Vérifiez le programme auquel vous êtes admissible : travailleurs qualifiés (fédéral), avec {fact:fswMinimumPoints} points sur sa grille de sélection ; catégorie de l’expérience canadienne, avec {fact:cecExperienceMonths} mois de travail qualifié au Canada au cours des {fact:cecExperienceWindowYears} dernières années ; ou travailleurs de métiers spécialisés (fédéral).",
            "Passez un test linguistique approuvé\u00a0: IELTS General Training, CELPIP-General, PTE Core, TEF Canada ou TCF Canada. Les résultats sont valides {fact:languageTestValidYears} ans.",
            "Faites évaluer vos diplômes étrangers par un organisme désigné (évaluation des diplômes d’études, valide {fact:ecaValidYears} ans), sauf si vous avez étudié au Canada.",
            "Estimez votre note SCG et repérez les facteurs que vous pouvez encore améliorer.",
            "Confirmez que vous disposez des fonds d’établissement exigés, sauf si vous présentez une demande au titre de la catégorie de l’expérience canadienne ou êtes autorisé à travailler au Canada et avez une offre d’emploi valide.",
          ],
          links: [
            { text: "Estimer votre note SCG", href: "/calculator" },
            { text: "Entrée express (gouvernement du Canada)", href: gov.expressEntry.fr },
            { text: "Preuve de fonds", href: gov.proofOfFunds.fr },
          ],
        },
        {
          title: "Du profil à la résidence permanente",
          content:
            "IRCC invite les candidats les mieux classés lors de rondes régulières. Après une invitation à présenter une demande (IPD), vous devez soumettre votre demande complète dans les {fact:invitationDays} jours.",
          steps: [
            "Créez votre profil en ligne ; il reste dans le bassin pendant {fact:expressEntryProfileMonths} mois.",
            "Suivez les rondes d’invitations\u00a0: rondes générales, rondes par programme et rondes par catégorie. Pour {fact:expressEntryCategoriesYear}, IRCC a maintenu les compétences linguistiques en français, les soins de santé et services sociaux, les métiers, l’éducation et les STIM, et a ajouté les médecins, les chercheurs et les cadres supérieurs ayant une expérience de travail au Canada, les professions du transport et les recrues militaires qualifiées. Une catégorie professionnelle exige {fact:categoryExperienceMonths} mois d’expérience dans ses professions au cours des {fact:categoryExperienceWindowYears} dernières années.",
            "Une fois invité, soumettez votre demande dans les {fact:invitationDays} jours avec vos certificats de police, les résultats de l’examen médical et votre preuve de fonds.",
            "Fournissez vos données biométriques quand IRCC le demande (dans les {fact:biometricsDays} jours suivant la lettre).",
            "IRCC vise à traiter la plupart des demandes complètes en {fact:expressEntryProcessingMonths} mois. Confirmez votre résidence permanente une fois la demande approuvée.",
          ],
          links: [
            { text: "Documents exigés pour Entrée express", href: "/resources/document-requirements" },
            { text: "Vérifier les délais de traitement", href: gov.processingTimes.fr },
            { text: "Biométrie", href: gov.biometrics.fr },
          ],
        },
      ],
    },
    {
      id: "family-sponsorship",
      title: "Parrainage familial",
      description:
        "Parrainez votre époux, conjoint de fait ou partenaire conjugal, ou vos enfants à charge, pour qu’ils deviennent résidents permanents.",
      sections: [
        {
          title: "Qui peut parrainer",
          content:
            "Vous pouvez parrainer si vous avez au moins {fact:sponsorMinimumAge} ans, êtes citoyen canadien, inscrit en vertu de la Loi sur les Indiens ou résident permanent, et pouvez subvenir aux besoins des membres de votre famille.",
          steps: [
            "Confirmez que vous habitez au Canada (un citoyen canadien à l’étranger doit démontrer qu’il reviendra lorsque la personne parrainée immigrera).",
            "Assurez-vous de ne pas recevoir d’aide sociale pour une raison autre qu’une invalidité.",
            "Vérifiez que rien ne vous en empêche, par exemple un manquement à un parrainage antérieur ou un prêt d’immigration impayé.",
            "Comprenez l’engagement\u00a0: {fact:undertakingSpouseYears} ans de soutien financier pour un époux ou conjoint, et {fact:undertakingChildYears} ans ou jusqu’à ses {fact:undertakingChildUntilAge} ans, selon la première éventualité, pour un enfant à charge.",
          ],
          links: [
            { text: "Parrainage familial (gouvernement du Canada)", href: gov.familySponsorship.fr },
            { text: "Nos services de parrainage familial", href: "/family" },
          ],
        },
        {
          title: "Comment présenter la demande",
          content:
            "Le parrainage et la résidence permanente se présentent ensemble, en ligne, au moyen du Portail de résidence permanente. La norme de service d’IRCC pour le parrainage d’un époux est de {fact:spousalSponsorshipStandardMonths} mois.",
          steps: [
            "Obtenez la trousse de demande et la liste de contrôle des documents correspondant à votre situation.",
            "Réunissez les preuves de la relation\u00a0: certificat de mariage, bail commun, photos, messages et preuves de voyages.",
            "Payez en ligne les frais de parrainage, de traitement et relatifs au droit de résidence permanente.",
            "Soumettez les deux demandes ensemble au moyen du Portail de résidence permanente.",
            "Fournissez vos données biométriques, les résultats de l’examen médical et tout document supplémentaire demandé par IRCC.",
          ],
          links: [
            {
              text: "Documents exigés pour le parrainage familial",
              href: "/resources/document-requirements",
            },
            { text: "Liste des frais", href: gov.fees.fr },
          ],
        },
      ],
    },
    {
      id: "study-permit",
      title: "Permis d’études",
      description:
        "Étudiez dans un établissement d’enseignement désigné (EED) au Canada pour un programme de plus de {fact:studyPermitShortProgramMonths} mois.",
      sections: [
        {
          title: "Préparer votre demande",
          content:
            "Depuis le {fact:studyPermitCapSince}, la plupart des nouveaux demandeurs de permis d’études doivent aussi fournir une lettre d’attestation provinciale ou territoriale (LAP). Les étudiants à la maîtrise et au doctorat d’un établissement public en sont exemptés depuis le {fact:palGraduateExemptSince}, tout comme les élèves du primaire et du secondaire.",
          steps: [
            "Obtenez une lettre d’acceptation d’un établissement d’enseignement désigné.",
            "Obtenez votre lettre d’attestation provinciale par l’intermédiaire de votre établissement, sauf si vous en êtes exempté.",
            "Prouvez que vous pouvez payer les droits de scolarité, le voyage et vos frais de subsistance\u00a0: pour les demandes reçues depuis le {fact:studyLivingCostsSince}, au moins {fact:studyLivingCostsSingle} par année pour une personne seule hors Québec, en plus des droits de scolarité de la première année et du voyage.",
            "Rédigez une lettre d’intention claire qui explique votre projet d’études.",
          ],
          links: [
            { text: "Permis d’études (gouvernement du Canada)", href: gov.studyPermit.fr },
            { text: "Modèle de lettre d’intention", href: "/resources/document-templates" },
          ],
        },
        {
          title: "Présenter la demande et arriver",
          content:
            "Présentez votre demande en ligne avant de voyager. Les délais varient selon le pays\u00a0: présentez-la dès que vous avez vos lettres.",
          steps: [
            "Soumettez votre demande en ligne et payez les frais.",
            "Fournissez vos données biométriques et, si on vous le demande, passez un examen médical.",
            "Recevez une lettre d’introduction au point d’entrée (et un visa de visiteur ou une AVE au besoin).",
            "Présentez vos documents à l’agent des services frontaliers, qui délivre le permis d’études à votre arrivée.",
          ],
          links: [
            { text: "Vérifier les délais de traitement", href: gov.processingTimes.fr },
            { text: "Étudier au Canada avec nous", href: "/study" },
          ],
        },
      ],
    },
    {
      id: "work-permit",
      title: "Permis de travail",
      description:
        "Travaillez temporairement au Canada avec un permis lié à un employeur précis ou un permis de travail ouvert.",
      sections: [
        {
          title: "Choisir le bon permis",
          content:
            "Un permis lié à un employeur précis nomme un seul employeur. Un permis ouvert permet de travailler pour presque n’importe quel employeur et n’est offert que dans certaines situations.",
          steps: [
            "Permis lié à un employeur\u00a0: l’employeur obtient une étude d’impact sur le marché du travail (EIMT) ou, si le poste en est dispensé, soumet une offre d’emploi dans le Portail des employeurs.",
            "Permis ouvert\u00a0: permis de travail postdiplôme, permis de travail ouvert pour époux ou conjoint et certains programmes particuliers.",
            "Vérifiez si vous avez aussi besoin d’un visa de visiteur ou d’une AVE pour entrer au Canada.",
          ],
          links: [
            { text: "Permis de travail (gouvernement du Canada)", href: gov.workPermit.fr },
            { text: "Programmes d’immigration", href: "/programs#work-permits" },
          ],
        },
        {
          title: "Présenter la demande",
          content:
            "La plupart des gens présentent leur demande en ligne depuis l’étranger. Certaines personnes peuvent la présenter au Canada, par exemple les diplômés qui demandent un permis de travail postdiplôme.",
          steps: [
            "Obtenez de votre employeur le numéro de l’EIMT ou le numéro de l’offre d’emploi.",
            "Préparez votre passeport, la preuve de vos qualifications, l’offre d’emploi et, au besoin, vos certificats de police.",
            "Présentez la demande en ligne, payez les frais et fournissez vos données biométriques.",
            "Maintenez votre statut\u00a0: demandez un nouveau permis avant l’expiration du permis actuel.",
          ],
          links: [
            { text: "Modèle de lettre de référence d’emploi", href: "/resources/document-templates" },
            { text: "Biométrie", href: gov.biometrics.fr },
          ],
        },
      ],
    },
  ],
};

export const applicationGuides = withFacts(guidesSource);
export const guidesCheckedOn = oldestCheck(factsIn(guidesSource), proseReviewedOn.applicationGuides);
