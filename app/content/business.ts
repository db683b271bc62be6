import type { Topic } from "~/components/ui/topic-card";
import { defineMessages } from "~/lib/i18n/messages";
import { proseReviewedOn } from "./facts";
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
        "IRCC stopped taking new commitment certificates after {fact:startUpVisaClosedAfter}. Only founders holding a commitment certificate issued in {fact:startUpVisaLastCertificatesYear} could still apply for permanent residence, until {fact:startUpVisaLastApplicationsOn}. That date has passed: the program is now closed to all other applications. Applications submitted in time continue to be processed, and founders in Canada with a Start-up Visa work permit can extend it.",
        "IRCC has announced a new pilot program for immigrant entrepreneurs: check its page to see whether it is open. Meanwhile, founders can look at the provincial entrepreneur streams that are still open; we compare them and what each asks you to invest.",
      ],
      featuresTitle: "What the program required",
      features: [
        "A qualifying business and a commitment certificate and letter of support from a designated organization",
        "Language ability of at least CLB {fact:startUpVisaMinimumClb} in English or French",
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
        "{fact:selfEmployedExperienceYears} years of self-employment or world-class participation in cultural activities or athletics in the last {fact:selfEmployedWindowYears} years",
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
        "The federal Immigrant Investor Program no longer exists. Today, experienced business owners usually immigrate through a provincial entrepreneur stream: you submit an expression of interest, visit the province, invest in and actively manage a business, and receive a nomination once you meet a performance agreement.",
        "Provinces set their own net worth and investment minimums, and some have closed their entrepreneur streams: the Saskatchewan Immigrant Nominee Program closed its Entrepreneur, International Graduate Entrepreneur and Farm Owner/Operator categories for good on {fact:sinpEntrepreneurClosedOn}. Quebec sets its own investor and entrepreneur programs and intake periods.",
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
      "Renseignements vérifiés le {date}. Les programmes d’affaires changent souvent\u00a0: vérifiez avant d’investir.",
    startUp: {
      id: "start-up-visa",
      title: "Programme fédéral de visa pour démarrage d’entreprise",
      description:
        "La résidence permanente pour les fondateurs d’entreprises innovantes soutenues par une organisation canadienne désignée\u00a0: fermé aux nouvelles demandes.",
      text: [
        "IRCC a cessé d’accepter de nouveaux certificats d’engagement après le {fact:startUpVisaClosedAfter}. Seuls les fondateurs titulaires d’un certificat d’engagement délivré en {fact:startUpVisaLastCertificatesYear} pouvaient encore présenter une demande de résidence permanente, jusqu’au {fact:startUpVisaLastApplicationsOn}. Cette date est passée\u00a0: le programme est maintenant fermé à toute autre demande. Les demandes présentées à temps continuent d’être traitées, et les fondateurs qui sont au Canada avec un permis de travail de ce programme peuvent le prolonger.",
        "IRCC a annoncé un nouveau programme pilote pour les entrepreneurs immigrants\u00a0: consultez sa page pour savoir s’il est ouvert. D’ici là, les fondateurs peuvent envisager les volets provinciaux pour entrepreneurs encore ouverts\u202f; nous les comparons, avec l’investissement que chacun exige.",
      ],
      featuresTitle: "Ce que le programme exigeait",
      features: [
        "Une entreprise admissible, ainsi qu’un certificat d’engagement et une lettre de soutien d’une organisation canadienne désignée",
        "Des compétences linguistiques d’au moins NCLC {fact:startUpVisaMinimumClb} en français ou en anglais",
        "Assez d’argent pour s’établir au Canada",
        "Ne pas être interdit de territoire au Canada (contrôles médicaux, de sécurité et de criminalité)",
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
        "{fact:selfEmployedExperienceYears} ans de travail autonome ou de participation de calibre mondial à des activités culturelles ou sportives au cours des {fact:selfEmployedWindowYears} dernières années",
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
        "Le Programme fédéral d’immigration des investisseurs n’existe plus. Aujourd’hui, les gens d’affaires d’expérience immigrent généralement par un volet provincial pour entrepreneurs\u00a0: vous soumettez une déclaration d’intérêt, visitez la province, investissez dans une entreprise que vous gérez activement et recevez une désignation une fois l’entente de rendement respectée.",
        "Les provinces fixent leurs propres minimums de valeur nette et d’investissement, et certaines ont fermé leurs volets pour entrepreneurs\u00a0: le Programme des candidats immigrants de la Saskatchewan a fermé définitivement ses catégories Entrepreneur, Entrepreneur diplômé étranger et Propriétaire-exploitant agricole le {fact:sinpEntrepreneurClosedOn}. Le Québec établit ses propres programmes d’investisseurs et d’entrepreneurs ainsi que ses périodes de réception des demandes.",
      ],
      featuresTitle: "Ce que les provinces recherchent en général",
      features: [
        "Une valeur nette personnelle vérifiée, de source légale",
        "Un investissement admissible et un rôle de gestion actif",
        "Une expérience de propriétaire d’entreprise ou de cadre supérieur",
        "Des emplois créés pour des Canadiens ou des résidents permanents",
      ],
    },
    closingTitle: "Vous envisagez d’exploiter une entreprise au Canada\u202f?",
    closingText:
      "Nous examinons votre expérience, vos capitaux et vos projets, et vous indiquons les programmes réalistes.",
    closingButton: "Nous joindre",
  },
});

export const businessContent = withFacts(businessSource);
export const businessCheckedOn = oldestCheck(factsIn(businessSource), proseReviewedOn.business);
