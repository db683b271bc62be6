import { pages, type PageKey } from "~/config/page-list";
import { blogArticlePath } from "~/config/pages/blog";
import { formatAddress, site } from "~/config/site";
import type { ProseSection } from "~/components/ui/prose-sections";
import type { Topic } from "~/components/ui/topic-card";
import { aboutContent } from "~/content/about";
import { blogArticleBodies, blogArticles, type BlogBlock } from "~/content/blog";
import { businessContent } from "~/content/business";
import { documentRuleLabels, documentRules } from "~/content/document-rules";
import { familyContent } from "~/content/family";
import { faqCategories } from "~/content/faq";
import { applicationGuides } from "~/content/guides";
import { homeContent } from "~/content/home";
import { privacyContent } from "~/content/privacy";
import { isExternalHref, type ContentLink } from "~/content/links";
import { programsContent } from "~/content/programs";
import {
  authenticationProcess,
  bankingGuides,
  documentRequirements,
  provincialGuides,
  supportingDocumentsGuidelines,
  type BulletSection,
} from "~/content/resources";
import { servicesContent } from "~/content/services";
import { studyContent } from "~/content/study";
import { termsContent } from "~/content/terms";
import { documentTemplates, templateGroupTitles } from "~/content/templates";
import { locales, type Locale } from "~/lib/i18n/locale";
import { defineMessages, format, labelColon, pick } from "~/lib/i18n/messages";
import { frenchAbilityOptions } from "~/features/crs/form-state";
import { crsMessages } from "~/features/crs/messages";
import { ruleSets } from "~/features/crs/rule-sets";

/** One quotable piece of the site's content, with the page it comes from. */
export interface Passage {
  id: string;
  locale: Locale;
  /**
   * The page the passage is on, by its heading ("Frequently Asked Questions"), as a link's text: never
   * its search-engine title, which for the home page is a whole phrase.
   */
  page: string;
  /** Heading of the passage itself (a question, a guide section, a card). */
  title: string;
  text: string;
  /** Language-neutral path of the page, with an anchor when the page has one for this passage. */
  url: string;
  /** Words that describe the passage without being quoted (its category, its page). */
  keywords: string;
  /** The site's own pages the content itself links from this passage. */
  related: ContentLink[];
  /** Steps or items the passage lists, shown as a list when the question asks how, or for documents. */
  list?: string[];
  /** Written to be quoted whole (a few sentences built from the site's data), not an excerpt. */
  whole?: boolean;
  /**
   * How much the passage counts against others that match as well (1 by default): blog articles are
   * dated pieces, so the pages that state the current rules answer first.
   */
  weight?: number;
}

type Adapter = (locale: Locale) => Omit<Passage, "locale">[];

/** The home page's heading is its hero sentence: a link to it reads "Home". */
const homeName = { en: "Home", fr: "Accueil" } as const;

/** An article's short title: its heading up to the colon ("The 2024 Study Permit Cap"). */
function articleName(title: string): string {
  return title.split(/\s*:\s/)[0] ?? title;
}

/** A page's name on a link: its heading, as the menus and the page itself write it. */
function pageName(key: PageKey, locale: Locale): string {
  return key === "home" ? homeName[locale] : pages[key].title[locale];
}

/** List items read as sentences once joined, so a quote never runs two items together. */
const asSentences = (items: string[]) =>
  items.map((item) => (/[.!?:;]$/.test(item.trim()) ? item : `${item}.`));

const internalLinks = (links: ContentLink[]) => links.filter((link) => !isExternalHref(link.href));

/** Every page's title and description: the one passage each page always has. */
const pageSummaries: Adapter = (locale) =>
  (Object.entries(pages) as [PageKey, (typeof pages)[PageKey]][]).map(([key, page]) => ({
    id: `page:${key}`,
    page: pageName(key, locale),
    title: pageName(key, locale),
    text: page.description[locale],
    url: page.path,
    keywords: "",
    related: [],
  }));

const faq: Adapter = (locale) =>
  faqCategories[locale].flatMap((category) =>
    category.entries.map((entry, index) => ({
      id: `faq:${category.id}:${index}`,
      page: pageName("faq", locale),
      title: entry.question,
      text: entry.answer,
      url: `${pages.faq.path}#${category.id}`,
      keywords: category.title,
      related: internalLinks(entry.links),
    })),
  );

