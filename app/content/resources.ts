import { documentRuleLabels, documentRules } from "./document-rules";
import type { ContentLink, Localized } from "./links";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";
import { officialSites as gov } from "./official-sites";

export interface ResourceHubCard {
  id: string;
  title: string;
  description: string;
  links: ContentLink[];
}

/** A titled list of short points: the outline pages (authentication, banking, guidelines). */
export interface BulletSection {
  id: string;
  title: string;
  points: string[];
  links: ContentLink[];
}

export interface ProvincialGuide {
  id: string;
  province: string;
  /** The one-line description the spec asks for. */
  description: string;
  link: ContentLink;
}

/** The four cards of the resources hub (SPEC "Resources"), linking to the eight resource pages. */
export const resourceHubCards: Localized<ResourceHubCard[]> = {
  en: [
    {
      id: "guides",
      title: "Guides and Answers",
      description: "Step-by-step application guides and answers to the questions we hear most.",
      links: [
        { text: "Application Guides", href: "/resources/application-guides" },
        { text: "Frequently Asked Questions", href: "/resources/faq" },
        { text: "Express Entry Rounds of Invitations", href: "/resources/express-entry-rounds" },
        { text: "Express Entry (Government of Canada)", href: gov.expressEntry.en },
      ],
    },
    {
      id: "templates",
      title: "Templates and Document Lists",
      description: "Letter templates, checklists and the documents each application needs.",
      links: [
        { text: "Document Templates", href: "/resources/document-templates" },
        { text: "Document Requirements", href: "/resources/document-requirements" },
        { text: "Supporting Documents Guidelines", href: "/resources/supporting-documents" },
      ],
    },
    {
      id: "provinces",
      title: "Provincial Programs",
      description: "How Saskatchewan, Ontario, British Columbia and Alberta select their nominees.",
      links: [
        { text: "Provincial Guides", href: "/resources/provincial-guides" },
        { text: "Saskatchewan Immigrant Nominee Program", href: gov.saskatchewanNominee.en },
        { text: "Check processing times", href: gov.processingTimes.en },
      ],
    },
    {
      id: "settling",
      title: "Authentication and Settling In",
      description: "Getting documents accepted, opening a bank account and proving your funds.",
      links: [
        { text: "Authentication Process", href: "/resources/authentication-process" },
        { text: "Banking Guides", href: "/resources/banking-guides" },
        { text: "Social Insurance Number", href: gov.socialInsuranceNumber.en },
      ],
    },
  ],
  fr: [
    {
      id: "guides",
      title: "Guides et réponses",
      description: "Des guides de demande étape par étape et les réponses aux questions les plus fréquentes.",
      links: [
        { text: "Guides de demande", href: "/resources/application-guides" },
        { text: "Foire aux questions", href: "/resources/faq" },
        { text: "Rondes d’invitations d’Entrée express", href: "/resources/express-entry-rounds" },
        { text: "Entrée express (gouvernement du Canada)", href: gov.expressEntry.fr },
      ],
    },
    {
      id: "templates",
      title: "Modèles et listes de documents",
      description: "Modèles de lettres, listes de contrôle et documents exigés pour chaque demande.",
      links: [
        { text: "Modèles de documents", href: "/resources/document-templates" },
        { text: "Documents exigés", href: "/resources/document-requirements" },
        { text: "Lignes directrices sur les pièces justificatives", href: "/resources/supporting-documents" },
      ],
    },
    {
      id: "provinces",
      title: "Programmes provinciaux",
      description:
        "Comment la Saskatchewan, l’Ontario, la Colombie-Britannique et l’Alberta choisissent leurs candidats.",
      links: [
        { text: "Guides provinciaux", href: "/resources/provincial-guides" },
        {
          text: "Programme des candidats immigrants de la Saskatchewan (en anglais)",
          href: gov.saskatchewanNominee.fr,
        },
        { text: "Vérifier les délais de traitement", href: gov.processingTimes.fr },
      ],
    },
    {
      id: "settling",
      title: "Authentification et installation",
      description: "Faire accepter vos documents, ouvrir un compte bancaire et prouver vos fonds.",
      links: [
        { text: "Processus d’authentification", href: "/resources/authentication-process" },
        { text: "Guides bancaires", href: "/resources/banking-guides" },
        { text: "Numéro d’assurance sociale", href: gov.socialInsuranceNumber.fr },
      ],
    },
  ],
};

