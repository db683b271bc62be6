import type { Topic } from "~/components/ui/topic-card";
import { defineMessages } from "~/lib/i18n/messages";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";

/**
 * The Study in Canada page (SPEC §2 "Study"): three cards, plus the study permit section the
 * header's "Student Visa" link (/study#visa) points to.
 */
export const studySource = defineMessages<{
  intro: string;
  updated: string;
  visa: Topic;
  education: Topic;
  studentLife: Topic;
  postGraduation: Topic;
  closingTitle: string;
  closingText: string;
  closingButton: string;
}>({
  en: {
    intro:
      "Canadian universities and colleges welcome students from around the world, and a Canadian credential can open the way to work and permanent residence.",
    updated: "Information checked on {date}. Check IRCC's current instructions before you apply.",
    visa: {
      id: "visa",
      title: "Your Study Permit",
      description:
        "Most international students need a study permit for programs longer than {fact:studyPermitShortProgramMonths} months, and a visitor visa or electronic travel authorization to enter Canada.",
      text: [
        "Since {fact:studyPermitCapSince}, Canada caps the number of new study permits each year, and most applicants must include a provincial or territorial attestation letter (PAL/TAL) with their letter of acceptance from a designated learning institution. Since {fact:palGraduateExemptSince}, master's and doctoral students at public institutions no longer need one.",
        "You must show that you can pay your tuition, travel and living costs. For applications received on or after {fact:studyLivingCostsSince}, the living-cost amount for a single student outside Quebec is {fact:studyLivingCostsSingle} a year, on top of the first year's tuition. Students going to Quebec also need a Quebec Acceptance Certificate (CAQ).",
      ],
      featuresTitle: "What you need",
      features: [
        "A letter of acceptance from a designated learning institution",
        "A provincial or territorial attestation letter, unless exempt",
        "Proof of funds for tuition, travel and living costs",
        "A valid passport, and biometrics and a medical exam when asked",
        "A study plan explaining your choice of program",
      ],
    },
    education: {
      id: "universities",
      title: "Canadian Education System",
      description:
        "Education is a provincial responsibility, so each province organises its own universities, colleges and polytechnics.",
      text: [
        "Universities award bachelor's, master's and doctoral degrees; colleges and polytechnics offer diplomas, certificates, applied degrees and hands-on programs tied to employers. In Quebec, CEGEPs sit between secondary school and university.",
        "The academic year usually runs from September to April, with some programs starting in January or May. Only designated learning institutions can accept international students, and only some of their programs lead to a post-graduation work permit, so check both before you accept an offer.",
      ],
      featuresTitle: "Choosing a school",
      features: [
        "Universities: degrees and research at every level",
        "Colleges and polytechnics: career-focused diplomas and certificates",
        "In Saskatchewan: the University of Saskatchewan, the University of Regina and Saskatchewan Polytechnic",
        "Check that the school is a designated learning institution and that the program is eligible for a work permit after graduation",
      ],
    },
    studentLife: {
      id: "student-life",
      title: "Student Life",
      description:
        "Studying in Canada means settling into a new city, a new climate and sometimes a new language.",
      text: [
        "Most students may work off campus up to {fact:offCampusWorkHours} hours a week during academic sessions (the limit in force since {fact:offCampusWorkHoursSince}) and full time during scheduled breaks, provided they hold a Social Insurance Number and are enrolled full time.",
        "Health coverage depends on the province: some provinces cover international students in their public plan, others require school or private insurance. Budget for housing, which is the largest cost in most cities, and for winter clothing.",
      ],
      featuresTitle: "Getting settled",
      features: [
        "Off-campus work up to {fact:offCampusWorkHours} hours a week during classes",
        "A Social Insurance Number before you start working",
        "Health insurance from the province, the school or a private plan",
        "A Canadian bank account and a budget for housing and winter",
      ],
    },
    postGraduation: {
      id: "work",
      title: "Post-Graduation Opportunities",
      description:
        "A post-graduation work permit (PGWP) lets graduates of eligible programs work for any employer in Canada for up to {fact:pgwpMaximumYears} years.",
      text: [
        "The permit generally matches the length of your program, from {fact:pgwpMinimumProgramMonths} months up to {fact:pgwpMaximumYears} years; graduates of programs of {fact:pgwpLongProgramYears} years or more, and of master's programs, can receive {fact:pgwpMaximumYears} years. Since {fact:pgwpLanguageSince}, applicants must also meet a language level (CLB {fact:pgwpUniversityClb} for university graduates, CLB {fact:pgwpCollegeClb} for college graduates), and graduates of programs other than a bachelor's, master's or doctoral degree need a field of study linked to an occupation in long-term shortage.",
        "Skilled work experience gained on a PGWP counts towards the Canadian Experience Class in Express Entry and towards provincial nominee streams such as the Students category of the Saskatchewan Immigrant Nominee Program.",
      ],
      featuresTitle: "Paths after graduation",
      features: [
        "Post-graduation work permit of up to {fact:pgwpMaximumYears} years",
        "Canadian Experience Class after {fact:cecExperienceMonths} months of skilled work in Canada",
        "Provincial streams for international graduates",
        "Extra CRS points for a Canadian credential",
      ],
    },
    closingTitle: "Planning your studies in Canada?",
    closingText: "Tell us about your goals and we will check your eligibility and the best program path.",
    closingButton: "Contact Us",
  },
  fr: {
    intro:
      "Les universités et collèges canadiens accueillent des étudiants du monde entier, et un diplôme canadien peut ouvrir la voie au travail et à la résidence permanente.",
    updated:
      "Renseignements vérifiés le {date}. Vérifiez les instructions en vigueur d’IRCC avant de présenter une demande.",
    visa: {
      id: "visa",
      title: "Votre permis d’études",
      description:
        "La plupart des étudiants étrangers ont besoin d’un permis d’études pour un programme de plus de {fact:studyPermitShortProgramMonths} mois, et d’un visa de visiteur ou d’une autorisation de voyage électronique pour entrer au Canada.",
      text: [
        "Depuis le {fact:studyPermitCapSince}, le Canada plafonne chaque année le nombre de nouveaux permis d’études, et la plupart des demandeurs doivent joindre une lettre d’attestation provinciale ou territoriale (LAP/LAT) à leur lettre d’acceptation d’un établissement d’enseignement désigné. Depuis le {fact:palGraduateExemptSince}, les étudiants à la maîtrise et au doctorat d’un établissement public n’en ont plus besoin.",
        "Vous devez prouver que vous pouvez payer vos droits de scolarité, votre voyage et vos frais de subsistance. Pour les demandes reçues depuis le {fact:studyLivingCostsSince}, le montant exigé pour les frais de subsistance d’un étudiant seul hors Québec est de {fact:studyLivingCostsSingle} par année, en plus des droits de scolarité de la première année. Les étudiants qui vont au Québec ont aussi besoin d’un certificat d’acceptation du Québec (CAQ).",
      ],
      featuresTitle: "Ce qu’il vous faut",
      features: [
        "Une lettre d’acceptation d’un établissement d’enseignement désigné",
        "Une lettre d’attestation provinciale ou territoriale, sauf exemption",
        "Une preuve de fonds pour les droits de scolarité, le voyage et la subsistance",
        "Un passeport valide, ainsi que des données biométriques et un examen médical sur demande",
        "Un plan d’études qui explique le choix de votre programme",
      ],
    },
    education: {
      id: "universities",
      title: "Le système d’éducation canadien",
      description:
        "L’éducation relève des provinces\u00a0: chacune organise ses propres universités, collèges et écoles polytechniques.",
      text: [
        "Les universités décernent des baccalauréats, des maîtrises et des doctorats ; les collèges et écoles polytechniques offrent des diplômes, des certificats, des grades appliqués et des programmes pratiques liés aux employeurs. Au Québec, les cégeps se situent entre l’école secondaire et l’université.",
        "L’année scolaire va habituellement de septembre à avril, et certains programmes commencent en janvier ou en mai. Seuls les établissements d’enseignement désignés peuvent accepter des étudiants étrangers, et seuls certains de leurs programmes donnent droit au permis de travail postdiplôme\u00a0: vérifiez les deux avant d’accepter une offre.",
      ],
      featuresTitle: "Choisir un établissement",
      features: [
        "Universités\u00a0: grades et recherche à tous les cycles",
        "Collèges et écoles polytechniques\u00a0: diplômes et certificats axés sur l’emploi",
        "En Saskatchewan\u00a0: l’Université de la Saskatchewan, l’Université de Regina et Saskatchewan Polytechnic",
        "Vérifiez que l’établissement est désigné et que le programme donne droit à un permis de travail après les études",
      ],
    },
    studentLife: {
      id: "student-life",
      title: "La vie étudiante",
      description:
        "Étudier au Canada, c’est s’installer dans une nouvelle ville, sous un nouveau climat et parfois dans une nouvelle langue.",
      text: [
        "La plupart des étudiants peuvent travailler hors campus jusqu’à {fact:offCampusWorkHours} heures par semaine pendant les sessions (limite en vigueur depuis le {fact:offCampusWorkHoursSince}) et à temps plein pendant les congés prévus, s’ils ont un numéro d’assurance sociale et étudient à temps plein.",
        "L’assurance maladie dépend de la province\u00a0: certaines couvrent les étudiants étrangers dans leur régime public, d’autres exigent une assurance de l’établissement ou une assurance privée. Prévoyez un budget pour le logement, la dépense la plus importante dans la plupart des villes, et pour les vêtements d’hiver.",
      ],
      featuresTitle: "Bien s’installer",
      features: [
        "Travail hors campus jusqu’à {fact:offCampusWorkHours} heures par semaine pendant les cours",
        "Un numéro d’assurance sociale avant de commencer à travailler",
        "Une assurance maladie provinciale, de l’établissement ou privée",
        "Un compte bancaire canadien et un budget pour le logement et l’hiver",
      ],
    },
    postGraduation: {
      id: "work",
      title: "Les possibilités après les études",
      description:
        "Le permis de travail postdiplôme (PTPD) permet aux diplômés de programmes admissibles de travailler pour n’importe quel employeur au Canada pendant un maximum de {fact:pgwpMaximumYears} ans.",
      text: [
        "Le permis correspond en général à la durée du programme, de {fact:pgwpMinimumProgramMonths} mois à {fact:pgwpMaximumYears} ans ; les diplômés d’un programme de {fact:pgwpLongProgramYears} ans ou plus et ceux d’une maîtrise peuvent obtenir {fact:pgwpMaximumYears} ans. Depuis le {fact:pgwpLanguageSince}, les demandeurs doivent aussi atteindre un niveau linguistique (NCLC {fact:pgwpUniversityClb} pour les diplômés universitaires, NCLC {fact:pgwpCollegeClb} pour les diplômés collégiaux), et les diplômés d’un programme autre qu’un baccalauréat, une maîtrise ou un doctorat doivent avoir étudié dans un domaine lié à une profession en pénurie à long terme.",
        "L’expérience de travail qualifié acquise avec un PTPD compte pour la catégorie de l’expérience canadienne d’Entrée express et pour les volets provinciaux, comme la catégorie des étudiants du Programme des candidats immigrants de la Saskatchewan.",
      ],
      featuresTitle: "Les voies après le diplôme",
      features: [
        "Permis de travail postdiplôme d’une durée maximale de {fact:pgwpMaximumYears} ans",
        "Catégorie de l’expérience canadienne après {fact:cecExperienceMonths} mois de travail qualifié au Canada",
        "Volets provinciaux pour les diplômés étrangers",
        "Des points SCG supplémentaires pour un diplôme canadien",
      ],
    },
    closingTitle: "Vous prévoyez étudier au Canada ?",
    closingText:
      "Parlez-nous de vos objectifs\u00a0: nous vérifierons votre admissibilité et le meilleur parcours d’études.",
    closingButton: "Nous joindre",
  },
});

export const studyContent = withFacts(studySource);
export const studyCheckedOn = oldestCheck(factsIn(studySource), proseReviewedOn.study);