const guides: Adapter = (locale) =>
  applicationGuides[locale].flatMap((guide) =>
    guide.sections.map((section, index) => ({
      id: `guide:${guide.id}:${index}`,
      page: pageName("applicationGuides", locale),
      title: `${guide.title}${labelColon[locale]}${section.title}`,
      text: [section.content, ...asSentences(section.steps)].join(" "),
      url: `${pages.applicationGuides.path}#${guide.id}`,
      keywords: `${guide.title} ${guide.description}`,
      related: internalLinks(section.links),
      list: section.steps,
    })),
  );

const templates: Adapter = (locale) =>
  documentTemplates[locale].map((template) => ({
    id: `template:${template.slug}`,
    page: pageName("documentTemplates", locale),
    title: template.name,
    text: [template.description, ...asSentences(template.tips)].join(" "),
    url: pages.documentTemplates.path,
    keywords: templateGroupTitles[locale][template.group],
    related: [],
  }));

const blog: Adapter = (locale) =>
  blogArticles.map((article) => ({
    id: `blog:${article.id}`,
    // The passage links the article itself, named by its short title.
    page: articleName(article.title[locale]),
    title: article.title[locale],
    text: article.excerpt[locale],
    url: blogArticlePath(article.id),
    keywords: article.category[locale],
    related: [],
    weight: 0.6,
  }));

/** An article's body, one passage per heading, so a question lands on the part that answers it. */
const blogBodies: Adapter = (locale) =>
  blogArticles.flatMap((article) => {
    const body = blogArticleBodies[article.id]?.[locale];
    if (!body) return [];
    const sections: { heading: string; blocks: BlogBlock[] }[] = [
      { heading: article.title[locale], blocks: [] },
    ];
    for (const block of body.blocks) {
      if (block.type === "heading") sections.push({ heading: block.text, blocks: [] });
      else sections.at(-1)?.blocks.push(block);
    }
    return sections
      .filter((section) => section.blocks.length > 0)
      .map((section, index) => ({
        id: `blog:${article.id}:${index}`,
        page: articleName(article.title[locale]),
        title: section.heading,
        text: section.blocks
          .map((block) =>
            block.type === "list"
              ? asSentences(block.items).join(" ")
              : block.type === "paragraph" || block.type === "update"
                ? block.text
                : "",
          )
          .join(" "),
        url: blogArticlePath(article.id),
        keywords: article.category[locale],
        related: [],
        weight: 0.5,
      }));
  });

/** The large cards of the programme pages (Programs, Study, Business, Family). */
function topicAdapter(
  pageKey: "programs" | "study" | "business" | "family",
  topics: (locale: Locale) => Topic[],
): Adapter {
  return (locale) =>
    topics(locale).map((topic, index) => ({
      id: `${pageKey}:${topic.id ?? index}`,
      page: pageName(pageKey, locale),
      title: topic.title,
      text: [topic.description, ...topic.text, ...asSentences(topic.features)].join(" "),
      url: topic.id ? `${pages[pageKey].path}#${topic.id}` : pages[pageKey].path,
      keywords: topic.featuresTitle,
      related: [],
    }));
}

const programs = topicAdapter("programs", (locale) => {
  const c = programsContent[locale];
  return [c.expressEntry, c.provincial, c.family, c.business, c.workPermits];
});
const study = topicAdapter("study", (locale) => {
  const c = studyContent[locale];
  return [c.visa, c.education, c.studentLife, c.postGraduation];
});
const business = topicAdapter("business", (locale) => {
  const c = businessContent[locale];
  return [c.startUp, c.selfEmployed, c.investor];
});
const family = topicAdapter("family", (locale) => {
  const c = familyContent[locale];
  return [c.spouse, c.parents, c.children, c.superVisa];
});

const services: Adapter = (locale) =>
  servicesContent[locale].cards.map((card) => ({
    id: `services:${card.id}`,
    page: pageName("services", locale),
    title: card.title,
    text: [card.description, ...asSentences(card.benefits)].join(" "),
    url: `${pages.services.path}#${card.id}`,
    keywords: card.benefitsTitle,
    related: [],
  }));