/** SPEC "Provincial Guides": four cards with one-line descriptions, as written. */
export const provincialGuidesSource: Localized<ProvincialGuide[]> = {
  en: [
    {
      id: "saskatchewan",
      province: "Saskatchewan",
      description:
        "The Saskatchewan Immigrant Nominee Program (SINP) selects skilled workers, most often with a Saskatchewan job offer, and people already working or studying in the province; it closed its entrepreneur and farm categories on {fact:sinpEntrepreneurClosedOn}.",
      link: { text: "SINP official site", href: gov.saskatchewanNominee.en },
    },
    {
      id: "ontario",
      province: "Ontario",
      description:
        "The Ontario Immigrant Nominee Program (OINP) is regrouping its streams around workers with an Ontario job offer in occupations in demand; its site lists the streams open now.",
      link: { text: "OINP official site", href: gov.ontarioNominee.en },
    },
    {
      id: "british-columbia",
      province: "British Columbia",
      description:
        "The BC Provincial Nominee Program (BC PNP) selects skilled workers and health care workers with a job offer in British Columbia through Skills Immigration; its international graduate streams have closed.",
      link: { text: "BC PNP official site", href: gov.britishColumbiaNominee.en },
    },
    {
      id: "alberta",
      province: "Alberta",
      description:
        "The Alberta Advantage Immigration Program (AAIP) nominates workers already in Alberta, Express Entry candidates and entrepreneurs for rural and urban communities.",
      link: { text: "AAIP official site", href: gov.albertaNominee.en },
    },
  ],
  fr: [
    {
      id: "saskatchewan",
      province: "Saskatchewan",
      description:
        "Le Programme des candidats immigrants de la Saskatchewan (PCIS) sélectionne des travailleurs qualifiés, le plus souvent titulaires d’une offre d’emploi de la province, et des personnes qui y travaillent ou y étudient déjà\u202f; il a fermé ses catégories pour entrepreneurs et agriculteurs le {fact:sinpEntrepreneurClosedOn}.",
      link: { text: "Site officiel du PCIS (en anglais)", href: gov.saskatchewanNominee.fr },
    },
    {
      id: "ontario",
      province: "Ontario",
      description:
        "Le Programme ontarien des candidats à l’immigration (POCI) regroupe ses volets autour des travailleurs ayant une offre d’emploi en Ontario dans une profession en demande\u202f; son site présente les volets ouverts.",
      link: { text: "Site officiel du POCI", href: gov.ontarioNominee.fr },
    },
    {
      id: "british-columbia",
      province: "Colombie-Britannique",
      description:
        "Le Programme des candidats de la Colombie-Britannique (PCP de la C.-B., en anglais BC PNP) sélectionne des travailleurs qualifiés et des travailleurs de la santé ayant une offre d’emploi dans la province par son volet Skills Immigration (immigration des travailleurs qualifiés)\u202f; ses volets pour diplômés étrangers sont fermés.",
      link: { text: "Site officiel du PCP de la C.-B. (en anglais)", href: gov.britishColumbiaNominee.fr },
    },
    {
      id: "alberta",
      province: "Alberta",
      description:
        "Le programme d’immigration Alberta Advantage (AAIP) désigne des travailleurs déjà en Alberta, des candidats d’Entrée express et des entrepreneurs pour les collectivités rurales et urbaines.",
      link: { text: "Site officiel de l’AAIP (en anglais)", href: gov.albertaNominee.fr },
    },
  ],
};

