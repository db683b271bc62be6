import type { IllustrationKey } from "~/config/images";
import { defineMessages } from "~/lib/i18n/messages";

export interface HeroSlide {
  image: IllustrationKey;
  title: string;
  description: string;
  alt: string;
}

export interface LinkCard {
  title: string;
  description: string;
  /** Language-neutral target path. */
  href: string;
  icon: "sparkles" | "languages" | "receipt" | "house" | "compass" | "scale";
}

export interface ProgramCard {
  title: string;
  description: string;
  href: string;
}

/** The home page's copy in one language. */
export type HomeContent = {
  slides: HeroSlide[];
  features: LinkCard[];
  programs: ProgramCard[];
  learnMore: string;
  carouselLabel: string;
  slideLabel: string;
  previousSlide: string;
  nextSlide: string;
  showSlide: string;
  pause: string;
  play: string;
  slideControls: string;
  licenceBadge: string;
  regulator: string;
  /** The Government of Saskatchewan's consultant licence, shown beside the College's. */
  provincialLicence: string;
  verifyLicence: string;
  opensInNewTab: string;
  /** Beside the spec's call to action: a first conversation before the intake form. */
  bookCall: string;
};

/** The home page's copy (SPEC §2 "Home"). The hero's headline comes from the spec's dictionary. */
export const homeContent = defineMessages<HomeContent>({
  en: {
    slides: [
      {
        image: "rockies",
        title: "Majestic Canadian Rockies",
        description:
          "Turquoise lakes and snow-capped peaks in Banff and Jasper, two of Alberta's national parks.",
        alt: "Illustration of snow-capped mountains above a turquoise lake, framed by pine forest.",
      },
      {
        image: "whistler",
        title: "Whistler Winter Wonderland",
        description: "World-class skiing and mountain villages in the Coast Mountains of British Columbia.",
        alt: "Illustration of snowy peaks on a winter night, with snow-covered pines and a lit chalet.",
      },
      {
        image: "wilderness",
        title: "Pristine Wilderness",
        description: "Countless lakes and boreal forest stretching from the Canadian Shield to the North.",
        alt: "Illustration of a canoeist on a calm lake at sunrise, with forested hills on the far shore.",
      },
      {
        image: "toronto",
        title: "Toronto Business District",
        description:
          "Canada's largest city and financial centre, where nearly half of residents were born abroad (2021 Census).",
        alt: "Illustration of the Toronto skyline and the CN Tower at dusk, reflected in Lake Ontario.",
      },
      {
        image: "calgary",
        title: "Calgary Skyline",
        description:
          "An energy, finance and technology hub on the Bow River, an hour's drive from the Rockies.",
        alt: "Illustration of downtown Calgary and the Calgary Tower, with the Bow River and the Rockies behind.",
      },
    ],
    features: [
      {
        icon: "sparkles",
        title: "AI-Driven Assessments",
        description:
          "Our online tools follow published rules: the CRS calculator scores your profile on IRCC's points grid and shows which factors would raise it, and the chat assistant answers from this site's own pages. A licensed consultant then reviews your file.",
        href: "/calculator",
      },
      {
        icon: "languages",
        title: "Multilingual Support",
        description:
          "Advice in English and French, with plain-language explanations of every form and letter you receive.",
        href: "/contact",
      },
      {
        icon: "receipt",
        title: "Transparent Fee Structure",
        description:
          "A written service agreement sets our professional fees before any work begins, separate from the government fees you pay to IRCC.",
        href: "/resources",
      },
      {
        icon: "house",
        title: "Post-Landing Support",
        description:
          "Guides for banking, documents and your first weeks in Canada, so settling in is as well planned as your application.",
        href: "/resources",
      },
      {
        icon: "compass",
        title: "Pathways Finder",
        description:
          "Answer a few questions and see which programs you may meet (Federal Skilled Worker, Canadian Experience Class, Federal Skilled Trades, Express Entry, Saskatchewan's nominee streams), with your points and what would help most.",
        href: "/pathways",
      },
      {
        icon: "scale",
        title: "Ethical Practice",
        description:
          "Licensed by the College of Immigration and Citizenship Consultants and the Government of Saskatchewan, and bound by the College's Code of Professional Conduct.",
        href: "/about",
      },
    ],
    programs: [
      {
        title: "Express Entry",
        description:
          "Canada's main system for skilled workers: the Federal Skilled Worker, Federal Skilled Trades and Canadian Experience Class programs.",
        href: "/programs#express-entry",
      },
      {
        title: "Study in Canada",
        description:
          "Study permits for universities and colleges, and the post-graduation work permit that can follow.",
        href: "/study",
      },
      {
        title: "Provincial Nominee Programs",
        description:
          "Provinces and territories nominate newcomers who meet their labour needs, including through the Saskatchewan Immigrant Nominee Program.",
        href: "/programs#provincial-nominee",
      },
      {
        title: "Business Immigration",
        description:
          "Where federal business immigration stands now (the Start-up Visa closed to new applications, the self-employed program paused) and the provincial entrepreneur streams that remain.",
        href: "/business",
      },
      {
        title: "Family Sponsorship",
        description:
          "Sponsor your spouse or partner, dependent children, parents or grandparents, or apply for the Super Visa.",
        href: "/family",
      },
      {
        title: "Work Permits",
        description:
          "Employer-specific and open work permits, including LMIA-based offers and the International Mobility Program.",
        href: "/programs#work-permits",
      },
    ],
    learnMore: "Learn more",
    carouselLabel: "Scenes of Canada",
    slideLabel: "{n} of {total}",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    showSlide: "Show slide {n}: {title}",
    pause: "Pause slideshow",
    play: "Play slideshow",
    slideControls: "Slide controls",
    licenceBadge: "Licensed immigration consultant: {name}, licence {number}",
    regulator: "College of Immigration and Citizenship Consultants",
    verifyLicence: "Verify on the public register",
    provincialLicence: "Government of Saskatchewan licence {number}",
    bookCall: "Book a free discovery call",
    opensInNewTab: "(opens in a new tab)",
  },
  fr: {
    slides: [
      {
        image: "rockies",
        title: "Les majestueuses Rocheuses canadiennes",
        description:
          "Lacs turquoise et sommets enneigés à Banff et à Jasper, deux parcs nationaux de l’Alberta.",
        alt: "Illustration de montagnes enneigées dominant un lac turquoise, bordé d’une forêt de pins.",
      },
      {
        image: "whistler",
        title: "Whistler, paradis hivernal",
        description:
          "Du ski de calibre mondial et des villages de montagne dans la chaîne Côtière de la Colombie-Britannique.",
        alt: "Illustration de sommets enneigés par une nuit d’hiver, avec des pins sous la neige et un chalet éclairé.",
      },
      {
        image: "wilderness",
        title: "Une nature sauvage préservée",
        description: "D’innombrables lacs et la forêt boréale, du Bouclier canadien jusqu’au Grand Nord.",
        alt: "Illustration d’une personne en canot sur un lac calme au lever du soleil, devant des collines boisées.",
      },
      {
        image: "toronto",
        title: "Le quartier des affaires de Toronto",
        description:
          "La plus grande ville et le centre financier du Canada, où près de la moitié des habitants sont nés à l’étranger (Recensement de 2021).",
        alt: "Illustration des gratte-ciel de Toronto et de la tour CN au crépuscule, reflétés dans le lac Ontario.",
      },
      {
        image: "calgary",
        title: "Les gratte-ciel de Calgary",
        description:
          "Un pôle de l’énergie, de la finance et des technologies sur la rivière Bow, à une heure de route des Rocheuses.",
        alt: "Illustration du centre-ville de Calgary et de la tour de Calgary, avec la rivière Bow et les Rocheuses en arrière-plan.",
      },
    ],
    features: [
      {
        icon: "sparkles",
        title: "Évaluations appuyées par l’IA",
        description:
          "Nos outils en ligne suivent des règles publiées\u00a0: le calculateur SCG évalue votre profil selon la grille de points d’IRCC et montre les facteurs qui amélioreraient votre note, et l’assistant de clavardage répond à partir des pages de ce site. Une consultante agréée examine ensuite votre dossier.",
        href: "/calculator",
      },
      {
        icon: "languages",
        title: "Soutien multilingue",
        description:
          "Des conseils en français et en anglais, avec des explications claires de chaque formulaire et de chaque lettre que vous recevez.",
        href: "/contact",
      },
      {
        icon: "receipt",
        title: "Honoraires transparents",
        description:
          "Une entente de service écrite fixe nos honoraires professionnels avant le début des travaux, distincts des frais gouvernementaux payés à IRCC.",
        href: "/resources",
      },
      {
        icon: "house",
        title: "Soutien après l’arrivée",
        description:
          "Des guides sur les services bancaires, les documents et vos premières semaines au Canada, pour que votre installation soit aussi bien préparée que votre demande.",
        href: "/resources",
      },
      {
        icon: "compass",
        title: "Outil d’orientation",
        description:
          "Répondez à quelques questions et voyez à quels programmes vous pourriez répondre (travailleurs qualifiés, expérience canadienne, métiers spécialisés, Entrée express, volets de candidats de la Saskatchewan), avec vos points et ce qui vous aiderait le plus.",
        href: "/pathways",
      },
      {
        icon: "scale",
        title: "Pratique éthique",
        description:
          "Titulaire d’un permis du Collège des consultants en immigration et en citoyenneté et d’un permis du gouvernement de la Saskatchewan, et liée par le Code de déontologie professionnelle du Collège.",
        href: "/about",
      },
    ],
    programs: [
      {
        title: "Entrée express",
        description:
          "Le principal système du Canada pour les travailleurs qualifiés\u00a0: Programme des travailleurs qualifiés (fédéral), Programme des travailleurs de métiers spécialisés (fédéral) et catégorie de l’expérience canadienne.",
        href: "/programs#express-entry",
      },
      {
        title: "Étudier au Canada",
        description:
          "Les permis d’études pour les universités et les collèges, et le permis de travail postdiplôme qui peut suivre.",
        href: "/study",
      },
      {
        title: "Programme des candidats des provinces",
        description:
          "Les provinces et territoires désignent des immigrants qui répondent à leurs besoins de main-d’œuvre, notamment par le Programme des candidats immigrants de la Saskatchewan.",
        href: "/programs#provincial-nominee",
      },
      {
        title: "Immigration d’affaires",
        description:
          "Où en sont l’immigration d’affaires fédérale (Programme fédéral de visa pour démarrage d’entreprise fermé aux nouvelles demandes, Programme des travailleurs autonomes suspendu) et les volets provinciaux pour entrepreneurs qui demeurent.",
        href: "/business",
      },
      {
        title: "Parrainage familial",
        description:
          "Parrainez votre époux ou conjoint, vos enfants à charge, vos parents ou grands-parents, ou demandez le super visa.",
        href: "/family",
      },
      {
        title: "Permis de travail",
        description:
          "Permis de travail liés à un employeur et permis ouverts, y compris les offres appuyées par une EIMT et le Programme de mobilité internationale.",
        href: "/programs#work-permits",
      },
    ],
    learnMore: "En savoir plus",
    carouselLabel: "Paysages du Canada",
    slideLabel: "{n} sur {total}",
    previousSlide: "Diapositive précédente",
    nextSlide: "Diapositive suivante",
    showSlide: "Afficher la diapositive {n}\u00a0: {title}",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
    slideControls: "Commandes du diaporama",
    licenceBadge: "Consultante en immigration agréée\u00a0: {name}, permis {number}",
    regulator: "Collège des consultants en immigration et en citoyenneté",
    verifyLicence: "Vérifier au registre public",
    provincialLicence: "Permis du gouvernement de la Saskatchewan {number}",
    bookCall: "Réserver un appel de découverte gratuit",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  },
});
