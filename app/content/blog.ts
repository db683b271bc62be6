import type { Locale } from "~/lib/i18n/locale";
import type { ContentLink, Localized } from "./links";
import { officialSites as gov } from "./official-sites";
import { withFacts } from "./with-facts";

/** A piece of an article's body: plain data, so the chat assistant can index it too. */
export type BlogBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: string[] }
  /**
   * A later change to what the article says, stated through the current facts (DECISIONS "Content facts").
   * The text opens with its dated lead, up to a dash: "Update of November 24, 2026 — since this article…".
   */
  | { type: "update"; text: string };

export interface BlogArticleBody {
  /** Describes the article's illustration for people who cannot see it. */
  imageAlt: string;
  blocks: BlogBlock[];
  /** Official pages the article relies on. */
  sources: ContentLink[];
}

export interface BlogArticleSummary {
  id: string;
  category: Record<Locale, string>;
  /** ISO date the article was written. */
  date: string;
  readTimeMinutes: number;
  title: Record<Locale, string>;
  excerpt: Record<Locale, string>;
}

/** The three fixed articles of the blog list (SPEC §2 "Blog list"), written in March 2024. */
export const blogArticles: BlogArticleSummary[] = [
  {
    id: "1",
    category: { en: "Express Entry", fr: "Entrée express" },
    date: "2024-03-12",
    readTimeMinutes: 6,
    title: {
      en: "Category-Based Express Entry Draws: What They Mean for Your Profile",
      fr: "Les rondes d’Entrée express par catégorie\u00a0: ce qu’elles changent pour votre profil",
    },
    excerpt: {
      en: "Since 2023, IRCC also invites candidates by occupation and French ability. Here is how category-based selection works and how to position your profile.",
      fr: "Depuis 2023, IRCC invite aussi des candidats selon leur profession et leurs compétences linguistiques en français. Voici comment fonctionne la sélection par catégorie et comment positionner votre profil.",
    },
  },
  {
    id: "2",
    category: { en: "PNP", fr: "PCP" },
    date: "2024-03-19",
    readTimeMinutes: 7,
    title: {
      en: "The Saskatchewan Immigrant Nominee Program: Streams for Skilled Workers",
      fr: "Le Programme des candidats immigrants de la Saskatchewan\u00a0: les volets pour travailleurs qualifiés",
    },
    excerpt: {
      en: "Saskatchewan selects its own newcomers through the SINP. We explain the main worker streams, the points grid and how a nomination adds 600 CRS points.",
      fr: "La Saskatchewan choisit ses propres immigrants grâce au PCIS. Nous expliquons les principaux volets pour travailleurs, la grille de points et comment une désignation ajoute 600 points au SCG.",
    },
  },
  {
    id: "3",
    category: { en: "Study Permits", fr: "Permis d’études" },
    date: "2024-03-26",
    readTimeMinutes: 5,
    title: {
      en: "The 2024 Study Permit Cap: What International Students Need to Know",
      fr: "Le plafond des permis d’études de 2024\u00a0: ce que les étudiants étrangers doivent savoir",
    },
    excerpt: {
      en: "Canada now limits new study permits and asks most applicants for a provincial attestation letter. Here is what changed and how to prepare your application.",
      fr: "Le Canada limite désormais les nouveaux permis d’études et exige de la plupart des demandeurs une lettre d’attestation provinciale. Voici ce qui a changé et comment préparer votre demande.",
    },
  },
];