/** SPEC "Document Requirements": document lists for three applications. */
export const documentRequirementsSource: Localized<BulletSection[]> = {
  en: [
    {
      id: "study-permit",
      title: "Study permit",
      points: [
        "Valid passport or travel document",
        "Letter of acceptance from a designated learning institution",
        "Provincial or territorial attestation letter (most applicants since {fact:studyPermitCapSince}; master's and doctoral students at public institutions are exempt since {fact:palGraduateExemptSince})",
        "Proof of financial support: tuition plus at least {fact:studyLivingCostsSingle} a year for living costs (one person outside Quebec, applications since {fact:studyLivingCostsSince})",
        "Statement of purpose",
        "Academic transcripts, diplomas and language test results if your school required them",
        "Digital photo, biometrics and, if required, an immigration medical exam",
        "Québec Acceptance Certificate (CAQ) if you will study in Quebec",
      ],
      links: [{ text: "Study permit (Government of Canada)", href: gov.studyPermit.en }],
    },
    {
      id: "express-entry",
      title: "Express Entry",
      points: [
        "Passport for you and each family member",
        "Language test results (less than {fact:languageTestValidYears} years old when you apply)",
        "Educational Credential Assessment for foreign studies",
        "Employment reference letters for each job you claim",
        "Proof of funds, unless you apply under the Canadian Experience Class or are authorized to work in Canada with a valid job offer",
        "Police certificates for every country where you stayed {fact:policeCertificateMonths} months or more in a row in the last {fact:policeCertificateYears} years, since age {fact:policeCertificateFromAge}",
        "Medical exam results from a panel physician",
        "Birth, marriage or divorce certificates, and a provincial nomination or job offer if you have one",
      ],
      links: [{ text: "Express Entry documents (Government of Canada)", href: gov.expressEntryDocuments.en }],
    },
    {
      id: "family-sponsorship",
      title: "Family sponsorship",
      points: [
        "Proof of the sponsor's status: Canadian passport, citizenship certificate or permanent resident card",
        "Marriage certificate or proof of {fact:commonLawMonths} months of living together for common-law partners",
        "Evidence the relationship is genuine: photos, communication, travel, joint accounts or lease",
        "Relationship information and sponsorship evaluation form (IMM 5532)",
        "Passports, birth certificates and police certificates for the sponsored person",
        "Medical exam results and digital photos",
        "Proof of the sponsor's income when sponsoring a dependent child who has children of their own",
      ],
      links: [{ text: "Family sponsorship (Government of Canada)", href: gov.familySponsorship.en }],
    },
  ],
  fr: [
    {
      id: "study-permit",
      title: "Permis d’études",
      points: [
        "Passeport ou titre de voyage valide",
        "Lettre d’acceptation d’un établissement d’enseignement désigné",
        "Lettre d’attestation provinciale ou territoriale (la plupart des demandeurs depuis le {fact:studyPermitCapSince} ; les étudiants à la maîtrise et au doctorat d’un établissement public en sont exemptés depuis le {fact:palGraduateExemptSince})",
        "Preuve de soutien financier\u00a0: droits de scolarité plus au moins {fact:studyLivingCostsSingle} par année pour les frais de subsistance (une personne hors Québec, demandes depuis le {fact:studyLivingCostsSince})",
        "Lettre d’intention",
        "Relevés de notes, diplômes et résultats de test linguistique si votre établissement les a exigés",
        "Photo numérique, données biométriques et, au besoin, examen médical aux fins de l’immigration",
        "Certificat d’acceptation du Québec (CAQ) si vous étudiez au Québec",
      ],
      links: [{ text: "Permis d’études (gouvernement du Canada)", href: gov.studyPermit.fr }],
    },
    {
      id: "express-entry",
      title: "Entrée express",
      points: [
        "Passeport pour vous et chaque membre de votre famille",
        "Résultats du test linguistique (datant de moins de {fact:languageTestValidYears} ans au moment de la demande)",
        "Évaluation des diplômes d’études pour les études à l’étranger",
        "Lettres de référence d’emploi pour chaque emploi déclaré",
        "Preuve de fonds, sauf pour la catégorie de l’expérience canadienne ou si vous êtes autorisé à travailler au Canada et avez une offre d’emploi valide",
        "Certificats de police de chaque pays où vous avez séjourné {fact:policeCertificateMonths} mois ou plus d’affilée au cours des {fact:policeCertificateYears} dernières années, depuis l’âge de {fact:policeCertificateFromAge} ans",
        "Résultats de l’examen médical d’un médecin désigné",
        "Actes de naissance, de mariage ou de divorce, et la désignation provinciale ou l’offre d’emploi, le cas échéant",
      ],
      links: [
        {
          text: "Documents pour Entrée express (gouvernement du Canada)",
          href: gov.expressEntryDocuments.fr,
        },
      ],
    },
    {
      id: "family-sponsorship",
      title: "Parrainage familial",
      points: [
        "Preuve du statut du répondant\u00a0: passeport canadien, certificat de citoyenneté ou carte de résident permanent",
        "Certificat de mariage ou preuve de {fact:commonLawMonths} mois de vie commune pour les conjoints de fait",
        "Preuves de l’authenticité de la relation\u00a0: photos, échanges, voyages, comptes conjoints ou bail",
        "Formulaire Renseignements sur la relation et évaluation du parrainage (IMM 5532)",
        "Passeports, actes de naissance et certificats de police de la personne parrainée",
        "Résultats de l’examen médical et photos numériques",
        "Preuve du revenu du répondant en cas de parrainage d’un enfant à charge qui a lui-même des enfants",
      ],
      links: [{ text: "Parrainage familial (gouvernement du Canada)", href: gov.familySponsorship.fr }],
    },
  ],
};

