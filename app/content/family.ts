import type { Topic } from "~/components/ui/topic-card";
import { defineMessages, format } from "~/lib/i18n/messages";
import { formatLongDate } from "~/lib/dates";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";

/** The Family Sponsorship page (SPEC §2 "Family"): four cards. */
export const familySource = defineMessages<{
  intro: string;
  updated: string;
  spouse: Topic;
  parents: Topic;
  children: Topic;
  superVisa: Topic;
  closingTitle: string;
  closingText: string;
  closingButton: string;
}>({
  en: {
    intro:
      "Canadian citizens and permanent residents aged {fact:sponsorMinimumAge} or older can help close family members immigrate, by promising to support them financially for a set period.",
    updated: "Information checked on {date}. Check IRCC's current instructions before you apply.",
    spouse: {
      id: "spouse",
      title: "Spousal Sponsorship",
      description:
        "Sponsor your spouse, common-law partner (after {fact:commonLawMonths} months living together) or conjugal partner.",
      text: [
        "You can apply from outside Canada, or from inside Canada if you live together here; a partner living with you in Canada can usually get an open work permit while the application is processed. IRCC looks closely at whether the relationship is genuine, so photos, messages, shared finances and family knowledge of the relationship all matter.",
        "Your undertaking to support your partner lasts {fact:undertakingSpouseYears} years from the day they become a permanent resident. You cannot sponsor a new partner if you became a permanent resident as a sponsored spouse or partner less than {fact:sponsoredSpouseBarYears} years ago.",
      ],
      featuresTitle: "Key points",
      features: [
        "Outland or inland applications",
        "Open work permit for most inland applicants",
        "A {fact:undertakingSpouseYears}-year undertaking",
        "Evidence that the relationship is genuine and continuing",
      ],
    },
    parents: {
      id: "parents",
      title: "Parent and Grandparent Sponsorship",
      description:
        "Bring your parents or grandparents to Canada as permanent residents through the Parents and Grandparents Program.",
      text: [
        "IRCC is accepting no new applications to sponsor parents and grandparents in {fact:pgpNoIntakeYear}, under its Ministerial Instructions of January {fact:pgpNoIntakeYear}. At its last intake, in {fact:pgpLastIntakeYear}, it invited potential sponsors at random from the interest to sponsor forms it collected in {fact:pgpInterestFormsYear}, and accepted up to {fact:pgpLastIntakeApplications} complete applications, which it is still processing. Check IRCC's page before you plan on this program.",
        "You must show income at least {fact:pgpIncomeAbovePercent}% above the minimum necessary income for your family size in each of the {fact:pgpIncomeYears} tax years before you apply, using your Notices of Assessment. The undertaking lasts {fact:undertakingParentYears} years ({fact:undertakingParentQuebecYears} years if you live in Quebec).",
      ],
      featuresTitle: "Key points",
      features: [
        "No new applications in {fact:pgpNoIntakeYear}; intake by invitation only",
        "Minimum necessary income plus {fact:pgpIncomeAbovePercent}% for {fact:pgpIncomeYears} tax years",
        "A {fact:undertakingParentYears}-year undertaking",
        "The Super Visa as an alternative for long visits",
      ],
    },
    children: {
      id: "children",
      title: "Child Sponsorship",
      description: "Sponsor your dependent children, including children you have adopted or intend to adopt.",
      text: [
        "A child is dependent if they are under {fact:dependentChildAgeLimit} and not a spouse or common-law partner, or {fact:dependentChildAgeLimit} or older and unable to support themselves because of a physical or mental condition since before age {fact:dependentChildAgeLimit}. No minimum income is required to sponsor a dependent child who has no children of their own.",
        "The undertaking lasts {fact:undertakingChildYears} years or until the child turns {fact:undertakingChildUntilAge}, whichever comes first. Children born abroad to a Canadian parent may already be citizens, so we check for a citizenship certificate first.",
      ],
      featuresTitle: "Key points",
      features: [
        "Under {fact:dependentChildAgeLimit}, or dependent because of a condition that began before {fact:dependentChildAgeLimit}",
        "Biological and adopted children",
        "No minimum income in most cases",
        "Citizenship by descent checked first",
      ],
    },
    superVisa: {
      id: "super-visa",
      title: "Super Visa Program",
      description:
        "A multiple-entry visa for parents and grandparents that allows long visits without permanent residence.",
      text: [
        "The Super Visa is valid for up to {fact:superVisaValidYears} years, and each entry allows a stay of up to {fact:superVisaStayYears} years, which can be extended from inside Canada. It is the usual choice while the Parents and Grandparents Program takes no new applications.",
        "The child or grandchild inviting them must meet a minimum income, and the visitors need medical insurance with at least {fact:superVisaInsurance} in coverage, valid for at least {fact:superVisaInsuranceYears} year from entry, from a Canadian insurer or an approved foreign one.",
      ],
      featuresTitle: "Key points",
      features: [
        "Up to {fact:superVisaStayYears} years per stay",
        "Valid for up to {fact:superVisaValidYears} years",
        "Minimum income of the host in Canada",
        "Private medical insurance and an immigration medical exam",
      ],
    },
    closingTitle: "Ready to reunite your family?",
    closingText: "We check your eligibility as a sponsor and prepare a complete application with you.",
    closingButton: "Contact Us",
  },
  fr: {
    intro:
      "Les citoyens canadiens et les résidents permanents de {fact:sponsorMinimumAge} ans ou plus peuvent aider des membres de leur famille proche à immigrer, en s’engageant à subvenir à leurs besoins pendant une période déterminée.",
    updated:
      "Renseignements vérifiés le {date}. Vérifiez les instructions en vigueur d’IRCC avant de présenter une demande.",
    spouse: {
      id: "spouse",
      title: "Parrainage d’un époux ou d’un conjoint",
      description:
        "Parrainez votre époux, votre conjoint de fait (après {fact:commonLawMonths} mois de vie commune) ou votre partenaire conjugal.",
      text: [
        "Vous pouvez présenter la demande depuis l’extérieur du Canada ou, si vous vivez ensemble ici, depuis le Canada\u202f; le conjoint qui vit avec vous au Canada peut habituellement obtenir un permis de travail ouvert pendant le traitement de la demande. IRCC vérifie de près l’authenticité de la relation\u00a0: photos, messages, finances communes et connaissance de la relation par la famille comptent tous.",
        "Votre engagement à subvenir aux besoins de votre conjoint dure {fact:undertakingSpouseYears} ans à partir du jour où il devient résident permanent. Vous ne pouvez pas parrainer un nouveau conjoint si vous êtes vous-même devenu résident permanent comme époux ou conjoint parrainé il y a moins de {fact:sponsoredSpouseBarYears} ans.",
      ],
      featuresTitle: "Points clés",
      features: [
        "Demande présentée à l’étranger ou au Canada",
        "Permis de travail ouvert pour la plupart des demandeurs au Canada",
        "Un engagement de {fact:undertakingSpouseYears} ans",
        "La preuve d’une relation authentique et continue",
      ],
    },
    parents: {
      id: "parents",
      title: "Parrainage des parents et des grands-parents",
      description:
        "Faites venir vos parents ou grands-parents au Canada comme résidents permanents grâce au Programme des parents et des grands-parents.",
      text: [
        "IRCC n’accepte aucune nouvelle demande de parrainage de parents et de grands-parents en {fact:pgpNoIntakeYear}, selon ses instructions ministérielles de janvier {fact:pgpNoIntakeYear}. Lors de sa dernière période de réception, en {fact:pgpLastIntakeYear}, IRCC a accepté jusqu’à {fact:pgpLastIntakeApplications} demandes complètes, qu’il continue de traiter\u202f; il avait invité au hasard des répondants potentiels parmi les formulaires d’intérêt à parrainer recueillis en {fact:pgpInterestFormsYear}. Consultez sa page avant de compter sur ce programme.",
        "Vous devez démontrer un revenu supérieur d’au moins {fact:pgpIncomeAbovePercent}\u00a0% au revenu vital minimum pour la taille de votre famille pour chacune des {fact:pgpIncomeYears} années d’imposition précédant la demande, à l’aide de vos avis de cotisation. L’engagement dure {fact:undertakingParentYears} ans ({fact:undertakingParentQuebecYears} ans si vous vivez au Québec).",
      ],
      featuresTitle: "Points clés",
      features: [
        "Aucune nouvelle demande en {fact:pgpNoIntakeYear}\u202f; réception des demandes sur invitation seulement",
        "Revenu vital minimum plus {fact:pgpIncomeAbovePercent}\u00a0% pendant {fact:pgpIncomeYears} années d’imposition",
        "Un engagement de {fact:undertakingParentYears} ans",
        "Le super visa comme solution de rechange pour de longs séjours",
      ],
    },
    children: {
      id: "children",
      title: "Parrainage d’un enfant",
      description:
        "Parrainez vos enfants à charge, y compris les enfants que vous avez adoptés ou que vous prévoyez adopter.",
      text: [
        "Un enfant est à charge s’il a moins de {fact:dependentChildAgeLimit} ans et n’est ni époux ni conjoint de fait, ou s’il a {fact:dependentChildAgeLimit} ans ou plus et ne peut subvenir à ses besoins en raison d’un état physique ou mental qui existait avant ses {fact:dependentChildAgeLimit} ans. Aucun revenu minimum n’est exigé pour parrainer un enfant à charge qui n’a pas lui-même d’enfants.",
        "L’engagement dure {fact:undertakingChildYears} ans ou jusqu’aux {fact:undertakingChildUntilAge} ans de l’enfant, selon la première éventualité. Les enfants nés à l’étranger d’un parent canadien peuvent déjà être citoyens\u00a0: nous vérifions d’abord s’il faut plutôt demander un certificat de citoyenneté.",
      ],
      featuresTitle: "Points clés",
      features: [
        "Moins de {fact:dependentChildAgeLimit} ans, ou à charge en raison d’un état apparu avant {fact:dependentChildAgeLimit} ans",
        "Enfants biologiques et adoptés",
        "Aucun revenu minimum dans la plupart des cas",
        "Vérification préalable de la citoyenneté par filiation",
      ],
    },
    superVisa: {
      id: "super-visa",
      title: "Programme de super visa",
      description:
        "Un visa pour entrées multiples destiné aux parents et grands-parents, qui permet de longs séjours sans résidence permanente.",
      text: [
        "Le super visa est valide jusqu’à {fact:superVisaValidYears} ans et chaque entrée permet un séjour d’au plus {fact:superVisaStayYears} ans, qui peut être prolongé depuis le Canada. C’est le choix habituel tant que le Programme des parents et des grands-parents n’accepte pas de nouvelles demandes.",
        "L’enfant ou le petit-enfant qui les invite doit avoir un revenu minimum, et les visiteurs doivent avoir une assurance médicale d’au moins {fact:superVisaInsurance}, valide au moins {fact:superVisaInsuranceYears} an à partir de l’entrée, d’un assureur canadien ou d’un assureur étranger approuvé.",
      ],
      featuresTitle: "Points clés",
      features: [
        "Jusqu’à {fact:superVisaStayYears} ans par séjour",
        "Valide jusqu’à {fact:superVisaValidYears} ans",
        "Revenu minimum de l’hôte au Canada",
        "Assurance médicale privée et examen médical aux fins de l’immigration",
      ],
    },
    closingTitle: "Prêt à réunir votre famille\u202f?",
    closingText:
      "Nous vérifions que vous remplissez les conditions pour être répondant et préparons avec vous une demande complète.",
    closingButton: "Nous joindre",
  },
});

/** The page dates itself like the resource pages: its oldest fact, or its prose's last review. */
export const familyCheckedOn = oldestCheck(factsIn(familySource), proseReviewedOn.family);

const familyFilled = withFacts(familySource);
export const familyContent: typeof familyFilled = {
  en: {
    ...familyFilled.en,
    updated: format(familyFilled.en.updated, { date: formatLongDate(familyCheckedOn, "en") }),
  },
  fr: {
    ...familyFilled.fr,
    updated: format(familyFilled.fr.updated, { date: formatLongDate(familyCheckedOn, "fr") }),
  },
};
