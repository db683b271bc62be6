import type { ContentLink, Localized } from "./links";
import { officialSites as gov } from "./official-sites";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";

interface FaqEntry {
  question: string;
  answer: string;
  links: ContentLink[];
}

export interface FaqCategory {
  /** Stable anchor ("/resources/faq#study-permits"). */
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** The FAQ's four categories (SPEC "FAQ"), as written: rules' amounts and dates are `{fact:…}` placeholders. */
export const faqSource: Localized<FaqCategory[]> = {
  en: [
    {
      id: "express-entry",
      title: "Express Entry",
      entries: [
        {
          question: "What is a good CRS score?",
          answer:
            "There is no fixed pass mark: each round of invitations sets its own cut-off, and category-based rounds (French, health care, trades and others) often invite lower scores than general rounds. Our rounds page lists the latest cut-offs, and the calculator compares your score with them. A provincial nomination adds {fact:provincialNominationPoints} points.",
          links: [
            { text: "Estimate your CRS score", href: "/calculator" },
            { text: "Express Entry Rounds of Invitations", href: "/resources/express-entry-rounds" },
            { text: "Express Entry (Government of Canada)", href: gov.expressEntry.en },
          ],
        },
        {
          question: "How long is my Express Entry profile valid?",
          answer:
            "{fact:expressEntryProfileMonths} months. If you are not invited in that time, you can create a new profile, as long as you still meet the requirements. Keep your language test (valid {fact:languageTestValidYears} years) and credential assessment (valid {fact:ecaValidYears} years) up to date.",
          links: [{ text: "Application Guides", href: "/resources/application-guides" }],
        },
        {
          question: "How much time do I have after an invitation to apply?",
          answer:
            "You have {fact:invitationDays} days to submit your complete application for permanent residence. Order police certificates and book your medical exam early, because they often take the longest.",
          links: [{ text: "Document Requirements", href: "/resources/document-requirements" }],
        },
        {
          question: "Do I need a job offer?",
          answer:
            "No. Most candidates are invited without one. IRCC stopped giving CRS points for a job offer on {fact:jobOfferPointsEndedOn}, and has since consulted on giving points again for work or a job offer in a high-wage occupation: check IRCC's current CRS criteria before you count on either. A job offer can also count elsewhere: in the Federal Skilled Worker selection grid, for the Federal Skilled Trades Program and in many provincial streams.",
          links: [{ text: "Express Entry (Government of Canada)", href: gov.expressEntry.en }],
        },
      ],
    },
    {
      id: "provincial-nominee",
      title: "Provincial Nominee Programs",
      entries: [
        {
          question: "What is a provincial nominee program?",
          answer:
            "Each province and territory (except Quebec, which has its own selection system, and Nunavut) can nominate people who will meet its labour needs. A nominee then applies to IRCC for permanent residence.",
          links: [{ text: "Provincial Guides", href: "/resources/provincial-guides" }],
        },
        {
          question: "What is the difference between an enhanced and a base nomination?",
          answer:
            "An enhanced nomination is linked to Express Entry: it adds {fact:provincialNominationPoints} CRS points and the application is processed through Express Entry. A base nomination is outside Express Entry, and you apply for permanent residence separately, usually with longer processing times.",
          links: [{ text: "Our provincial nomination services", href: "/programs#provincial-nominee" }],
        },
        {
          question: "Can I apply to several provinces?",
          answer:
            "Yes, if you meet each program's criteria, but be honest about where you intend to live. Provinces expect nominees to settle there, and misrepresentation can lead to a {fact:misrepresentationBanYears}-year ban.",
          links: [],
        },
      ],
    },
    {
      id: "study-permits",
      title: "Study Permits",
      entries: [
        {
          question: "Do I need a provincial attestation letter?",
          answer:
            "Since {fact:studyPermitCapSince}, most new college and undergraduate students do. Since {fact:palGraduateExemptSince}, master's and doctoral students at public institutions no longer need one, and primary and secondary students are exempt. Extending your study permit in Canada does not exempt you in itself: since {fact:palSameSchoolExtensionSince}, an extension needs no letter only if you stay at the same school (designated learning institution) and at the same level of study. If you change school or level, you need a new letter. Your school explains how to get it.",
          links: [{ text: "Study permit (Government of Canada)", href: gov.studyPermit.en }],
        },
        {
          question: "How much money must I show?",
          answer:
            "For applications received on or after {fact:studyLivingCostsSince}: {fact:studyLivingCostsSingle} a year for one person, outside Quebec, plus first-year tuition and travel costs. Amounts are higher for family members who come with you.",
          links: [{ text: "Banking Guides", href: "/resources/banking-guides" }],
        },
        {
          question: "Can I work while I study?",
          answer:
            "Usually yes: off campus up to {fact:offCampusWorkHours} hours a week during academic sessions (the limit since {fact:offCampusWorkHoursSince}), and full time during scheduled breaks.",
          links: [{ text: "Study in Canada", href: "/study#work" }],
        },
      ],
    },
    {
      id: "work-permits",
      title: "Work Permits",
      entries: [
        {
          question: "What is an LMIA?",
          answer:
            "A Labour Market Impact Assessment is the document an employer gets from Employment and Social Development Canada to show that hiring a foreign worker will not harm Canadian workers. Many permits need one; some, such as those under free trade agreements, are exempt.",
          links: [{ text: "Work permits (Government of Canada)", href: gov.workPermit.en }],
        },
        {
          question: "Can my spouse work in Canada with me?",
          answer:
            "Sometimes. Since {fact:familyWorkPermitRulesSince}, an open work permit is open to the spouse of a student in a master's program of at least {fact:familyWorkPermitMastersMonths} months, a doctoral program or certain professional programs, and to the spouse of a worker in a TEER 0 or 1 occupation or in certain TEER 2 or 3 occupations, with at least {fact:familyWorkPermitMonthsLeft} months left on their permit. Dependent children of workers no longer qualify.",
          links: [{ text: "Family sponsorship", href: "/family" }],
        },
        {
          question: "Can a work permit lead to permanent residence?",
          answer:
            "Yes. Canadian skilled work experience counts towards the Canadian Experience Class and many provincial streams, such as Saskatchewan Experience.",
          links: [
            { text: "Application Guides", href: "/resources/application-guides" },
            { text: "Book a consultation", href: "/book-appointment" },
          ],
        },
      ],
    },
  ],
  fr: [
    {
      id: "express-entry",
      title: "Entrée express",
      entries: [
        {
          question: "Qu’est-ce qu’une bonne note SCG\u202f?",
          answer:
            "Il n’y a pas de note de passage fixe\u00a0: chaque ronde d’invitations fixe son propre seuil, et les rondes par catégorie (français, soins de santé, métiers et autres) invitent souvent des candidats dont la note est plus basse que dans les rondes générales. Notre page des rondes présente les derniers seuils, et le calculateur y compare votre note. Une désignation provinciale ajoute {fact:provincialNominationPoints} points.",
          links: [
            { text: "Estimer votre note SCG", href: "/calculator" },
            { text: "Rondes d’invitations d’Entrée express", href: "/resources/express-entry-rounds" },
            { text: "Entrée express (gouvernement du Canada)", href: gov.expressEntry.fr },
          ],
        },
        {
          question: "Combien de temps mon profil Entrée express est-il valide\u202f?",
          answer:
            "{fact:expressEntryProfileMonths} mois. Si vous n’êtes pas invité pendant cette période, vous pouvez créer un nouveau profil, si vous répondez toujours aux exigences. Gardez à jour votre test linguistique (valide {fact:languageTestValidYears} ans) et votre évaluation des diplômes (valide {fact:ecaValidYears} ans).",
          links: [{ text: "Guides de demande", href: "/resources/application-guides" }],
        },
        {
          question: "Combien de temps ai-je pour présenter ma demande après une invitation\u202f?",
          answer:
            "Vous avez {fact:invitationDays} jours pour soumettre votre demande complète de résidence permanente. Demandez vos certificats de police et prenez rendez-vous pour l’examen médical tôt\u00a0: ce sont souvent les plus longs à obtenir.",
          links: [{ text: "Documents exigés", href: "/resources/document-requirements" }],
        },
        {
          question: "Ai-je besoin d’une offre d’emploi\u202f?",
          answer:
            "Non. La plupart des candidats sont invités sans offre d’emploi. IRCC a cessé d’accorder des points SCG pour une offre d’emploi le {fact:jobOfferPointsEndedOn}, puis a consulté le public sur des points pour le travail ou une offre d’emploi dans une profession à salaire élevé\u00a0: vérifiez les critères du SCG en vigueur avant de compter sur l’un ou l’autre. Une offre d’emploi peut aussi compter ailleurs\u00a0: dans la grille de sélection des travailleurs qualifiés (fédéral), pour le Programme des travailleurs de métiers spécialisés (fédéral) et dans de nombreux volets provinciaux.",
          links: [{ text: "Entrée express (gouvernement du Canada)", href: gov.expressEntry.fr }],
        },
      ],
    },
    {
      id: "provincial-nominee",
      title: "Programmes des candidats des provinces",
      entries: [
        {
          question: "Qu’est-ce qu’un programme des candidats des provinces\u202f?",
          answer:
            "Chaque province et territoire (sauf le Québec, qui a son propre système de sélection, et le Nunavut) peut désigner des personnes qui répondront à ses besoins de main-d’œuvre. Le candidat désigné présente ensuite une demande de résidence permanente à IRCC.",
          links: [{ text: "Guides provinciaux", href: "/resources/provincial-guides" }],
        },
        {
          question:
            "Quelle est la différence entre une désignation améliorée et une désignation de base\u202f?",
          answer:
            "Une désignation améliorée est liée à Entrée express\u00a0: elle ajoute {fact:provincialNominationPoints} points SCG et la demande est traitée dans Entrée express. Une désignation de base se fait hors d’Entrée express\u202f; la demande de résidence permanente se présente séparément, généralement avec des délais plus longs.",
          links: [{ text: "Nos services de désignation provinciale", href: "/programs#provincial-nominee" }],
        },
        {
          question: "Puis-je présenter une demande à plusieurs provinces\u202f?",
          answer:
            "Oui, si vous répondez aux critères de chaque programme, mais soyez honnête sur l’endroit où vous comptez vivre. Les provinces s’attendent à ce que leurs candidats s’y établissent, et une fausse déclaration peut entraîner une interdiction de {fact:misrepresentationBanYears} ans.",
          links: [],
        },
      ],
    },
    {
      id: "study-permits",
      title: "Permis d’études",
      entries: [
        {
          question: "Ai-je besoin d’une lettre d’attestation provinciale\u202f?",
          answer:
            "Depuis le {fact:studyPermitCapSince}, la plupart des nouveaux étudiants au collège et au premier cycle universitaire en ont besoin. Depuis le {fact:palGraduateExemptSince}, les étudiants à la maîtrise et au doctorat d’un établissement public n’en ont plus besoin, et les élèves du primaire et du secondaire en sont exemptés. La prolongation du permis d’études au Canada ne vous en dispense pas à elle seule\u00a0: depuis le {fact:palSameSchoolExtensionSince}, une prolongation n’est dispensée de lettre que si vous restez dans le même établissement d’enseignement désigné et au même niveau d’études. Si vous changez d’établissement ou de niveau, il vous faut une nouvelle lettre. Votre établissement vous explique comment l’obtenir.",
          links: [{ text: "Permis d’études (gouvernement du Canada)", href: gov.studyPermit.fr }],
        },
        {
          question: "Quel montant dois-je prouver\u202f?",
          answer:
            "Pour les demandes reçues depuis le {fact:studyLivingCostsSince}\u00a0: {fact:studyLivingCostsSingle} par année pour une personne, hors Québec, plus les droits de scolarité de la première année et les frais de voyage. Les montants sont plus élevés pour les membres de la famille qui vous accompagnent.",
          links: [{ text: "Guides bancaires", href: "/resources/banking-guides" }],
        },
        {
          question: "Puis-je travailler pendant mes études\u202f?",
          answer:
            "En général, oui\u00a0: hors campus jusqu’à {fact:offCampusWorkHours} heures par semaine pendant les sessions (limite en vigueur depuis le {fact:offCampusWorkHoursSince}), et à temps plein pendant les congés prévus.",
          links: [{ text: "Étudier au Canada", href: "/study#work" }],
        },
      ],
    },
    {
      id: "work-permits",
      title: "Permis de travail",
      entries: [
        {
          question: "Qu’est-ce qu’une EIMT\u202f?",
          answer:
            "L’étude d’impact sur le marché du travail est le document qu’un employeur obtient d’Emploi et Développement social Canada pour démontrer que l’embauche d’un travailleur étranger ne nuira pas aux travailleurs canadiens. Beaucoup de permis l’exigent\u202f; d’autres, comme ceux prévus par les accords de libre-échange, en sont dispensés.",
          links: [{ text: "Permis de travail (gouvernement du Canada)", href: gov.workPermit.fr }],
        },
        {
          question: "Mon époux ou conjoint peut-il travailler au Canada avec moi\u202f?",
          answer:
            "Parfois. Depuis le {fact:familyWorkPermitRulesSince}, le permis de travail ouvert est réservé à l’époux ou au conjoint d’un étudiant inscrit à une maîtrise d’au moins {fact:familyWorkPermitMastersMonths} mois, à un doctorat ou à certains programmes professionnels, et à celui d’un travailleur occupant un emploi FEER 0 ou 1 ou certains emplois FEER 2 ou 3, à qui il reste au moins {fact:familyWorkPermitMonthsLeft} mois de permis. Les enfants à charge des travailleurs n’y sont plus admissibles.",
          links: [{ text: "Parrainage familial", href: "/family" }],
        },
        {
          question: "Un permis de travail peut-il mener à la résidence permanente\u202f?",
          answer:
            "Oui. L’expérience de travail qualifié au Canada compte pour la catégorie de l’expérience canadienne et pour de nombreux volets provinciaux, comme le volet Expérience de la Saskatchewan.",
          links: [
            { text: "Guides de demande", href: "/resources/application-guides" },
            { text: "Réserver une consultation", href: "/book-appointment" },
          ],
        },
      ],
    },
  ],
};

export const faqCategories = withFacts(faqSource);

/** The facts behind the answers were last all checked on this day. */
export const faqCheckedOn = oldestCheck(factsIn(faqSource), proseReviewedOn.faq);