/** The full text of each article, by id, in both languages. */
const blogArticleBodiesSource: Record<string, Localized<BlogArticleBody>> = {
  "1": {
    en: {
      imageAlt: "A Canadian passport beside a rising bar chart marked with a maple leaf.",
      blocks: [
        {
          type: "update",
          text: "Update of November 24, 2026 — since this article was published, IRCC has revised the categories. For {fact:expressEntryCategoriesYear}, it kept the French-language proficiency, health care and social services, trades, education and STEM categories, added medical doctors, researchers and senior managers with Canadian work experience, transport occupations and skilled military recruits, and retired the agriculture and agri-food category; an occupation category now asks for {fact:categoryExperienceMonths} months of experience in its occupations in the last {fact:categoryExperienceWindowYears} years. IRCC stopped giving CRS points for a job offer on {fact:jobOfferPointsEndedOn}, and has since consulted on points for work in high-wage occupations. Our rounds page shows the latest rounds and their cut-offs.",
        },
        {
          type: "paragraph",
          text: "In May 2023, Immigration, Refugees and Citizenship Canada (IRCC) announced category-based selection for Express Entry, and the first category rounds took place in June 2023. Alongside its usual rounds, IRCC can now invite candidates who meet the criteria of a category, even when their Comprehensive Ranking System (CRS) score is below the cut-off of a general round.",
        },
        { type: "heading", text: "The six categories for 2023 and 2024" },
        {
          type: "list",
          items: [
            "French-language proficiency: NCLC 7 or higher in all four abilities (speaking, listening, reading, writing).",
            "Health care occupations, such as nurses, physicians, pharmacists and nurse aides.",
            "Science, technology, engineering and mathematics (STEM) occupations.",
            "Trade occupations, such as carpenters, plumbers, electricians and welders.",
            "Transport occupations, such as truck drivers, aircraft mechanics and pilots.",
            "Agriculture and agri-food occupations.",
          ],
        },
        { type: "heading", text: "Who qualifies for an occupation category" },
        {
          type: "paragraph",
          text: "You need at least six months of continuous full-time work experience (or the same amount part time) in one of the listed occupations within the last three years, in Canada or abroad. You must still be eligible for one of the three Express Entry programs and have a valid profile in the pool: a category does not replace the program requirements.",
        },
        { type: "heading", text: "What the cut-off scores show" },
        {
          type: "paragraph",
          text: "General rounds in 2023 mostly required scores above 500. Several French-language, health care and trades rounds invited candidates with noticeably lower scores, while some STEM rounds needed higher ones. Every round sets its own cut-off, so a past number is a hint, not a promise.",
        },
        { type: "heading", text: "How to position your profile" },
        {
          type: "list",
          items: [
            "Choose the National Occupational Classification (NOC) code that matches the duties you actually performed; your reference letters must support it.",
            "If you speak French, take TEF Canada or TCF Canada. NCLC 7 in all four abilities opens the French category and adds 25 to 50 CRS points on its own.",
            "Update your profile as soon as you reach six months of experience in an eligible occupation, or when a new test result or degree raises your score.",
            "Keep your documents current: your profile expires after 12 months and language results after two years.",
          ],
        },
        {
          type: "paragraph",
          text: "IRCC reviews the categories each year after consulting the provinces, so check the current list before you plan around one. If you are unsure which occupation code fits your experience, our licensed consultant can review your duties and documents with you.",
        },
      ],
      sources: [
        { text: "Express Entry (Government of Canada)", href: gov.expressEntry.en },
        { text: "Estimate your CRS score", href: "/calculator" },
      ],
    },
    fr: {
      imageAlt: "Un passeport canadien à côté d’un graphique à barres ascendant orné d’une feuille d’érable.",
      blocks: [
        {
          type: "update",
          text: "Mise à jour du 24\u00a0novembre 2026\u00a0— depuis la publication de cet article, IRCC a revu les catégories. Pour {fact:expressEntryCategoriesYear}, il a maintenu les catégories des compétences linguistiques en français, des soins de santé et services sociaux, des métiers, de l’éducation et des STIM, a ajouté les médecins, les chercheurs et les cadres supérieurs ayant une expérience de travail au Canada, les professions du transport et les recrues militaires qualifiées, et a retiré la catégorie de l’agriculture et de l’agroalimentaire\u202f; une catégorie professionnelle exige désormais {fact:categoryExperienceMonths} mois d’expérience dans ses professions au cours des {fact:categoryExperienceWindowYears} dernières années. IRCC a cessé d’accorder des points SCG pour une offre d’emploi le {fact:jobOfferPointsEndedOn}, puis a consulté le public sur des points pour le travail dans une profession à salaire élevé. Notre page des rondes présente les dernières rondes et leurs seuils.",
        },
        {
          type: "paragraph",
          text: "En mai 2023, Immigration, Réfugiés et Citoyenneté Canada (IRCC) a annoncé la sélection par catégorie dans Entrée express, et les premières rondes par catégorie ont eu lieu en juin 2023. En plus de ses rondes habituelles, IRCC peut désormais inviter les candidats qui répondent aux critères d’une catégorie, même si leur note au Système de classement global (SCG) est inférieure au seuil d’une ronde générale.",
        },
        { type: "heading", text: "Les six catégories de 2023 et 2024" },
        {
          type: "list",
          items: [
            "Compétences linguistiques en français\u00a0: NCLC 7 ou plus dans les quatre habiletés langagières (expression orale, compréhension de l’oral, compréhension de l’écrit, expression écrite).",
            "Professions de la santé, comme infirmières, médecins, pharmaciens et aides-infirmiers.",
            "Professions en sciences, technologies, génie et mathématiques (STIM).",
            "Métiers, comme charpentiers, plombiers, électriciens et soudeurs.",
            "Professions du transport, comme camionneurs, mécaniciens d’aéronefs et pilotes.",
            "Professions de l’agriculture et de l’agroalimentaire.",
          ],
        },
        { type: "heading", text: "Qui est admissible à une catégorie professionnelle" },
        {
          type: "paragraph",
          text: "Il faut au moins six mois d’expérience de travail continue à temps plein (ou l’équivalent à temps partiel) dans l’une des professions visées au cours des trois dernières années, au Canada ou à l’étranger. Vous devez toujours être admissible à l’un des trois programmes d’Entrée express et avoir un profil valide dans le bassin\u00a0: une catégorie ne remplace pas les exigences du programme.",
        },
        { type: "heading", text: "Ce que montrent les seuils" },
        {
          type: "paragraph",
          text: "En 2023, les rondes générales exigeaient le plus souvent plus de 500 points. Plusieurs rondes des catégories des compétences linguistiques en français, de la santé et des métiers ont invité des candidats dont la note était nettement plus basse, alors que certaines rondes STIM ont exigé des notes plus élevées. Chaque ronde fixe son propre seuil\u00a0: un chiffre passé est un indice, pas une promesse.",
        },
        { type: "heading", text: "Comment positionner votre profil" },
        {
          type: "list",
          items: [
            "Choisissez le code de la Classification nationale des professions (CNP) qui correspond aux fonctions réellement exercées ; vos lettres de référence doivent l’appuyer.",
            "Si vous parlez français, passez le TEF Canada ou le TCF Canada. Le NCLC 7 dans les quatre habiletés ouvre la catégorie des compétences linguistiques en français et ajoute à lui seul de 25 à 50 points SCG.",
            "Mettez votre profil à jour dès que vous atteignez six mois d’expérience dans une profession visée, ou lorsqu’un nouveau résultat de test ou diplôme augmente votre note.",
            "Gardez vos documents à jour\u00a0: votre profil expire après 12\u00a0mois et les résultats linguistiques après deux ans.",
          ],
        },
        {
          type: "paragraph",
          text: "IRCC revoit les catégories chaque année après avoir consulté les provinces\u00a0: vérifiez la liste en vigueur avant de miser sur l’une d’elles. Si vous hésitez sur le code de profession qui correspond à votre expérience, notre consultante agréée peut examiner vos fonctions et vos documents avec vous.",
        },
      ],
      sources: [
        { text: "Entrée express (gouvernement du Canada)", href: gov.expressEntry.fr },
        { text: "Estimer votre note SCG", href: "/calculator" },
      ],
    },
  },
  "2": {
    en: {
      imageAlt: "A prairie grain elevator beside golden wheat fields under a wide blue sky.",
      blocks: [
        {
          type: "update",
          text: "Update of November 24, 2026 — since this article was published, the SINP has changed: on {fact:sinpEntrepreneurClosedOn}, Saskatchewan closed its Entrepreneur, International Graduate Entrepreneur and Farm Owner/Operator categories for good and narrowed its worker streams. For the rest of that year, candidates overseas could be approved only in health care, agriculture and the skilled trades, and Saskatchewan Express Entry and Occupations In-Demand applications without a Saskatchewan job offer were returned. For {fact:sinpNominationsYear}, the province has {fact:sinpNominations} nominations, at least {fact:sinpPriorityPercent}% of them for priority sectors (health care, agriculture, skilled trades, mining, manufacturing, energy and technology), whose candidates may apply from abroad; accommodation and food services, retail trade and trucking are capped. An enhanced nomination, linked to Express Entry, still adds {fact:provincialNominationPoints} CRS points. The SINP's site lists the sub-categories open now.",
        },
        {
          type: "paragraph",
          text: "The Saskatchewan Immigrant Nominee Program (SINP) lets the province choose newcomers who fit its labour market. A nomination does not grant permanent residence by itself: once nominated, you apply to IRCC, which checks health, security and admissibility.",
        },
        { type: "heading", text: "International Skilled Worker category" },
        {
          type: "list",
          items: [
            "Employment Offer: for workers with a full-time, permanent job offer from a Saskatchewan employer that holds a job approval letter from the SINP.",
            "Occupations In-Demand: for skilled workers without a job offer whose experience is in an occupation the province lists as in demand.",
            "Saskatchewan Express Entry: the same idea for candidates who also have a profile in the federal Express Entry pool.",
          ],
        },
        { type: "heading", text: "Saskatchewan Experience category" },
        {
          type: "paragraph",
          text: "People already living and working in the province have their own streams, including Existing Work Permit (usually six months with a Saskatchewan employer and a permanent job offer), Health Professionals, Hospitality Sector, Long-Haul Truck Driver and Students for graduates of Saskatchewan post-secondary institutions.",
        },
        { type: "heading", text: "The points grid and Expressions of Interest" },
        {
          type: "paragraph",
          text: "Skilled worker applicants need at least 60 points out of 110 on the SINP assessment grid, which scores education and training, skilled work experience, language ability, age and connections to the Saskatchewan labour market. For Occupations In-Demand and Saskatchewan Express Entry, you first submit an Expression of Interest; the province invites the highest-ranked profiles in periodic draws, sometimes limited to certain occupations.",
        },
        { type: "heading", text: "Enhanced or base nomination" },
        {
          type: "paragraph",
          text: "A Saskatchewan Express Entry nomination is enhanced: it adds 600 points to your CRS score, which almost always leads to an invitation in the next round. Occupations In-Demand and Employment Offer nominations are base nominations: you then apply to IRCC outside Express Entry, with longer processing times.",
        },
        { type: "heading", text: "Preparing for the skilled worker streams" },
        {
          type: "list",
          items: [
            "At least one year of paid skilled work experience in the last ten years, related to your field of training.",
            "Post-secondary education or training of at least one year that led to a diploma, certificate or degree.",
            "A language test result of at least CLB 4, or higher where your occupation requires it.",
            "Proof of eligibility for licensure if your occupation is regulated in Saskatchewan.",
            "Proof of settlement funds for you and your family.",
          ],
        },
        {
          type: "paragraph",
          text: "The SINP changes its in-demand and excluded occupation lists and its draw criteria during the year, so confirm the current rules on the province's site before you submit. As consultants based in Saskatoon, we follow every draw and can tell you which stream fits your profile.",
        },
      ],
      sources: [
        { text: "Saskatchewan Immigrant Nominee Program", href: gov.saskatchewanNominee.en },
        { text: "Provincial Guides", href: "/resources/provincial-guides" },
      ],
    },
    fr: {
      imageAlt: "Un silo à grain des Prairies à côté de champs de blé dorés sous un grand ciel bleu.",
      blocks: [
        {
          type: "update",
          text: "Mise à jour du 24\u00a0novembre 2026\u00a0— depuis la publication de cet article, le PCIS a changé\u00a0: le {fact:sinpEntrepreneurClosedOn}, la Saskatchewan a fermé définitivement ses catégories Entrepreneur, Entrepreneur diplômé étranger et Propriétaire-exploitant agricole, et a resserré ses volets pour travailleurs. Pour le reste de cette année-là, seuls les candidats à l’étranger en santé, en agriculture et dans les métiers spécialisés pouvaient être approuvés, et les demandes des volets Entrée express Saskatchewan et Professions en demande sans offre d’emploi de la Saskatchewan ont été renvoyées. Pour {fact:sinpNominationsYear}, la province dispose de {fact:sinpNominations} désignations, dont au moins {fact:sinpPriorityPercent}\u00a0% pour des secteurs prioritaires (santé, agriculture, métiers spécialisés, mines, fabrication, énergie et technologie), dont les candidats peuvent présenter une demande depuis l’étranger\u202f; l’hébergement et la restauration, le commerce de détail et le camionnage sont plafonnés. Une désignation améliorée, liée à Entrée express, ajoute toujours {fact:provincialNominationPoints} points au SCG. Le site du PCIS présente les sous-catégories ouvertes.",
        },
        {
          type: "paragraph",
          text: "Le Programme des candidats immigrants de la Saskatchewan (PCIS) permet à la province de choisir les nouveaux arrivants qui correspondent à son marché du travail. La désignation ne donne pas à elle seule la résidence permanente\u00a0: une fois désigné, vous présentez une demande à IRCC, qui vérifie que vous n’êtes pas interdit de territoire, notamment pour des motifs sanitaires ou de sécurité.",
        },
        { type: "heading", text: "La catégorie des travailleurs qualifiés étrangers" },
        {
          type: "list",
          items: [
            "Offre d’emploi\u00a0: pour les travailleurs qui ont une offre d’emploi permanente à temps plein d’un employeur de la Saskatchewan titulaire d’une lettre d’approbation du poste délivrée par le PCIS.",
            "Professions en demande\u00a0: pour les travailleurs qualifiés sans offre d’emploi dont l’expérience porte sur une profession que la province juge en demande.",
            "Entrée express Saskatchewan\u00a0: le même principe pour les candidats qui ont aussi un profil dans le bassin fédéral d’Entrée express.",
          ],
        },
        { type: "heading", text: "La catégorie Expérience de la Saskatchewan" },
        {
          type: "paragraph",
          text: "Les personnes qui vivent et travaillent déjà dans la province ont leurs propres volets, notamment Permis de travail existant (en général six mois chez un employeur de la Saskatchewan et une offre d’emploi permanente), Professionnels de la santé, Secteur de l’hôtellerie, Camionneurs de longue distance et Étudiants, pour les diplômés des établissements postsecondaires de la Saskatchewan.",
        },
        { type: "heading", text: "La grille de points et les déclarations d’intérêt" },
        {
          type: "paragraph",
          text: "Les travailleurs qualifiés doivent obtenir au moins 60 points sur 110 à la grille d’évaluation du PCIS, qui note les études et la formation, l’expérience de travail qualifié, les compétences linguistiques, l’âge et les liens avec le marché du travail de la Saskatchewan. Pour les volets Professions en demande et Entrée express Saskatchewan, vous soumettez d’abord une déclaration d’intérêt ; la province invite les profils les mieux classés lors de tirages périodiques, parfois limités à certaines professions.",
        },
        { type: "heading", text: "Désignation améliorée ou de base" },
        {
          type: "paragraph",
          text: "Une désignation du volet Entrée express Saskatchewan est améliorée\u00a0: elle ajoute 600 points à votre note SCG, ce qui mène presque toujours à une invitation à la ronde suivante. Les désignations des volets Professions en demande et Offre d’emploi sont de base\u00a0: vous présentez ensuite votre demande à IRCC hors d’Entrée express, avec des délais plus longs.",
        },
        { type: "heading", text: "Se préparer aux volets pour travailleurs qualifiés" },
        {
          type: "list",
          items: [
            "Au moins un an d’expérience de travail qualifié rémunéré au cours des dix dernières années, liée à votre domaine de formation.",
            "Des études ou une formation postsecondaires d’au moins un an ayant mené à un diplôme, un certificat ou un grade.",
            "Un résultat de test linguistique d’au moins NCLC 4, ou plus si votre profession l’exige.",
            "Une preuve d’admissibilité à l’obtention d’un permis si votre profession est réglementée en Saskatchewan.",
            "Une preuve de fonds d’établissement pour vous et votre famille.",
          ],
        },
        {
          type: "paragraph",
          text: "Le PCIS modifie en cours d’année ses listes de professions en demande et exclues ainsi que ses critères de tirage\u00a0: confirmez les règles en vigueur sur le site de la province avant de soumettre votre demande. Établis à Saskatoon, nous suivons chaque tirage et pouvons vous dire quel volet convient à votre profil.",
        },
      ],
      sources: [
        {
          text: "Programme des candidats immigrants de la Saskatchewan (en anglais)",
          href: gov.saskatchewanNominee.fr,
        },
        { text: "Guides provinciaux", href: "/resources/provincial-guides" },
      ],
    },
  },
  "3": {
    en: {
      imageAlt: "A graduation cap resting on a stack of books in front of a university building.",
      blocks: [
        {
          type: "update",
          text: "Update of November 24, 2026 — since this article was published, the rules have changed: for applications received since {fact:studyLivingCostsSince}, the living-cost amount is {fact:studyLivingCostsSingle} for one person; since {fact:palGraduateExemptSince}, master's and doctoral students at public institutions no longer need an attestation letter; since {fact:familyWorkPermitRulesSince}, fewer spouses qualify for an open work permit. Our FAQ and Study page state the current rules.",
        },
        {
          type: "paragraph",
          text: "On January 22, 2024, IRCC announced a two-year cap on new international student permit applications. For 2024, the cap is expected to result in about 360,000 approved study permits, roughly 35% fewer than in 2023. Each province and territory receives a share and distributes it among its schools.",
        },
        { type: "heading", text: "Who is affected" },
        {
          type: "paragraph",
          text: "The cap applies mainly to new college and undergraduate students. These applicants are exempt:",
        },
        {
          type: "list",
          items: [
            "Master's and doctoral students.",
            "Primary and secondary school students.",
            "Students already in Canada who extend their study permit.",
            "Visiting and exchange students, and family members of study or work permit holders already in Canada.",
          ],
        },
        { type: "heading", text: "The provincial attestation letter" },
        {
          type: "paragraph",
          text: "Most study permit applications received on or after January 22, 2024 must include a provincial or territorial attestation letter (PAL). Without one, IRCC returns the application unprocessed. Provinces were given until March 31, 2024 to set up their systems, and in most of them your school requests or issues the letter after you accept its offer. Do not submit your application before you have it.",
        },
        { type: "heading", text: "Other changes to know in 2024" },
        {
          type: "list",
          items: [
            "Since January 1, 2024, you must show at least $20,635 for living costs as a single applicant, on top of first-year tuition and travel.",
            "Since February 15, 2024, graduates of master's programs shorter than two years can get a three-year post-graduation work permit.",
            "Since March 19, 2024, open work permits for spouses are limited to spouses of master's, doctoral and some professional program students.",
            "From September 1, 2024, students who start a program delivered under a curriculum licensing arrangement will not be eligible for a post-graduation work permit.",
          ],
        },
        { type: "heading", text: "How to prepare your application" },
        {
          type: "list",
          items: [
            "Confirm that your school is a designated learning institution and that your program leads to a post-graduation work permit if you want one.",
            "Ask your school early how it will give you the attestation letter, and apply as soon as you have it.",
            "Document your funds clearly: bank statements, a Guaranteed Investment Certificate, scholarships or a sponsor's letter and proof of income.",
            "Write a statement of purpose that explains your study plan and how it fits your background.",
          ],
        },
        {
          type: "paragraph",
          text: "IRCC has said it will reassess the cap for 2025. If you are planning to study in Canada, we can check your documents before you submit, so that a missing letter or an unclear financial record does not cost you a semester.",
        },
      ],
      sources: [
        { text: "Study permit (Government of Canada)", href: gov.studyPermit.en },
        { text: "Statement of purpose template", href: "/resources/document-templates" },
      ],
    },
    fr: {
      imageAlt: "Un mortier de diplômé posé sur une pile de livres devant un bâtiment universitaire.",
      blocks: [
        {
          type: "update",
          text: "Mise à jour du 24\u00a0novembre 2026\u00a0— depuis la publication de cet article, les règles ont changé\u00a0: pour les demandes reçues depuis le {fact:studyLivingCostsSince}, le montant des frais de subsistance est de {fact:studyLivingCostsSingle} pour une personne\u202f; depuis le {fact:palGraduateExemptSince}, les étudiants à la maîtrise et au doctorat d’un établissement public n’ont plus besoin de lettre d’attestation\u202f; depuis le {fact:familyWorkPermitRulesSince}, moins d’époux et de conjoints sont admissibles au permis de travail ouvert. Notre FAQ et notre page Étudier au Canada présentent les règles en vigueur.",
        },
        {
          type: "paragraph",
          text: "Le 22 janvier 2024, IRCC a annoncé un plafond de deux ans sur les nouvelles demandes de permis d’études. Pour 2024, ce plafond devrait se traduire par environ 360\u00a0000 permis d’études approuvés, soit environ 35\u00a0% de moins qu’en 2023. Chaque province et chaque territoire reçoivent une part, qu’ils répartissent entre leurs établissements.",
        },
        { type: "heading", text: "Qui est touché" },
        {
          type: "paragraph",
          text: "Le plafond vise surtout les nouveaux étudiants au collège et au premier cycle universitaire. Ces demandeurs en sont exemptés\u00a0:",
        },
        {
          type: "list",
          items: [
            "Les étudiants à la maîtrise et au doctorat.",
            "Les élèves du primaire et du secondaire.",
            "Les étudiants déjà au Canada qui prolongent leur permis d’études.",
            "Les étudiants en visite ou en échange, et les membres de la famille de titulaires d’un permis d’études ou de travail déjà au Canada.",
          ],
        },
        { type: "heading", text: "La lettre d’attestation provinciale" },
        {
          type: "paragraph",
          text: "La plupart des demandes de permis d’études reçues depuis le 22 janvier 2024 doivent comprendre une lettre d’attestation provinciale ou territoriale (LAP). Sans elle, IRCC renvoie la demande sans la traiter. Les provinces avaient jusqu’au 31 mars 2024 pour mettre en place leur système et, dans la plupart d’entre elles, votre établissement demande ou délivre la lettre une fois son offre acceptée. Ne soumettez pas votre demande avant de l’avoir.",
        },
        { type: "heading", text: "Autres changements à connaître en 2024" },
        {
          type: "list",
          items: [
            "Depuis le 1er janvier 2024, une personne seule doit prouver au moins 20\u00a0635\u00a0$ pour ses frais de subsistance, en plus des droits de scolarité de la première année et du voyage.",
            "Depuis le 15 février 2024, les diplômés d’une maîtrise de moins de deux ans peuvent obtenir un permis de travail postdiplôme de trois ans.",
            "Depuis le 19 mars 2024, les permis de travail ouverts pour époux ou conjoints sont réservés aux époux et conjoints des étudiants à la maîtrise, au doctorat et dans certains programmes professionnels.",
            "À partir du 1er septembre 2024, les étudiants qui commencent un programme offert dans le cadre d’une entente de licence de programme d’études ne seront pas admissibles au permis de travail postdiplôme.",
          ],
        },
        { type: "heading", text: "Comment préparer votre demande" },
        {
          type: "list",
          items: [
            "Vérifiez que votre établissement est un établissement d’enseignement désigné et que votre programme donne droit au permis de travail postdiplôme si vous le souhaitez.",
            "Demandez tôt à votre établissement comment il vous remettra la lettre d’attestation, et présentez votre demande dès que vous l’avez.",
            "Documentez clairement vos fonds\u00a0: relevés bancaires, certificat de placement garanti, bourses ou lettre d’un répondant avec preuve de revenu.",
            "Rédigez une lettre d’intention qui explique votre projet d’études et son lien avec votre parcours.",
          ],
        },
        {
          type: "paragraph",
          text: "IRCC a indiqué qu’il réévaluera le plafond pour 2025. Si vous prévoyez étudier au Canada, nous pouvons vérifier vos documents avant l’envoi, pour qu’une lettre manquante ou un relevé financier peu clair ne vous coûte pas une session.",
        },
      ],
      sources: [
        { text: "Permis d’études (gouvernement du Canada)", href: gov.studyPermit.fr },
        { text: "Modèle de lettre d’intention", href: "/resources/document-templates" },
      ],
    },
  },
};

export function findBlogArticle(id: string): BlogArticleSummary | undefined {
  return blogArticles.find((article) => article.id === id);
}

/** The articles as published, with their update notes written out from the current facts. */
export const blogArticleBodies: Record<string, Localized<BlogArticleBody>> = Object.fromEntries(
  Object.entries(blogArticleBodiesSource).map(([id, body]) => [id, withFacts(body)]),
);
