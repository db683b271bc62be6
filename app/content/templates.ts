import { documentRuleLabels } from "./document-rules";
import type { Localized } from "./links";
import { withFacts } from "./with-facts";

export type TemplateGroup = "letters" | "forms";

export interface DocumentTemplate {
  /** File name stem of the download ("/resources/document-templates/<slug>.pdf"). */
  slug: string;
  group: TemplateGroup;
  name: string;
  description: string;
  /** The template itself, one line per entry; text in [brackets] is to be replaced. */
  content: string[];
  tips: string[];
}

export const templateGroupTitles: Localized<Record<TemplateGroup, string>> = {
  en: { letters: "Letter Templates", forms: "Forms and Checklists" },
  fr: { letters: "Modèles de lettres", forms: "Formulaires et listes de contrôle" },
};

export const templateSlugs = [
  "employment-reference-letter",
  "statement-of-purpose",
  "invitation-letter",
  "document-checklist",
  "application-timeline-tracker",
] as const;

export type TemplateSlug = (typeof templateSlugs)[number];

/** The downloadable templates (SPEC "Document Templates"), as written; the page and the file share this text. */
export const documentTemplatesSource: Localized<DocumentTemplate[]> = {
  en: [
    {
      slug: "employment-reference-letter",
      group: "letters",
      name: "Employment Reference Letter",
      description:
        "Proof of work experience for Express Entry and provincial programs, written by your employer on company letterhead.",
      content: [
        "[Company letterhead: name, address, phone, email, website]",
        "[Date]",
        "To: Immigration, Refugees and Citizenship Canada",
        "Re: Employment reference for [full name of employee]",
        "This letter confirms that [full name] has been employed by [company name] from [start date] to [end date or “present”].",
        "Position held: [job title]",
        "Hours of work: [number] hours per week ([full-time / part-time])",
        "Annual salary and benefits: [amount, currency] plus [benefits]",
        "Main duties: [list the duties actually performed, matching the NOC description of the occupation]",
        "Name, title and signature of the supervisor or human resources officer: [name, title, signature]",
        "Contact details for verification: [phone and email]",
      ],
      tips: [
        "List every position separately if the employee was promoted, with the dates of each.",
        "Describe the duties actually performed; do not copy the NOC text word for word.",
        "Hours and salary must be exact: IRCC uses them to count full-time equivalent experience.",
        "If your employer will not write the letter, ask us about alternative proof such as pay slips and contracts.",
      ],
    },
    {
      slug: "statement-of-purpose",
      group: "letters",
      name: "Statement of Purpose",
      description:
        "A letter for your study permit application that explains why you chose your program and how it fits your plans.",
      content: [
        "[Date]",
        "To: Visa Officer, Immigration, Refugees and Citizenship Canada",
        "Re: Study permit application of [full name], date of birth [date], passport [number]",
        "1. Who I am: [education, work history and current situation in a few sentences]",
        "2. The program: [program name, institution, DLI number, start date and length]",
        "3. Why this program and this institution: [how the courses build on your studies or work]",
        "4. Why Canada rather than my home country: [what the program offers that is not available at home]",
        "5. How I will pay: [tuition paid, savings, sponsor, scholarships, with the documents enclosed]",
        "6. My plans after graduation: [career goals and ties to your home country or future plans]",
        "Signature: [your signature and full name]",
      ],
      tips: [
        "Keep it to one or two pages, in your own words.",
        "Explain any gap in your studies or a change of field.",
        "Every claim should be backed by a document in your application.",
        "Be consistent with your forms: dates and amounts must match.",
      ],
    },
    {
      slug: "invitation-letter",
      group: "letters",
      name: "Invitation Letter",
      description:
        "A letter from a family member or friend in Canada inviting someone to visit, to support a visitor visa or Super Visa application.",
      content: [
        "[Date]",
        "To: Immigration, Refugees and Citizenship Canada",
        "Re: Invitation for [full name of visitor], date of birth [date], passport [number]",
        "I, [your full name], born on [date], living at [full address in Canada], invite [visitor's name], my [relationship], to visit me in Canada.",
        "My status in Canada: [Canadian citizen / permanent resident / work or study permit holder], [document number]",
        "Purpose of the visit: [family visit, wedding, birth of a child…]",
        "Dates of the visit: from [arrival date] to [departure date]",
        "Where the visitor will stay: [address] and who will pay for the stay: [you or the visitor]",
        "My occupation and employer: [job title, employer]",
        "People in my household: [names, dates of birth, relationship]",
        "Signature: [your signature]",
      ],
      tips: [
        "The letter supports an application; it does not guarantee a visa.",
        "Enclose proof of your status in Canada and, if you pay for the visit, proof of income.",
        "For a Super Visa, add the signed letter of financial support and the proof of income required.",
        "Some visa offices ask for the letter to be notarized: check the instructions for the visitor's country.",
      ],
    },
    {
      slug: "document-checklist",
      group: "forms",
      name: "Document Checklist",
      description:
        "A checklist to track the documents for a permanent residence application, for you and each family member.",
      content: [
        "Applicant: [full name] — Application type: [Express Entry / family sponsorship / other]",
        "[ ] Valid passport (all pages with stamps or visas)",
        "[ ] Language test results (less than {fact:languageTestValidYears} years old)",
        "[ ] Educational Credential Assessment report",
        "[ ] Employment reference letters for every job claimed",
        "[ ] Police certificates for each country stayed in for {fact:policeCertificateMonths} months or more in a row in the last {fact:policeCertificateYears} years, since age {fact:policeCertificateFromAge}",
        "[ ] Medical exam confirmation (IMM 1017B)",
        "[ ] Proof of funds (bank letters with the average balance of the last {fact:proofOfFundsAverageMonths} months)",
        "[ ] Birth certificates and marriage or divorce documents",
        `[ ] Digital photos (${documentRuleLabels.en.photoSize})`,
        "[ ] Certified translations of documents not in English or French",
        "Notes: [document, date requested, date received]",
      ],
      tips: [
        "Use one checklist per family member.",
        "Write down the date you requested each document: police certificates can take months.",
        "Check expiry dates before you submit; an expired document can lead to a refusal.",
      ],
    },
    {
      slug: "application-timeline-tracker",
      group: "forms",
      name: "Application Timeline Tracker",
      description:
        "A table of the key dates and deadlines of your application, so nothing expires and no request is missed.",
      content: [
        "Application: [program] — Application number: [number]",
        "Language test taken: [date] — Results expire: [date + {fact:languageTestValidYears} years]",
        "Credential assessment issued: [date] — Expires: [date + {fact:ecaValidYears} years]",
        "Profile submitted: [date] — Profile expires: [date + {fact:expressEntryProfileMonths} months]",
        "Invitation to apply received: [date] — Deadline: [date + {fact:invitationDays} days]",
        "Application submitted: [date] — Acknowledgement of receipt: [date]",
        "Biometrics letter: [date] — Deadline: [date + {fact:biometricsDays} days] — Given on: [date]",
        "Medical exam: [date] — Valid until: [date shown with your results]",
        "Additional document requests: [date requested] — [date sent]",
        "Decision: [date] — Confirmation of permanent residence: [date]",
      ],
      tips: [
        "Set a reminder two weeks before each deadline.",
        "Keep every letter from IRCC, with its date of receipt.",
        "Update the tracker each time your online account shows a change.",
      ],
    },
  ],
  fr: [
    {
      slug: "employment-reference-letter",
      group: "letters",
      name: "Lettre de référence d’emploi",
      description:
        "La preuve de votre expérience de travail pour Entrée express et les programmes provinciaux, rédigée par votre employeur sur papier à en-tête.",
      content: [
        "[En-tête de l’entreprise\u00a0: nom, adresse, téléphone, courriel, site Web]",
        "[Date]",
        "Destinataire\u00a0: Immigration, Réfugiés et Citoyenneté Canada",
        "Objet\u00a0: Référence d’emploi de [nom complet de l’employé]",
        "La présente atteste que [nom complet] occupe un emploi chez [nom de l’entreprise] depuis le [date de début] (si l’emploi a pris fin\u00a0: «\u00a0a occupé un emploi chez [nom de l’entreprise] du [date de début] au [date de fin]\u00a0»).",
        "Poste occupé\u00a0: [titre du poste]",
        "Heures de travail\u00a0: [nombre] heures par semaine ([temps plein / temps partiel])",
        "Salaire annuel et avantages\u00a0: [montant, devise] plus [avantages sociaux]",
        "Principales fonctions\u00a0: [énumérer les fonctions réellement exercées, conformes à la description de la CNP]",
        "Nom, titre et signature du superviseur ou du responsable des ressources humaines\u00a0: [nom, titre, signature]",
        "Coordonnées pour vérification\u00a0: [téléphone et courriel]",
      ],
      tips: [
        "Indiquez chaque poste séparément en cas de promotion, avec les dates de chacun.",
        "Décrivez les fonctions réellement exercées\u202f; ne recopiez pas mot pour mot le texte de la CNP.",
        "Les heures et le salaire doivent être exacts\u00a0: IRCC s’en sert pour calculer l’expérience en équivalent temps plein.",
        "Si votre employeur refuse d’écrire la lettre, demandez-nous quelles autres preuves fournir, comme des talons de paie et des contrats.",
      ],
    },
    {
      slug: "statement-of-purpose",
      group: "letters",
      name: "Lettre d’intention",
      description:
        "Une lettre jointe à votre demande de permis d’études qui explique le choix de votre programme et sa place dans votre projet.",
      content: [
        "[Date]",
        "Destinataire\u00a0: Agent des visas, Immigration, Réfugiés et Citoyenneté Canada",
        "Objet\u00a0: Demande de permis d’études de [nom complet], né(e) le [date], passeport [numéro]",
        "1. Qui je suis\u00a0: [études, parcours professionnel et situation actuelle en quelques phrases]",
        "2. Le programme\u00a0: [nom du programme, établissement, numéro d’EED, date de début et durée]",
        "3. Pourquoi ce programme et cet établissement\u00a0: [comment les cours prolongent vos études ou votre travail]",
        "4. Pourquoi le Canada plutôt que mon pays\u00a0: [ce que le programme offre qui n’existe pas chez vous]",
        "5. Comment je paierai\u00a0: [droits de scolarité payés, économies, répondant, bourses, avec les pièces jointes]",
        "6. Mes projets après le diplôme\u00a0: [objectifs de carrière et attaches dans votre pays ou projets futurs]",
        "Signature\u00a0: [votre signature et nom complet]",
      ],
      tips: [
        "Limitez-vous à une ou deux pages, dans vos propres mots.",
        "Expliquez toute interruption d’études ou tout changement de domaine.",
        "Chaque affirmation doit être appuyée par un document de votre demande.",
        "Restez cohérent avec vos formulaires\u00a0: les dates et les montants doivent concorder.",
      ],
    },
    {
      slug: "invitation-letter",
      group: "letters",
      name: "Lettre d’invitation",
      description:
        "Une lettre d’un membre de la famille ou d’un ami au Canada qui invite une personne en visite, à l’appui d’une demande de visa de visiteur ou de super visa.",
      content: [
        "[Date]",
        "Destinataire\u00a0: Immigration, Réfugiés et Citoyenneté Canada",
        "Objet\u00a0: Invitation de [nom complet du visiteur], né(e) le [date], passeport [numéro]",
        "Je soussigné(e), [votre nom complet], né(e) le [date], domicilié(e) au [adresse complète au Canada], invite [nom du visiteur], mon/ma [lien de parenté], à me rendre visite au Canada.",
        "Mon statut au Canada\u00a0: [citoyen canadien / résident permanent / titulaire d’un permis de travail ou d’études], [numéro du document]",
        "But de la visite\u00a0: [visite familiale, mariage, naissance d’un enfant…]",
        "Dates de la visite\u00a0: du [date d’arrivée] au [date de départ]",
        "Lieu d’hébergement\u00a0: [adresse]\u202f; personne qui assume les frais du séjour\u00a0: [vous ou le visiteur]",
        "Ma profession et mon employeur\u00a0: [titre du poste, employeur]",
        "Personnes vivant sous mon toit\u00a0: [noms, dates de naissance, lien]",
        "Signature\u00a0: [votre signature]",
      ],
      tips: [
        "La lettre appuie une demande\u202f; elle ne garantit pas l’obtention d’un visa.",
        "Joignez la preuve de votre statut au Canada et, si vous assumez les frais du séjour, une preuve de revenu.",
        "Pour un super visa, ajoutez la lettre d’engagement financier signée et la preuve de revenu exigée.",
        "Certains bureaux des visas demandent une lettre notariée\u00a0: vérifiez les instructions propres au pays du visiteur.",
      ],
    },
    {
      slug: "document-checklist",
      group: "forms",
      name: "Liste de contrôle des documents",
      description:
        "Une liste pour suivre les documents d’une demande de résidence permanente, pour vous et chaque membre de votre famille.",
      content: [
        "Demandeur\u00a0: [nom complet] — Type de demande\u00a0: [Entrée express / parrainage familial / autre]",
        "[ ] Passeport valide (toutes les pages portant des timbres ou des visas)",
        "[ ] Résultats du test linguistique (datant de moins de {fact:languageTestValidYears} ans)",
        "[ ] Rapport d’évaluation des diplômes d’études",
        "[ ] Lettres de référence d’emploi pour chaque emploi déclaré",
        "[ ] Certificats de police de chaque pays où vous avez séjourné {fact:policeCertificateMonths} mois ou plus d’affilée au cours des {fact:policeCertificateYears} dernières années, depuis l’âge de {fact:policeCertificateFromAge} ans",
        "[ ] Confirmation de l’examen médical (IMM 1017B)",
        "[ ] Preuve de fonds (lettres bancaires indiquant le solde moyen des {fact:proofOfFundsAverageMonths} derniers mois)",
        "[ ] Actes de naissance et documents de mariage ou de divorce",
        `[ ] Photos numériques (${documentRuleLabels.fr.photoSize})`,
        "[ ] Traductions certifiées des documents rédigés dans une autre langue que le français ou l’anglais",
        "Notes\u00a0: [document, date de la demande, date de réception]",
      ],
      tips: [
        "Utilisez une liste par membre de la famille.",
        "Notez la date à laquelle vous avez demandé chaque document\u00a0: un certificat de police peut prendre des mois.",
        "Vérifiez les dates d’expiration avant de soumettre\u202f; un document expiré peut entraîner un refus.",
      ],
    },
    {
      slug: "application-timeline-tracker",
      group: "forms",
      name: "Suivi de l’échéancier de la demande",
      description:
        "Un tableau des dates clés et des échéances de votre demande, pour que rien n’expire et qu’aucune demande ne soit oubliée.",
      content: [
        "Demande\u00a0: [programme] — Numéro de demande\u00a0: [numéro]",
        "Test linguistique passé le\u00a0: [date] — Résultats valides jusqu’au\u00a0: [date + {fact:languageTestValidYears} ans]",
        "Évaluation des diplômes délivrée le\u00a0: [date] — Valide jusqu’au\u00a0: [date + {fact:ecaValidYears} ans]",
        "Profil soumis le\u00a0: [date] — Expiration du profil\u00a0: [date + {fact:expressEntryProfileMonths} mois]",
        "Invitation à présenter une demande reçue le\u00a0: [date] — Échéance\u00a0: [date + {fact:invitationDays} jours]",
        "Demande soumise le\u00a0: [date] — Accusé de réception\u00a0: [date]",
        "Lettre d’instructions relatives à la biométrie\u00a0: [date] — Échéance\u00a0: [date + {fact:biometricsDays} jours] — Données biométriques fournies le\u00a0: [date]",
        "Examen médical\u00a0: [date] — Valide jusqu’au\u00a0: [date indiquée avec vos résultats]",
        "Demandes de documents supplémentaires\u00a0: [date de la demande] — [date d’envoi]",
        "Décision\u00a0: [date] — Confirmation de résidence permanente\u00a0: [date]",
      ],
      tips: [
        "Programmez un rappel deux semaines avant chaque échéance.",
        "Conservez toutes les lettres d’IRCC avec leur date de réception.",
        "Mettez le suivi à jour chaque fois que votre compte en ligne affiche un changement.",
      ],
    },
  ],
};

/** The templates with their rules written out from the current facts. */
export const documentTemplates = withFacts(documentTemplatesSource);

export function findTemplate(locale: keyof typeof documentTemplates, slug: string) {
  return documentTemplates[locale].find((template) => template.slug === slug);
}