const about: Adapter = (locale) => {
  const c = aboutContent[locale];
  const values = { name: site.consultantName, jurisdiction: site.barJurisdiction };
  const fill = (text: string) => format(text, values);
  const passage = (key: string, title: string, text: string[]) => ({
    id: `about:${key}`,
    page: pageName("about", locale),
    title: fill(title),
    text: asSentences(text.map(fill)).join(" "),
    url: pages.about.path,
    keywords: site.consultantName,
    related: [],
  });
  return [
    passage("profile", c.profileTitle, [c.intro, ...c.profile]),
    passage("credentials", c.credentialsTitle, [
      `${c.consultantLicence}${labelColon[locale]}${site.consultantLicence} (${c.consultantLicenceNote}).`,
      `${c.recruiterLicence}${labelColon[locale]}${site.recruiterLicence} (${c.recruiterLicenceNote}).`,
      `${c.barRoll}${labelColon[locale]}${site.barRollNumber} (${c.barRollNote}).`,
    ]),
    passage("individuals", c.individualsTitle, c.individuals),
    passage("businesses", c.businessesTitle, c.businesses),
    passage("commitment", c.commitmentTitle, c.commitment),
    passage("vision", c.visionTitle, [c.vision]),
  ];
};

/** The home page's cards; each links the page that tells more. */
const home: Adapter = (locale) => {
  const c = homeContent[locale];
  return [...c.features, ...c.programs].map((card, index) => ({
    id: `home:${index}`,
    page: pageName("home", locale),
    title: card.title,
    text: card.description,
    url: pages.home.path,
    keywords: "",
    related: [{ text: card.title, href: card.href }],
  }));
};

/** The privacy policy and the terms of use, one passage per section, with the site's facts filled in. */
function proseAdapter(
  pageKey: "privacy" | "terms",
  content: Record<Locale, { sections: ProseSection[] }>,
): Adapter {
  return (locale) => {
    const facts = {
      name: site.consultantName,
      email: site.email,
      phone: site.phone,
      address: formatAddress(locale),
    };
    return content[locale].sections.map((section) => ({
      id: `${pageKey}:${section.id}`,
      page: pageName(pageKey, locale),
      title: section.title,
      text: [...section.paragraphs, ...asSentences(section.items ?? [])]
        .map((text) => format(text, facts))
        .join(" "),
      url: `${pages[pageKey].path}#${section.id}`,
      keywords: pages[pageKey].title[locale],
      related: [],
    }));
  };
}

/** The bullet-point resource pages, one passage per card. */
function bulletAdapter(
  pageKey: "documentRequirements" | "supportingDocuments" | "authenticationProcess" | "bankingGuides",
  content: Record<Locale, BulletSection[]>,
): Adapter {
  return (locale) =>
    content[locale].map((section) => ({
      id: `${pageKey}:${section.id}`,
      page: pageName(pageKey, locale),
      title: section.title,
      text: asSentences(section.points).join(" "),
      url: `${pages[pageKey].path}#${section.id}`,
      keywords: pages[pageKey].title[locale],
      related: internalLinks(section.links),
      list: section.points,
    }));
}

const provinces: Adapter = (locale) =>
  provincialGuides[locale].map((guide) => ({
    id: `province:${guide.id}`,
    page: pageName("provincialGuides", locale),
    title: guide.province,
    text: guide.description,
    url: `${pages.provincialGuides.path}#${guide.id}`,
    // The program's own name ("SINP official site") is how visitors ask for it.
    keywords: `${pages.provincialGuides.title[locale]} ${guide.link.text}`,
    related: [],
    // One short paragraph per province: it cannot pile up term matches the way longer pages do.
    weight: 1.5,
  }));

const documentRuleText = {
  en: `Accepted file formats: ${documentRules.formats.join(", ")}. Each file can be at most ${documentRuleLabels.en.maxFileSize}. Scan documents at ${documentRuleLabels.en.minScan} minimum. Photos must measure ${documentRuleLabels.en.photoSize}.`,
  fr: `Formats de fichier acceptés\u00a0: ${documentRules.formats.join(", ")}. Chaque fichier peut peser au plus ${documentRuleLabels.fr.maxFileSize}. Numérisez les documents à ${documentRuleLabels.fr.minScan} au minimum. Les photos doivent mesurer ${documentRuleLabels.fr.photoSize}.`,
};

