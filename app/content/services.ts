import { defineMessages } from "~/lib/i18n/messages";
import { withFacts } from "./with-facts";

export interface ServiceCard {
  /** Anchor id used by the header's submenu ("/services#consulting"). */
  id: "consulting" | "review" | "language" | "legal";
  title: string;
  description: string;
  benefitsTitle: string;
  benefits: string[];
}

/** The Services page (SPEC §2 "Services"): four cards, each with a Contact Us button, and a closing button. */
export const servicesSource = defineMessages<{
  intro: string;
  cards: ServiceCard[];
  contactUs: string;
  closingTitle: string;
  closingText: string;
  closingButton: string;
}>({
  en: {
    intro:
      "From the first assessment to the day you land, we prepare, check and submit your applications with you, as your authorized representative before IRCC.",
    cards: [
      {
        id: "consulting",
        title: "Immigration Consulting",
        description:
          "A full review of your profile and a written strategy: which programs you qualify for now, which you could qualify for, and what each will cost and take.",
        benefitsTitle: "What you get",
        benefits: [
          "An eligibility assessment across federal and provincial programs",
          "A written plan with timelines and government fees",
          "Preparation and submission of your application as your authorized representative",
          "Follow-up with IRCC and the province until a decision is made",
        ],
      },
      {
        id: "review",
        title: "Document Review",
        description:
          "Already preparing your own application? We check your forms and supporting documents before you submit, when mistakes are still free to fix.",
        benefitsTitle: "What we check",
        benefits: [
          "Forms completed consistently with your history",
          "Reference letters that describe duties the way IRCC assesses them",
          "Proof of funds, translations and certified copies",
          "Letters of explanation for gaps, refusals or unusual situations",
        ],
      },
      {
        id: "language",
        title: "Language Testing",
        description:
          "IELTS and CELPIP preparation focused on the scores that matter for immigration: each band of the Canadian Language Benchmarks (CLB) can change your CRS score.",
        benefitsTitle: "How we prepare you",
        benefits: [
          "IELTS General Training and CELPIP-General practice tests with feedback",
          "A target score for each skill, converted to CLB levels",
          "Speaking and writing practice with clear scoring criteria",
          "Advice on booking and retaking tests (results are valid for {fact:languageTestValidYears} years)",
        ],
      },
      {
        id: "legal",
        title: "Legal Services",
        description:
          "Help when an application runs into trouble: refusals, procedural fairness letters, inadmissibility and loss of status, within the scope of our licence.",
        benefitsTitle: "How we help",
        benefits: [
          "Analysis of refusal letters and officers' notes obtained through an access to information request",
          "Responses to procedural fairness letters",
          "Restoration of status and temporary resident permits",
          "Referral to a Canadian immigration lawyer when a matter goes to the Federal Court",
        ],
      },
    ],
    contactUs: "Contact Us",
    closingTitle: "Find out where you stand",
    closingText: "Start with a free estimate of your Express Entry score.",
    closingButton: "Start Your Free Assessment",
  },
  fr: {
    intro:
      "De la première évaluation jusqu’à votre arrivée, nous préparons, vérifions et déposons vos demandes avec vous, à titre de représentante autorisée auprès d’IRCC.",
    cards: [
      {
        id: "consulting",
        title: "Services-conseils en immigration",
        description:
          "Un examen complet de votre profil et une stratégie écrite\u00a0: les programmes auxquels vous êtes admissible aujourd’hui, ceux qui pourraient le devenir, et ce que chacun coûte et demande comme délai.",
        benefitsTitle: "Ce que vous obtenez",
        benefits: [
          "Une évaluation de l’admissibilité aux programmes fédéraux et provinciaux",
          "Un plan écrit avec les délais et les frais gouvernementaux",
          "La préparation et le dépôt de votre demande à titre de représentante autorisée",
          "Le suivi auprès d’IRCC et de la province jusqu’à la décision",
        ],
      },
      {
        id: "review",
        title: "Révision de documents",
        description:
          "Vous préparez vous-même votre demande ? Nous vérifions vos formulaires et vos pièces justificatives avant le dépôt, quand les erreurs peuvent encore être corrigées sans frais.",
        benefitsTitle: "Ce que nous vérifions",
        benefits: [
          "Des formulaires cohérents avec votre parcours",
          "Des lettres de référence qui décrivent vos tâches comme IRCC les évalue",
          "La preuve de fonds, les traductions et les copies certifiées",
          "Des lettres d’explication pour les interruptions, les refus ou les situations particulières",
        ],
      },
      {
        id: "language",
        title: "Tests linguistiques",
        description:
          "Une préparation à l’IELTS et au CELPIP axée sur les résultats qui comptent en immigration\u00a0: chaque niveau de compétence linguistique canadien (NCLC) peut changer votre note SCG.",
        benefitsTitle: "Comment nous vous préparons",
        benefits: [
          "Des tests d’entraînement IELTS General Training et CELPIP-General, avec rétroaction",
          "Un résultat cible pour chaque compétence, converti en niveaux NCLC",
          "Des exercices d’expression orale et écrite avec des critères d’évaluation clairs",
          "Des conseils pour réserver et reprendre un test (les résultats sont valides {fact:languageTestValidYears} ans)",
        ],
      },
      {
        id: "legal",
        title: "Services juridiques",
        description:
          "De l’aide quand une demande se complique\u00a0: refus, lettres d’équité procédurale, interdiction de territoire et perte de statut, dans les limites de notre permis.",
        benefitsTitle: "Comment nous aidons",
        benefits: [
          "L’analyse des lettres de refus et des notes de l’agent obtenues par une demande d’accès à l’information",
          "Les réponses aux lettres d’équité procédurale",
          "Le rétablissement du statut et les permis de séjour temporaire",
          "L’orientation vers un avocat canadien en immigration quand un dossier va devant la Cour fédérale",
        ],
      },
    ],
    contactUs: "Nous joindre",
    closingTitle: "Faites le point sur votre situation",
    closingText: "Commencez par une estimation gratuite de votre note SCG d’Entrée express.",
    closingButton: "Commencer votre évaluation gratuite",
  },
});

export const servicesContent = withFacts(servicesSource);
