import type { Topic } from "~/components/ui/topic-card";
import { defineMessages, format } from "~/lib/i18n/messages";
import { formatLongDate } from "~/lib/dates";
import { proseReviewedOn } from "./facts";
import { factsIn, oldestCheck, withFacts } from "./with-facts";

/**
 * The Immigration Programs page (SPEC §2 "Programs"): four cards, plus the work permits the home page links
 * to and the community pilots that succeeded the Rural and Northern Immigration Pilot.
 */
export const programsSource = defineMessages<{
  intro: string;
  updated: string;
  finderText: string;
  finderLink: string;
  expressEntry: Topic;
  provincial: Topic;
  provinceImages: { prairie: string; coast: string; aurora: string };
  communityPilots: Topic;
  family: Topic;
  business: Topic;
  workPermits: Topic;
  closingTitle: string;
  closingText: string;
  closingButton: string;
}>({
  en: {
    intro:
      "Canada admits permanent residents through economic, family and humanitarian programs. These are the routes our clients use most, and how each one works.",
    updated: "Information checked on {date}. Always confirm current requirements with IRCC before you apply.",
    finderText:
      "Not sure where you fit? Our Pathways Finder checks your answers against the rules of the federal programs, Express Entry and Saskatchewan's nominee streams, and says what would help most.",
    finderLink: "Find your programs",
    expressEntry: {
      id: "express-entry",
      title: "Express Entry",
      description:
        "The online system IRCC uses to manage permanent residence applications from skilled workers.",
      text: [
        "You create a profile and, if you meet the minimum requirements of at least one of the federal programs listed below, you enter a pool of candidates ranked by the Comprehensive Ranking System (CRS), out of {fact:crsMaximumPoints} points. Age, education, official-language ability and work experience give most of the points; a provincial nomination adds {fact:provincialNominationPoints}.",
        "IRCC holds regular rounds of invitations, and category-based rounds for candidates with strong French or experience in priority occupations. For {fact:expressEntryCategoriesYear}, the occupations are health care and social services, trades, education, STEM and transport, along with medical doctors, researchers and senior managers with Canadian work experience and skilled military recruits. Invited candidates have {fact:invitationDays} days to submit a complete application, and IRCC aims to process most of them within {fact:expressEntryProcessingMonths} months.",
      ],
      featuresTitle: "What Express Entry covers",
      features: [
        "Federal Skilled Worker Program: {fact:fswExperienceMonths} months of continuous skilled work in the last {fact:fswExperienceWindowYears} years and CLB {fact:fswMinimumClb}",
        "Federal Skilled Trades Program: {fact:fstExperienceYears} years of trade experience and a job offer or certificate of qualification",
        "Canadian Experience Class: {fact:cecExperienceMonths} months of skilled work in Canada in the last {fact:cecExperienceWindowYears} years",
        "Language tests accepted: IELTS General Training, CELPIP-General, PTE Core, TEF Canada and TCF Canada",
        "Profiles stay in the pool for {fact:expressEntryProfileMonths} months",
      ],
    },
    provincial: {
      id: "provincial-nominee",
      title: "Provincial Nomination Programs",
      description:
        "Provinces and territories choose newcomers who meet their labour-market needs and nominate them for permanent residence.",
      text: [
        "Every province and territory except Quebec and Nunavut runs a Provincial Nominee Program (Quebec selects its own immigrants). Streams aligned with Express Entry add {fact:provincialNominationPoints} CRS points to your profile, which in practice leads to an invitation. With a base nomination, you apply for permanent residence outside Express Entry, online through IRCC's Permanent Residence Portal; IRCC accepts paper only as an accommodation, on request.",
        "In Saskatchewan, the Saskatchewan Immigrant Nominee Program (SINP) selects skilled workers, most often with a Saskatchewan job offer, and people already working or studying in the province. For {fact:sinpNominationsYear} it has {fact:sinpNominations} nominations, at least {fact:sinpPriorityPercent}% of them for priority sectors: health care, agriculture, skilled trades, mining, manufacturing, energy and technology. It closed its entrepreneur and farm categories on {fact:sinpEntrepreneurClosedOn}.",
      ],
      featuresTitle: "What a nomination involves",
      features: [
        "An application to the province first, then an online permanent residence application to IRCC",
        "Enhanced (Express Entry) streams and base streams",
        "Streams for skilled workers and international graduates, and in some provinces for entrepreneurs",
        "Many streams need a job offer from an employer in the province",
        "A genuine intention to live in the nominating province",
      ],
    },
    provinceImages: {
      prairie: "Illustration of a red grain elevator beside a golden wheat field on the Prairies.",
      coast: "Illustration of a lighthouse on a rocky Atlantic headland.",
      aurora: "Illustration of the northern lights above a boreal forest.",
    },
    communityPilots: {
      id: "community-pilots",
      title: "Rural and Francophone Community Immigration Pilots",
      description:
        "Two community-driven pilots that lead to permanent residence for workers hired by an employer in a participating community.",
      text: [
        "The Rural Community Immigration Pilot and the Francophone Community Immigration Pilot are new pilots. They succeeded the Rural and Northern Immigration Pilot, which ended on {fact:rnipEndedOn}; they are not that pilot under a new name. In each participating community, a local economic development organization designates employers and recommends candidates for permanent residence.",
        "The steps are the same in both: you get a job offer from an employer the community has designated, the community recommends you, and you then apply online to IRCC for permanent residence. The Rural Community Immigration Pilot is for smaller and rural communities; {fact:rcipCommunities} communities take part, among them Moose Jaw in Saskatchewan. The Francophone Community Immigration Pilot is for French speakers who will settle in a Francophone minority community outside Quebec.",
      ],
      featuresTitle: "What the pilots involve",
      features: [
        "A job offer from an employer designated by a participating community",
        "A recommendation from that community",
        "Work experience, language ability, education and settlement funds that meet the pilot's minimums",
        "Then an online application for permanent residence to IRCC",
        "For the Francophone pilot, French language ability and a community outside Quebec",
      ],
    },
    family: {
      id: "family-class",
      title: "Family Class Immigration",
      description:
        "Canadian citizens and permanent residents can sponsor close family members to become permanent residents.",
      text: [
        "Sponsors must be at least {fact:sponsorMinimumAge}, live in Canada (or, for citizens abroad, plan to return when the sponsored person immigrates), and sign an undertaking to support the family member financially. Depending on the relationship the undertaking lasts from {fact:undertakingSpouseYears} to {fact:undertakingParentYears} years.",
        "Spouses, partners and dependent children can be sponsored at any time. Parents and grandparents can be sponsored only when IRCC invites sponsors, and it is taking no new applications in {fact:pgpNoIntakeYear}: it is processing up to {fact:pgpLastIntakeApplications} applications from its last intake, in {fact:pgpLastIntakeYear}. They can still visit for long periods on a Super Visa.",
      ],
      featuresTitle: "Who you can sponsor",
      features: [
        "Spouses, common-law partners and conjugal partners",
        "Dependent children, including adopted children",
        "Parents and grandparents, when IRCC invites sponsors (no new applications in {fact:pgpNoIntakeYear})",
        "In limited cases, an orphaned brother, sister, niece, nephew or grandchild",
      ],
    },
    business: {
      id: "business",
      title: "Business Immigration",
      description:
        "Routes to permanent residence for founders, self-employed people and experienced business owners.",
      text: [
        "IRCC stopped taking new commitment certificates for the federal Start-up Visa Program after {fact:startUpVisaClosedAfter}. Only founders holding a commitment certificate issued in {fact:startUpVisaLastCertificatesYear} could still apply for permanent residence, until {fact:startUpVisaLastApplicationsOn}; that date has passed, and the program is now closed to all other applications. IRCC has announced a new pilot for immigrant entrepreneurs. Provinces that still run entrepreneur streams usually require an investment, an active role in the business and a performance agreement before nomination.",
        "The federal Self-Employed Persons Program has been closed to new applications since {fact:selfEmployedPausedSince}. We help you choose the route that is open and realistic for your experience and capital.",
      ],
      featuresTitle: "Options we assess",
      features: [
        "IRCC's pilot for immigrant entrepreneurs, once it opens",
        "Provincial entrepreneur streams that are still open (Saskatchewan closed its own on {fact:sinpEntrepreneurClosedOn})",
        "Work permits for business owners and intra-company transferees",
        "Business plans and settlement funds reviewed before you apply",
      ],
    },
    workPermits: {
      id: "work-permits",
      title: "Work Permits",
      description:
        "Most foreign nationals need a work permit to work in Canada, whether for a single employer or with an open permit.",
      text: [
        "Employer-specific permits usually need a Labour Market Impact Assessment (LMIA) from Employment and Social Development Canada, proving that no Canadian or permanent resident is available for the job. Some jobs are exempt from the LMIA under the International Mobility Program, for example under trade agreements, for intra-company transfers or through International Experience Canada.",
        "Open work permits let you work for almost any employer. They are available to post-graduation workers, some spouses of students and workers, and permanent residence applicants waiting for a decision (the bridging open work permit). Since {fact:familyWorkPermitRulesSince}, only the spouses of students in long master's, doctoral or certain professional programs and of workers in TEER 0 or 1 or certain TEER 2 or 3 occupations qualify.",
      ],
      featuresTitle: "Common work permits",
      features: [
        "LMIA-based employer-specific work permits",
        "LMIA-exempt permits: CUSMA professionals, intra-company transferees, International Experience Canada",
        "Post-graduation work permits",
        "Spousal and bridging open work permits",
      ],
    },
    closingTitle: "Not sure which program fits you?",
    closingText: "Estimate your Express Entry score in a few minutes, then talk to us about your options.",
    closingButton: "Calculate your CRS score",
  },
  fr: {
    intro:
      "Le Canada accueille des résidents permanents par des programmes économiques, familiaux et humanitaires. Voici les voies que nos clients empruntent le plus souvent et leur fonctionnement.",
    updated:
      "Renseignements vérifiés le {date}. Vérifiez toujours les exigences en vigueur auprès d’IRCC avant de présenter une demande.",
    finderText:
      "Vous ne savez pas où vous vous situez\u202f? Notre outil d’orientation compare vos réponses aux règles des programmes fédéraux, d’Entrée express et des volets de candidats de la Saskatchewan, et vous indique ce qui vous aiderait le plus.",
    finderLink: "Trouver vos programmes",
    expressEntry: {
      id: "express-entry",
      title: "Entrée express",
      description:
        "Le système en ligne qu’IRCC utilise pour gérer les demandes de résidence permanente des travailleurs qualifiés.",
      text: [
        "Vous créez un profil et, si vous répondez aux exigences minimales d’au moins un des programmes fédéraux énumérés ci-dessous, vous entrez dans un bassin de candidats classés selon le Système de classement global (SCG), sur {fact:crsMaximumPoints} points. L’âge, les études, les compétences linguistiques et l’expérience de travail donnent la plupart des points\u202f; une désignation provinciale en ajoute {fact:provincialNominationPoints}.",
        "IRCC tient régulièrement des rondes d’invitations, ainsi que des rondes par catégorie, dont la catégorie des compétences linguistiques en français et celles des professions prioritaires. Pour {fact:expressEntryCategoriesYear}, ces professions sont celles des soins de santé et des services sociaux, des métiers, de l’éducation, des STIM et du transport, ainsi que les médecins, les chercheurs et les cadres supérieurs ayant une expérience de travail au Canada et les recrues militaires qualifiées. Les candidats invités ont {fact:invitationDays} jours pour présenter une demande complète, et IRCC vise à traiter la plupart des demandes en {fact:expressEntryProcessingMonths} mois.",
      ],
      featuresTitle: "Ce que couvre Entrée express",
      features: [
        "Programme des travailleurs qualifiés (fédéral)\u00a0: {fact:fswExperienceMonths} mois de travail qualifié continu au cours des {fact:fswExperienceWindowYears} dernières années et un niveau de compétence linguistique canadien (NCLC) d’au moins {fact:fswMinimumClb}",
        "Programme des travailleurs de métiers spécialisés (fédéral)\u00a0: {fact:fstExperienceYears} ans d’expérience dans le métier et une offre d’emploi ou un certificat de compétence",
        "Catégorie de l’expérience canadienne\u00a0: {fact:cecExperienceMonths} mois de travail qualifié au Canada au cours des {fact:cecExperienceWindowYears} dernières années",
        "Tests linguistiques acceptés\u00a0: IELTS General Training, CELPIP-General, PTE Core, TEF Canada et TCF Canada",
        "Les profils restent dans le bassin pendant {fact:expressEntryProfileMonths} mois",
      ],
    },
    provincial: {
      id: "provincial-nominee",
      title: "Programmes des candidats des provinces",
      description:
        "Les provinces et territoires choisissent des immigrants qui répondent aux besoins de leur marché du travail et les désignent pour la résidence permanente.",
      text: [
        "Chaque province et territoire, sauf le Québec et le Nunavut, gère un Programme des candidats des provinces (le Québec sélectionne ses propres immigrants). Les volets liés à Entrée express ajoutent {fact:provincialNominationPoints} points au SCG de votre profil, ce qui mène en pratique à une invitation. Avec une désignation de base, vous présentez votre demande de résidence permanente hors d’Entrée express, en ligne, par le Portail de résidence permanente d’IRCC\u202f; IRCC n’accepte le papier qu’à titre de mesure d’adaptation, sur demande.",
        "En Saskatchewan, le Programme des candidats immigrants de la Saskatchewan (PCIS) sélectionne des travailleurs qualifiés, le plus souvent titulaires d’une offre d’emploi d’un employeur de la province, et des personnes qui y travaillent ou y étudient déjà. Pour {fact:sinpNominationsYear}, il dispose de {fact:sinpNominations} désignations, dont au moins {fact:sinpPriorityPercent}\u00a0% pour des secteurs prioritaires\u00a0: santé, agriculture, métiers spécialisés, mines, fabrication, énergie et technologie. Il a fermé ses catégories pour entrepreneurs et agriculteurs le {fact:sinpEntrepreneurClosedOn}.",
      ],
      featuresTitle: "Ce qu’implique une désignation",
      features: [
        "Une demande à la province d’abord, puis une demande de résidence permanente en ligne à IRCC",
        "Des volets améliorés (Entrée express) et des volets de base",
        "Des volets pour travailleurs qualifiés et diplômés étrangers et, dans certaines provinces, pour entrepreneurs",
        "Bien des volets exigent une offre d’emploi d’un employeur de la province",
        "Une intention réelle de vivre dans la province qui vous désigne",
      ],
    },
    provinceImages: {
      prairie: "Illustration d’un silo à grains rouge près d’un champ de blé doré dans les Prairies.",
      coast: "Illustration d’un phare sur un cap rocheux de l’Atlantique.",
      aurora: "Illustration d’aurores boréales au-dessus de la forêt boréale.",
    },
    communityPilots: {
      id: "community-pilots",
      title: "Programmes pilotes d’immigration dans les communautés rurales et francophones",
      description:
        "Deux programmes pilotes menés par les communautés, qui mènent à la résidence permanente des travailleurs embauchés par un employeur d’une communauté participante.",
      text: [
        "Le Programme pilote d’immigration dans les communautés rurales et le Programme pilote d’immigration dans les communautés francophones sont de nouveaux programmes pilotes. Ils ont succédé au Programme pilote d’immigration dans les communautés rurales et du Nord, qui a pris fin le {fact:rnipEndedOn}\u202f; ce n’est pas le même programme sous un nouveau nom. Dans chaque communauté participante, un organisme local de développement économique désigne des employeurs et recommande des candidats à la résidence permanente.",
        "Les étapes sont les mêmes pour les deux programmes\u00a0: vous obtenez une offre d’emploi d’un employeur désigné par la communauté, la communauté vous recommande, puis vous présentez en ligne une demande de résidence permanente à IRCC. Le programme pilote des communautés rurales s’adresse aux petites communautés et aux communautés rurales\u202f; {fact:rcipCommunities} communautés y participent, dont Moose Jaw en Saskatchewan. Le programme pilote des communautés francophones s’adresse aux personnes d’expression française qui s’établiront dans une communauté francophone en situation minoritaire à l’extérieur du Québec.",
      ],
      featuresTitle: "Ce que prévoient les programmes pilotes",
      features: [
        "Une offre d’emploi d’un employeur désigné par une communauté participante",
        "Une recommandation de cette communauté",
        "Une expérience de travail, des compétences linguistiques, des études et des fonds d’établissement qui répondent aux exigences minimales du programme",
        "Puis une demande de résidence permanente présentée en ligne à IRCC",
        "Pour le programme pilote francophone, des compétences en français et une communauté située à l’extérieur du Québec",
      ],
    },
    family: {
      id: "family-class",
      title: "Immigration au titre du regroupement familial",
      description:
        "Les citoyens canadiens et les résidents permanents peuvent parrainer des membres de leur famille proche pour qu’ils deviennent résidents permanents.",
      text: [
        "Le répondant doit avoir au moins {fact:sponsorMinimumAge} ans, vivre au Canada (ou, pour un citoyen à l’étranger, prévoir d’y revenir quand la personne parrainée immigre) et signer un engagement à subvenir à ses besoins. Selon le lien de parenté, l’engagement dure de {fact:undertakingSpouseYears} à {fact:undertakingParentYears} ans.",
        "Les époux, conjoints et enfants à charge peuvent être parrainés en tout temps. Les parents et grands-parents ne peuvent être parrainés que lorsqu’IRCC invite des répondants, et il n’accepte aucune nouvelle demande en {fact:pgpNoIntakeYear}\u00a0: lors de sa dernière période de réception, en {fact:pgpLastIntakeYear}, IRCC a accepté jusqu’à {fact:pgpLastIntakeApplications} demandes, qu’il continue de traiter. Les parents et grands-parents peuvent toujours faire de longs séjours grâce au super visa.",
      ],
      featuresTitle: "Qui vous pouvez parrainer",
      features: [
        "Votre époux, conjoint de fait ou partenaire conjugal",
        "Vos enfants à charge, y compris les enfants adoptés",
        "Vos parents et grands-parents, lorsqu’IRCC invite des répondants (aucune nouvelle demande en {fact:pgpNoIntakeYear})",
        "Dans certains cas, un frère, une sœur, une nièce, un neveu ou un petit-enfant orphelin",
      ],
    },
    business: {
      id: "business",
      title: "Immigration d’affaires",
      description:
        "Des voies vers la résidence permanente pour les fondateurs d’entreprise, les travailleurs autonomes et les gens d’affaires d’expérience.",
      text: [
        "IRCC a cessé d’accepter de nouveaux certificats d’engagement pour le Programme fédéral de visa pour démarrage d’entreprise après le {fact:startUpVisaClosedAfter}. Seuls les fondateurs titulaires d’un certificat d’engagement délivré en {fact:startUpVisaLastCertificatesYear} pouvaient encore présenter une demande de résidence permanente, jusqu’au {fact:startUpVisaLastApplicationsOn}\u202f; cette date est passée, et le programme est maintenant fermé à toute autre demande. IRCC a annoncé un nouveau programme pilote pour les entrepreneurs immigrants. Les provinces qui gèrent encore des volets pour entrepreneurs exigent en général un investissement, un rôle actif dans l’entreprise et une entente de rendement avant la désignation.",
        "Le Programme fédéral des travailleurs autonomes n’accepte plus de nouvelles demandes depuis le {fact:selfEmployedPausedSince}. Nous vous aidons à choisir la voie ouverte et réaliste selon votre expérience et vos capitaux.",
      ],
      featuresTitle: "Options que nous évaluons",
      features: [
        "Le programme pilote d’IRCC pour les entrepreneurs immigrants, dès son ouverture",
        "Volets provinciaux pour entrepreneurs encore ouverts (la Saskatchewan a fermé les siens le {fact:sinpEntrepreneurClosedOn})",
        "Permis de travail pour propriétaires d’entreprise et personnes mutées à l’intérieur d’une société",
        "Plan d’affaires et fonds d’établissement vérifiés avant le dépôt de la demande",
      ],
    },
    workPermits: {
      id: "work-permits",
      title: "Permis de travail",
      description:
        "La plupart des ressortissants étrangers ont besoin d’un permis de travail pour travailler au Canada, qu’il soit lié à un employeur ou ouvert.",
      text: [
        "Les permis liés à un employeur exigent habituellement une étude d’impact sur le marché du travail (EIMT) d’Emploi et Développement social Canada, qui démontre qu’aucun Canadien ni résident permanent n’est disponible pour le poste. Certains emplois sont dispensés de l’EIMT dans le cadre du Programme de mobilité internationale, par exemple en vertu d’accords commerciaux, pour les mutations à l’intérieur d’une société ou par Expérience internationale Canada.",
        "Les permis de travail ouverts permettent de travailler pour presque n’importe quel employeur. Ils sont offerts aux diplômés (permis postdiplôme), à certains époux d’étudiants et de travailleurs, et aux demandeurs de résidence permanente en attente d’une décision (permis de travail ouvert transitoire). Depuis le {fact:familyWorkPermitRulesSince}, seuls les époux d’étudiants inscrits à une longue maîtrise, à un doctorat ou à certains programmes professionnels, et ceux de travailleurs occupant un emploi FEER 0 ou 1 ou certains emplois FEER 2 ou 3, y sont admissibles.",
      ],
      featuresTitle: "Permis de travail courants",
      features: [
        "Permis liés à un employeur appuyés par une EIMT",
        "Permis dispensés de l’EIMT\u00a0: professionnels de l’ACEUM, personnes mutées à l’intérieur d’une société, Expérience internationale Canada",
        "Permis de travail postdiplôme",
        "Permis de travail ouverts pour époux et permis transitoires",
      ],
    },
    closingTitle: "Vous ne savez pas quel programme vous convient\u202f?",
    closingText:
      "Estimez votre note d’Entrée express en quelques minutes, puis discutez de vos options avec nous.",
    closingButton: "Calculer votre note SCG",
  },
});

/** The page dates itself like the resource pages: its oldest fact, or its prose's last review. */
export const programsCheckedOn = oldestCheck(factsIn(programsSource), proseReviewedOn.programs);

const programsFilled = withFacts(programsSource);
export const programsContent: typeof programsFilled = {
  en: {
    ...programsFilled.en,
    updated: format(programsFilled.en.updated, { date: formatLongDate(programsCheckedOn, "en") }),
  },
  fr: {
    ...programsFilled.fr,
    updated: format(programsFilled.fr.updated, { date: formatLongDate(programsCheckedOn, "fr") }),
  },
};