const documentRulePassages: Adapter = (locale) => [
  {
    id: "rules:documents",
    page: pageName("supportingDocuments", locale),
    title: pages.supportingDocuments.title[locale],
    text: documentRuleText[locale],
    url: pages.supportingDocuments.path,
    keywords:
      locale === "fr"
        ? "scan numérisation taille photo fichier format"
        : "scan upload size photo file format",
    related: [],
  },
];

const contactText = {
  en: () =>
    `Phone: ${site.phone}. Email: ${site.email}. Office: ${formatAddress()}. You can send us a message or book a consultation with ${site.consultantName}, licensed immigration consultant (College licence ${site.consultantLicence}; Government of Saskatchewan licence ${site.provincialConsultantLicence}).`,
  fr: () =>
    `Téléphone\u00a0: ${site.phone}. Courriel\u00a0: ${site.email}. Bureau\u00a0: ${formatAddress("fr")}. Vous pouvez nous écrire ou réserver une consultation avec ${site.consultantName}, consultante en immigration agréée (permis du Collège ${site.consultantLicence}\u202f; permis du gouvernement de la Saskatchewan ${site.provincialConsultantLicence}).`,
};

const contactFacts: Adapter = (locale) => [
  {
    id: "site:contact",
    page: pageName("contact", locale),
    title: pages.contact.title[locale],
    text: contactText[locale](),
    url: pages.contact.path,
    keywords:
      locale === "fr"
        ? "téléphone courriel adresse bureau Saskatoon"
        : "phone email address office Saskatoon",
    related: [],
  },
];

const crsPointsText = defineMessages({
  en: {
    title: "French language ability: additional CRS points",
    text: "French language ability adds up to {max} points to a CRS score: {items}.",
    item: "{n} points for {label}",
    rounds:
      "Candidates with strong French can also be invited in French-language proficiency rounds, whose cut-offs the rounds page lists.",
    keywords: "French francophone bilingual NCLC CLB additional points Express Entry",
  },
  fr: {
    title: "Compétences en français\u00a0: points SCG supplémentaires",
    text: "Les compétences en français ajoutent jusqu’à {max} points à la note SCG\u00a0: {items}.",
    item: "{n} points pour {label}",
    rounds:
      "Les candidats qui maîtrisent le français peuvent aussi être invités lors des rondes axées sur les compétences linguistiques en français, dont la page des rondes présente les seuils.",
    keywords: "français francophone bilingue NCLC points supplémentaires Entrée express",
  },
});

/**
 * The calculator's French points, from IRCC's grid (the specification's grid gives the same) and the
 * calculator's own labels: the question visitors ask most about points they can add.
 */
const crsPoints: Adapter = (locale) => {
  const t = pick(crsPointsText, locale);
  const points = ruleSets["ircc-2025"].additional.frenchLanguageAbility;
  const labels = crsMessages[locale].options.frenchLanguageAbility;
  const items = frenchAbilityOptions
    .filter((option) => points[option] > 0)
    .map((option) => format(t.item, { n: points[option], label: labels[option] }));
  const max = Math.max(...frenchAbilityOptions.map((option) => points[option]));
  return [
    {
      id: "crs:french",
      page: pageName("calculator", locale),
      title: t.title,
      text: `${format(t.text, { max, items: items.join(locale === "fr" ? "\u202f; " : "; ") })} ${t.rounds}`,
      url: pages.calculator.path,
      keywords: t.keywords,
      related: [{ text: pageName("expressEntryRounds", locale), href: pages.expressEntryRounds.path }],
      whole: true,
    },
  ];
};

/** One adapter per content module; a new module of the site gets its adapter here. */
const adapters: Adapter[] = [
  pageSummaries,
  home,
  about,
  services,
  programs,
  study,
  business,
  family,
  faq,
  guides,
  templates,
  provinces,
  bulletAdapter("documentRequirements", documentRequirements),
  bulletAdapter("supportingDocuments", supportingDocumentsGuidelines),
  bulletAdapter("authenticationProcess", authenticationProcess),
  bulletAdapter("bankingGuides", bankingGuides),
  blog,
  blogBodies,
  proseAdapter("privacy", privacyContent),
  proseAdapter("terms", termsContent),
  documentRulePassages,
  contactFacts,
  crsPoints,
];

export function buildPassages(): Passage[] {
  return locales.flatMap((locale) =>
    adapters.flatMap((adapter) => adapter(locale).map((passage) => ({ ...passage, locale }))),
  );
}