const formats = documentRules.formats.join(", ");

/** SPEC "Supporting Documents Guidelines": format, translation, authentication, organisation. */
export const supportingDocumentsGuidelinesSource: Localized<BulletSection[]> = {
  en: [
    {
      id: "format",
      title: "File format and quality",
      points: [
        `Accepted formats: ${formats}.`,
        `At most ${documentRuleLabels.en.maxFileSize} per file; split large documents or lower the colour depth rather than the resolution.`,
        `Scan at ${documentRuleLabels.en.minScan} minimum, in colour, with all four corners of the page visible.`,
        `Photos: ${documentRuleLabels.en.photoSize}, recent enough for the photo specifications of your application (forms differ), against a plain white or light background.`,
        "Scan both sides of cards and every page of a passport that has stamps, visas or notes.",
      ],
      links: [],
    },
    {
      id: "translation",
      title: "Translations",
      points: [
        "Any document not in English or French needs a full translation into one of them.",
        "Use a certified translator (a member in good standing of a provincial or territorial association of translators).",
        "If the translator is not certified, add an affidavit sworn before a commissioner of oaths or notary.",
        "Send the translation with a copy of the original document, and never have a family member translate it.",
      ],
      links: [{ text: "Express Entry documents (Government of Canada)", href: gov.expressEntryDocuments.en }],
    },
    {
      id: "authentication",
      title: "Authentication and certified copies",
      points: [
        "Most applications accept clear scans of originals; keep the originals, IRCC may ask for them.",
        "When a certified true copy is requested, have it certified by a person authorized in the country where the copy is made.",
        "Documents from a country that applies the Apostille Convention can carry an apostille instead of consular legalization (Canada since {fact:apostilleInCanadaSince}).",
      ],
      links: [{ text: "Authentication Process", href: "/resources/authentication-process" }],
    },
    {
      id: "organisation",
      title: "Organisation",
      points: [
        "Name files clearly: family name, document type and date (for example, Okafor-Passport-2024.pdf).",
        "Upload each document under the matching item of the document checklist.",
        "Combine multi-page documents into one file, in page order.",
        "Keep a copy of everything you submit and note the date of submission.",
      ],
      links: [{ text: "Document Templates", href: "/resources/document-templates" }],
    },
  ],
  fr: [
    {
      id: "format",
      title: "Format et qualité des fichiers",
      points: [
        `Formats acceptés\u00a0: ${formats}.`,
        `Au plus ${documentRuleLabels.fr.maxFileSize} par fichier\u202f; divisez les documents volumineux ou réduisez la profondeur des couleurs plutôt que la résolution.`,
        `Numérisez à ${documentRuleLabels.fr.minScan} minimum, en couleur, avec les quatre coins de la page visibles.`,
        `Photos\u00a0: ${documentRuleLabels.fr.photoSize}, assez récentes pour respecter les spécifications de photo de votre demande (elles varient selon le formulaire), sur un fond uni blanc ou clair.`,
        "Numérisez le recto et le verso des cartes et chaque page du passeport portant des timbres, des visas ou des annotations.",
      ],
      links: [],
    },
    {
      id: "translation",
      title: "Traductions",
      points: [
        "Tout document rédigé dans une autre langue que le français ou l’anglais doit être traduit intégralement dans l’une de ces langues.",
        "Faites appel à un traducteur agréé (membre en règle d’un ordre ou d’une association provinciale ou territoriale de traducteurs).",
        "Si le traducteur n’est pas agréé, joignez l’affidavit du traducteur, souscrit devant un commissaire à l’assermentation ou un notaire.",
        "Envoyez la traduction avec une copie du document original, et ne la confiez jamais à un membre de votre famille.",
      ],
      links: [
        {
          text: "Documents pour Entrée express (gouvernement du Canada)",
          href: gov.expressEntryDocuments.fr,
        },
      ],
    },
    {
      id: "authentication",
      title: "Authentification et copies certifiées",
      points: [
        "La plupart des demandes acceptent des numérisations nettes des originaux ; conservez les originaux, IRCC peut les demander.",
        "Lorsqu’une copie certifiée conforme est exigée, faites-la certifier par une personne autorisée dans le pays où la copie est faite.",
        "Les documents d’un pays qui applique la Convention Apostille peuvent porter une apostille au lieu d’une légalisation consulaire (le Canada l’applique depuis le {fact:apostilleInCanadaSince}).",
      ],
      links: [{ text: "Processus d’authentification", href: "/resources/authentication-process" }],
    },
    {
      id: "organisation",
      title: "Classement",
      points: [
        "Nommez clairement vos fichiers\u00a0: nom de famille, type de document et date (par exemple, Okafor-Passeport-2024.pdf).",
        "Téléversez chaque document sous l’élément correspondant de la liste de contrôle des documents.",
        "Regroupez les documents de plusieurs pages dans un seul fichier, dans l’ordre des pages.",
        "Conservez une copie de tout ce que vous soumettez et notez la date d’envoi.",
      ],
      links: [{ text: "Modèles de documents", href: "/resources/document-templates" }],
    },
  ],
};

