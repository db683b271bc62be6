import type { Topic } from "~/components/ui/topic-card";
import { defineMessages } from "~/features/i18n/messages";
import { factsIn, oldestCheck, withFacts } from "./with-facts";

/** The Business Immigration page (SPEC §2 "Business"): three cards. */
export const businessSource = defineMessages<{
  intro: string;
  updated: string;
  startUp: Topic;
  selfEmployed: Topic;
  investor: Topic;
  closingTitle: string;
  closingText: string;
  closingButton: string;
}>({
  en: {
    intro:
      "Canada welcomes entrepreneurs who create jobs and bring new ideas. Federal and provincial programs each set their own rules on experience, investment and ownership.",
    updated: "Information checked on {date}. Business programs change often: confirm before you invest.",
    startUp: {
      id: "start-up-visa",
      title: "Start-up Visa Program",
      description:
        "Permanent residence for founders of innovative businesses backed by a Canadian designated organization: closed to new applications.",
      text: [
        "IRCC stopped accepting new Start-up Visa applications after {fact:startUpVisaClosedAfter}, as it prepares a new pilot program for immigrant entrepreneurs. Applications already submitted continue to be processed, and founders in Canada with a Start-up Visa work permit can extend it.",
        "Until the new pilot opens, founders can look at the provincial entrepreneur streams. We compare the ones that are open to you and what each asks you to invest.",
      ],
      featuresTitle: "What the program required",
      features: [
        "A qualifying business and a letter of support from a designated organization",
        "Language ability of at least CLB 5 in English or French",
        "Enough money to settle in Canada",
        "Admissibility to Canada (medical, security and criminality checks)",
      ],
    },
    selfEmployed: {
      id: "self-employed",
      title: "Self-Employed Persons Program",
      description:
        "A federal route for people with relevant experience in cultural activities or athletics who can be self-employed in Canada.",
      text: [
        "IRCC stopped accepting new applications on {fact:selfEmployedPausedSince}, and the pause continues until further notice. Applications already submitted continue to be processed.",
        "While the program is closed, artists, performers and athletes can look at work permits, provincial streams and Express Entry. We review your experience and suggest the route that is open to you.",
      ],
      featuresTitle: "Who it was designed for",
      features: [
        "Two years of self-employment or world-class participation in cultural activities or athletics in the last five years",
        "The intention and ability to be self-employed in Canada",
        "A selection grid scoring experience, education, age, language and adaptability",
      ],
    },
    investor: {
      id: "investor",
      title: "Investor Programs",
      description:
        "Investment-based routes now run mainly through provincial entrepreneur streams and Quebec's own programs.",
      text: [
        "The federal Immigrant Investor Program closed in 2014. Today, experienced business owners usually immigrate through a provincial entrepreneur stream: you submit an expression of interest, visit the province, invest in and actively manage a business, and receive a nomination once you meet a performance agreement.",
        "The Saskatchewan Immigrant Nominee Program's Entrepreneur category, for example, requires a minimum net worth and investment that depend on where the business is located. Quebec sets its own investor and entrepreneur programs and intake periods.",
      ],
      featuresTitle: "What provinces usually look for",
      features: [
        "Verified personal net worth from legal sources",
        "An eligible investment and an active management role",
        "Business ownership or senior management experience",
        "Jobs created for Canadians or permanent residents",
      ],
    },
    closingTitle: "Thinking about a business in Canada?",
    closingText: "We review your experience, capital and plans, and tell you which programs are realistic.",
    closingButton: "Contact Us",
  },
  fr: {
    intro:
      "Le Canada accueille les entrepreneurs qui créent des emplois et apportent de nouvelles idées. Les programmes fédéraux et provinciaux fixent chacun leurs règles sur l’expérience, l’investissement et la propriété.",
    updated:
      "Renseignements vérifiés le {date}. Les programmes d’affaires changent souvent : vérifiez avant d’investir.",
    startUp: {
      id: "start-up-visa",
      title: "Programme de visa pour démarrage d’entreprise",
      description:
        "La résidence permanente pour les fondateurs d’entreprises innovantes soutenues par une organisation désignée canadienne : fermé aux nouvelles demandes.",
      text: [
        "IRCC n’accepte plus de nouvelles demandes de visa pour démarrage d’entreprise depuis le {fact:startUpVisaClosedAfter}, le temps de préparer un nouveau programme pilote pour les entrepreneurs immigrants. Les demandes déjà présentées continuent d’être traitées, et les fondateurs qui sont au Canada avec un permis de travail de ce programme peuvent le prolonger.",
        "En attendant l’ouverture du nouveau programme pilote, les fondateurs peuvent envisager les volets provinciaux pour entrepreneurs. Nous comparons ceux qui vous sont ouverts et l’investissement que chacun exige.",
      ],
      featuresTitle: "Ce que le programme exigeait",
      features: [
        "Une entreprise admissible et une lettre de soutien d’une organisation désignée",
        "Des compétences linguistiques d’au moins NCLC 5 en français ou en anglais",
        "Assez d’argent pour s’établir au Canada",
        "L’admissibilité au Canada (contrôles médicaux, de sécurité et de criminalité)",
      ],
    },
    selfEmployed: {
      id: "self-employed",
      title: "Programme des travailleurs autonomes",
      description:
        "Une voie fédérale pour les personnes ayant une expérience pertinente d’activités culturelles ou sportives qui peuvent devenir travailleurs autonomes au Canada.",
      text: [
        "IRCC n’accepte plus de nouvelles demandes depuis le {fact:selfEmployedPausedSince}, et cette pause se poursuit jusqu’à nouvel ordre. Les demandes déjà présentées continuent d’être traitées.",
        "Pendant la fermeture du programme, les artistes, interprètes et athlètes peuvent envisager les permis de travail, les volets provinciaux et Entrée express. Nous examinons votre expérience et vous proposons la voie qui vous est ouverte.",
      ],
      featuresTitle: "Pour qui il a été conçu",
      features: [
        "Deux ans de travail autonome ou de participation de calibre mondial à des activités culturelles ou sportives au cours des cinq dernières années",
        "L’intention et la capacité de devenir travailleur autonome au Canada",
        "Une grille de sélection qui note l’expérience, les études, l’âge, les langues et la capacité d’adaptation",
      ],
    },
    investor: {
      id: "investor",
      title: "Programmes d’investisseurs",
      description:
        "Les voies fondées sur l’investissement passent maintenant surtout par les volets provinciaux pour entrepreneurs et par les programmes du Québec.",
      text: [
        "Le Programme d’immigration des investisseurs fédéral a pris fin en 2014. Aujourd’hui, les gens d’affaires d’expérience immigrent généralement par un volet provincial pour entrepreneurs : vous soumettez une déclaration d’intérêt, visitez la province, investissez dans une entreprise que vous gérez activement et recevez une désignation une fois l’entente de rendement respectée.",
        "La catégorie Entrepreneur du Programme des candidats immigrants de la Saskatchewan, par exemple, exige une valeur nette et un investissement minimums qui dépendent de l’emplacement de l’entreprise. Le Québec établit ses propres programmes d’investisseurs et d’entrepreneurs ainsi que ses périodes de réception des demandes.",
      ],
      featuresTitle: "Ce que les provinces recherchent en général",
      features: [
        "Une valeur nette personnelle vérifiée, de source légale",
        "Un investissement admissible et un rôle de gestion actif",
        "Une expérience de propriétaire d’entreprise ou de cadre supérieur",
        "Des emplois créés pour des Canadiens ou des résidents permanents",
      ],
    },
    closingTitle: "Vous envisagez d’exploiter une entreprise au Canada?",
    closingText:
      "Nous examinons votre expérience, vos capitaux et vos projets, et vous indiquons les programmes réalistes.",
    closingButton: "Nous joindre",
  },
});

export const businessContent = withFacts(businessSource);
export const businessCheckedOn = oldestCheck(factsIn(businessSource));