/** SPEC "Authentication Process": a short bullet outline. */
export const authenticationProcessSource: Localized<BulletSection[]> = {
  en: [
    {
      id: "foreign-documents",
      title: "Foreign documents for your Canadian application",
      points: [
        "Check the document checklist first: IRCC rarely asks for authenticated documents, and unnecessary steps cost time and money.",
        "Get official documents from the issuing authority (civil registry, court, university), not from a third party.",
        "If the issuing country applies the Apostille Convention, ask its competent authority for an apostille.",
        "Otherwise, have the document authenticated in the issuing country, then legalized by the Canadian embassy or consulate there.",
        "Have the authenticated document translated by a certified translator if it is not in English or French.",
      ],
      links: [{ text: "Supporting Documents Guidelines", href: "/resources/supporting-documents" }],
    },
    {
      id: "canadian-documents",
      title: "Canadian documents for use abroad",
      points: [
        "Since {fact:apostilleInCanadaSince}, Canada issues apostilles for countries that are party to the Apostille Convention.",
        "Documents issued or notarized in Alberta, British Columbia, Ontario, Quebec or Saskatchewan get their apostille from that province.",
        "Documents from other provinces and territories, and federal documents, go to Global Affairs Canada.",
        "For countries outside the Convention, Canada authenticates the document and the destination country's embassy legalizes it.",
      ],
      links: [{ text: "Authentication of documents (Global Affairs Canada)", href: gov.authentication.en }],
    },
  ],
  fr: [
    {
      id: "foreign-documents",
      title: "Documents étrangers pour votre demande au Canada",
      points: [
        "Consultez d’abord la liste de contrôle des documents\u00a0: IRCC exige rarement des documents authentifiés, et les démarches inutiles coûtent du temps et de l’argent.",
        "Obtenez les documents officiels auprès de l’autorité qui les délivre (état civil, tribunal, université), et non d’un intermédiaire.",
        "Si le pays de délivrance applique la Convention Apostille, demandez une apostille à son autorité compétente.",
        "Sinon, faites authentifier le document dans le pays de délivrance, puis légaliser par l’ambassade ou le consulat du Canada sur place.",
        "Faites traduire le document authentifié par un traducteur agréé s’il n’est ni en français ni en anglais.",
      ],
      links: [
        { text: "Lignes directrices sur les pièces justificatives", href: "/resources/supporting-documents" },
      ],
    },
    {
      id: "canadian-documents",
      title: "Documents canadiens à utiliser à l’étranger",
      points: [
        "Depuis le {fact:apostilleInCanadaSince}, le Canada délivre des apostilles pour les pays parties à la Convention Apostille.",
        "Les documents délivrés ou notariés en Alberta, en Colombie-Britannique, en Ontario, au Québec ou en Saskatchewan reçoivent leur apostille de cette province.",
        "Les documents des autres provinces et territoires, ainsi que les documents fédéraux, relèvent d’Affaires mondiales Canada.",
        "Pour les pays qui ne sont pas parties à la Convention, le Canada authentifie le document et l’ambassade du pays de destination le légalise.",
      ],
      links: [
        { text: "Authentification de documents (Affaires mondiales Canada)", href: gov.authentication.fr },
      ],
    },
  ],
};

/** SPEC "Banking Guides": a short bullet outline. */
export const bankingGuidesSource: Localized<BulletSection[]> = {
  en: [
    {
      id: "before-arrival",
      title: "Before you arrive: proof of funds",
      points: [
        "Express Entry and many provincial programs need proof of settlement funds, based on your family size; IRCC updates the amounts each year.",
        "Ask your bank for official letters on letterhead showing account numbers, opening dates, current balance and the average balance over the last {fact:proofOfFundsAverageMonths} months.",
        "The funds must be available to you, not borrowed, and remain available until you land.",
        "Students: a Guaranteed Investment Certificate (GIC) from a participating Canadian bank is a common way to prove living costs.",
      ],
      links: [{ text: "Proof of funds (Government of Canada)", href: gov.proofOfFunds.en }],
    },
    {
      id: "arrival",
      title: "When you arrive",
      points: [
        "Declare cash and monetary instruments of {fact:borderCashReport} or more to the border officer; undeclared amounts can be seized.",
        "You have the right to open a personal bank account with acceptable identification, even without a job, a deposit or a credit history.",
        "Compare newcomer packages: fees are often waived for the first year, then monthly fees apply.",
        "Apply for your Social Insurance Number (SIN) to work and receive government benefits. A bank asks for it to report interest to the tax authorities, but cannot refuse to open an account without it.",
      ],
      links: [
        { text: "Opening a bank account (Government of Canada)", href: gov.bankAccount.en },
        { text: "Social Insurance Number", href: gov.socialInsuranceNumber.en },
      ],
    },
    {
      id: "credit",
      title: "Building credit",
      points: [
        "Start with a secured or newcomer credit card with a low limit, and pay the full balance every month.",
        "Pay rent, phone and utility bills on time: late payments lower your credit score.",
        "Check your credit report for free with Equifax and TransUnion.",
      ],
      links: [],
    },
  ],
  fr: [
    {
      id: "before-arrival",
      title: "Avant votre arrivée\u00a0: la preuve de fonds",
      points: [
        "Entrée express et de nombreux programmes provinciaux exigent une preuve de fonds d’établissement selon la taille de votre famille ; IRCC met les montants à jour chaque année.",
        "Demandez à votre banque des lettres officielles sur papier à en-tête indiquant les numéros de compte, les dates d’ouverture, le solde actuel et le solde moyen des {fact:proofOfFundsAverageMonths} derniers mois.",
        "Les fonds doivent vous appartenir, ne pas être empruntés et rester disponibles jusqu’à votre arrivée.",
        "Étudiants\u00a0: un certificat de placement garanti (CPG) d’une banque canadienne participante est un moyen courant de prouver vos frais de subsistance.",
      ],
      links: [{ text: "Preuve de fonds (gouvernement du Canada)", href: gov.proofOfFunds.fr }],
    },
    {
      id: "arrival",
      title: "À votre arrivée",
      points: [
        "Déclarez à l’agent des services frontaliers les espèces ou instruments monétaires d’une valeur égale ou supérieure à {fact:borderCashReport}\u202f; les montants non déclarés peuvent être saisis.",
        "Vous avez le droit d’ouvrir un compte bancaire personnel avec une pièce d’identité acceptable, même sans emploi, sans dépôt ni antécédents de crédit.",
        "Comparez les forfaits pour nouveaux arrivants\u00a0: les frais sont souvent supprimés la première année, puis des frais mensuels s’appliquent.",
        "Demandez votre numéro d’assurance sociale (NAS) pour travailler et recevoir des prestations. Une banque le demande pour déclarer les intérêts au fisc, mais ne peut pas refuser d’ouvrir un compte sans lui.",
      ],
      links: [
        { text: "Ouvrir un compte de banque (gouvernement du Canada)", href: gov.bankAccount.fr },
        { text: "Numéro d’assurance sociale", href: gov.socialInsuranceNumber.fr },
      ],
    },
    {
      id: "credit",
      title: "Bâtir votre crédit",
      points: [
        "Commencez par une carte de crédit garantie ou pour nouveaux arrivants à faible limite, et payez le solde complet chaque mois.",
        "Payez le loyer, le téléphone et les services publics à temps\u00a0: les retards font baisser votre pointage de crédit.",
        "Consultez gratuitement votre dossier de crédit auprès d’Equifax et de TransUnion.",
      ],
      links: [],
    },
  ],
};

export const provincialGuides = withFacts(provincialGuidesSource);
export const documentRequirements = withFacts(documentRequirementsSource);
export const supportingDocumentsGuidelines = withFacts(supportingDocumentsGuidelinesSource);
export const authenticationProcess = withFacts(authenticationProcessSource);
export const bankingGuides = withFacts(bankingGuidesSource);

/** "Information checked on …" for each resource page: its oldest fact, or its prose's last review. */
export const resourcesCheckedOn = {
  documentRequirements: oldestCheck(
    factsIn(documentRequirementsSource),
    proseReviewedOn.documentRequirements,
  ),
  supportingDocuments: oldestCheck(
    factsIn(supportingDocumentsGuidelinesSource),
    proseReviewedOn.supportingDocuments,
  ),
  authenticationProcess: oldestCheck(
    factsIn(authenticationProcessSource),
    proseReviewedOn.authenticationProcess,
  ),
  bankingGuides: oldestCheck(factsIn(bankingGuidesSource), proseReviewedOn.bankingGuides),
};
