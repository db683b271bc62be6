import type { Locale } from "~/lib/i18n/locale";

type Bilingual = Record<Locale, string>;

export interface PageInfo {
  /** Language-neutral path as the spec names it. */
  path: string;
  title: Bilingual;
  description: Bilingual;
  /** Served as static HTML built ahead of time (no per-request data). */
  prerender: boolean;
  /** Listed in the sitemap. */
  indexable: boolean;
}

export const page = (
  path: string,
  title: Bilingual,
  description: Bilingual,
  options: { prerender?: boolean; indexable?: boolean } = {},
): PageInfo => ({
  path,
  title,
  description,
  prerender: options.prerender ?? true,
  indexable: options.indexable ?? true,
});

export const resourcePages = {
  applicationGuides: page(
    "/resources/application-guides",
    { en: "Application Guides", fr: "Guides de demande" },
    {
      en: "Step-by-step guides for Express Entry, family sponsorship, study permits and work permits.",
      fr: "Guides étape par étape pour Entrée express, le parrainage familial, les permis d’études et les permis de travail.",
    },
  ),
  documentTemplates: page(
    "/resources/document-templates",
    { en: "Document Templates", fr: "Modèles de documents" },
    {
      en: "Letter templates and checklists for Canadian immigration applications, ready to download.",
      fr: "Modèles de lettres et listes de contrôle pour les demandes d’immigration au Canada, prêts à télécharger.",
    },
  ),
  faq: page(
    "/resources/faq",
    { en: "Frequently Asked Questions", fr: "Foire aux questions" },
    {
      en: "Answers about Express Entry, provincial nominee programs, study permits and work permits.",
      fr: "Réponses sur Entrée express, les programmes des candidats des provinces, les permis d’études et de travail.",
    },
  ),
  provincialGuides: page(
    "/resources/provincial-guides",
    { en: "Provincial Guides", fr: "Guides provinciaux" },
    {
      en: "Overviews of provincial nominee programs in Saskatchewan, Ontario, British Columbia and Alberta.",
      fr: "Aperçu des programmes des candidats des provinces en Saskatchewan, en Ontario, en Colombie-Britannique et en Alberta.",
    },
  ),
  documentRequirements: page(
    "/resources/document-requirements",
    { en: "Document Requirements", fr: "Documents exigés" },
    {
      en: "Document lists for study permits, Express Entry and family sponsorship applications.",
      fr: "Listes de documents pour les permis d’études, Entrée express et le parrainage familial.",
    },
  ),
  supportingDocuments: page(
    "/resources/supporting-documents",
    { en: "Supporting Documents Guidelines", fr: "Lignes directrices sur les pièces justificatives" },
    {
      en: "Formats, translations, authentication and organisation of supporting documents.",
      fr: "Formats, traductions, authentification et classement des pièces justificatives.",
    },
  ),
  authenticationProcess: page(
    "/resources/authentication-process",
    { en: "Authentication Process", fr: "Processus d’authentification" },
    {
      en: "How to have documents authenticated for use in Canada.",
      fr: "Comment faire authentifier des documents pour le Canada.",
    },
  ),
  bankingGuides: page(
    "/resources/banking-guides",
    { en: "Banking Guides", fr: "Guides bancaires" },
    {
      en: "Opening a bank account and proving settlement funds as a newcomer to Canada.",
      fr: "Ouvrir un compte bancaire et prouver ses fonds d’établissement en arrivant au Canada.",
    },
  ),
  expressEntryRounds: page(
    "/resources/express-entry-rounds",
    { en: "Express Entry Rounds of Invitations", fr: "Rondes d’invitations d’Entrée express" },
    {
      en: "The latest rounds of invitations: their date, who was invited, how many and the lowest score invited.",
      fr: "Les dernières rondes d’invitations\u00a0: leur date, qui a été invité, combien et la note SCG du candidat le moins bien classé.",
    },
    // Read from IRCC daily: served with the rounds stored at request time.
    { prerender: false },
  ),
} as const;

export const blogIds = ["1", "2", "3"] as const;

export const pages = {
  home: page(
    "/",
    {
      en: "Licensed Immigration Consultant in Saskatoon",
      fr: "Consultante en immigration agréée à Saskatoon",
    },
    {
      en: "Licensed Canadian immigration consulting in Saskatoon: Express Entry, provincial nomination, study, work, business and family sponsorship. Free CRS calculator.",
      fr: "Consultante en immigration agréée à Saskatoon\u00a0: Entrée express, désignation provinciale, études, travail, affaires et parrainage familial. Calculateur de note SCG gratuit.",
    },
  ),
  about: page(
    "/about",
    { en: "About Us", fr: "À propos" },
    {
      en: "Meet our licensed immigration consultant, foreign-worker recruiter and lawyer, and the values behind our practice.",
      fr: "Découvrez notre consultante en immigration agréée, recruteuse de travailleurs étrangers et avocate, et les valeurs de notre cabinet.",
    },
  ),
  contact: page(
    "/contact",
    { en: "Contact Us", fr: "Nous joindre" },
    {
      en: "Send us a message or book a consultation with our licensed immigration consultant in Saskatoon.",
      fr: "Écrivez-nous ou réservez une consultation avec notre consultante en immigration agréée à Saskatoon.",
    },
  ),
  services: page(
    "/services",
    { en: "Our Services", fr: "Nos services" },
    {
      en: "Immigration consulting, document review, IELTS and CELPIP preparation, and legal services.",
      fr: "Services-conseils en immigration, révision de documents, préparation à l’IELTS et au CELPIP, et services juridiques.",
    },
  ),
  resources: page(
    "/resources",
    { en: "Resources", fr: "Ressources" },
    {
      en: "Guides, templates, FAQ and document rules for Canadian immigration applications.",
      fr: "Guides, modèles, FAQ et règles sur les documents pour les demandes d’immigration au Canada.",
    },
  ),
  calculator: page(
    "/calculator",
    { en: "CRS Score Calculator", fr: "Calculateur de note SCG" },
    {
      en: "Estimate your Express Entry Comprehensive Ranking System (CRS) score for free.",
      fr: "Estimez gratuitement votre note au Système de classement global (SCG) d’Entrée express.",
    },
    { prerender: false },
  ),
  immigrationForm: page(
    "/immigration-form",
    { en: "Immigration Intake Form", fr: "Formulaire d’admission en immigration" },
    {
      en: "Tell us about your background so we can assess your immigration options.",
      fr: "Parlez-nous de votre parcours afin que nous puissions évaluer vos options d’immigration.",
    },
    { prerender: false, indexable: false },
  ),
  programs: page(
    "/programs",
    { en: "Immigration Programs", fr: "Programmes d’immigration" },
    {
      en: "Express Entry, provincial nomination, family class and business immigration explained.",
      fr: "Entrée express, désignation provinciale, regroupement familial et immigration d’affaires expliqués.",
    },
  ),
  study: page(
    "/study",
    { en: "Study in Canada", fr: "Étudier au Canada" },
    {
      en: "Study permits, Canadian universities and colleges, student life and post-graduation work.",
      fr: "Permis d’études, universités et collèges canadiens, vie étudiante et travail après les études.",
    },
  ),
  business: page(
    "/business",
    { en: "Business Immigration", fr: "Immigration d’affaires" },
    {
      en: "Start-up Visa, self-employed persons and provincial entrepreneur and investor programs.",
      fr: "Programme fédéral de visa pour démarrage d’entreprise, Programme des travailleurs autonomes et programmes provinciaux pour entrepreneurs et investisseurs.",
    },
  ),
  family: page(
    "/family",
    { en: "Family Sponsorship", fr: "Parrainage familial" },
    {
      en: "Sponsor your spouse, partner, children, parents or grandparents, or apply for a Super Visa.",
      fr: "Parrainez votre époux ou conjoint, vos enfants, vos parents ou grands-parents, ou demandez un super visa.",
    },
  ),
  blog: page(
    "/blog",
    { en: "Immigration Insights", fr: "Perspectives en immigration" },
    {
      en: "Articles on Express Entry, provincial nominee programs and study permits.",
      fr: "Articles sur Entrée express, les programmes des candidats des provinces et les permis d’études.",
    },
  ),
  testimonials: page(
    "/testimonials",
    { en: "Testimonials", fr: "Témoignages" },
    {
      en: "What our clients say about working with us.",
      fr: "Ce que nos clients disent de leur expérience avec nous.",
    },
  ),
  auth: page(
    "/auth",
    { en: "Sign In", fr: "Connexion" },
    {
      en: "Sign in or create an account to complete your immigration intake form.",
      fr: "Connectez-vous ou créez un compte pour remplir votre formulaire d’admission.",
    },
    { prerender: false, indexable: false },
  ),
  authVerify: page(
    "/auth/verify",
    { en: "Confirm Your Email Address", fr: "Confirmer votre adresse courriel" },
    {
      en: "Confirm the email address of your account.",
      fr: "Confirmez l’adresse courriel de votre compte.",
    },
    { prerender: false, indexable: false },
  ),
  forgotPassword: page(
    "/auth/forgot-password",
    { en: "Reset Your Password", fr: "Réinitialiser votre mot de passe" },
    {
      en: "Receive a link by email to choose a new password.",
      fr: "Recevez par courriel un lien pour choisir un nouveau mot de passe.",
    },
    { prerender: false, indexable: false },
  ),
  resetPassword: page(
    "/auth/reset-password",
    { en: "Choose a New Password", fr: "Choisir un nouveau mot de passe" },
    {
      en: "Choose a new password for your account.",
      fr: "Choisissez un nouveau mot de passe pour votre compte.",
    },
    { prerender: false, indexable: false },
  ),
  account: page(
    "/account",
    { en: "My Account", fr: "Mon compte" },
    {
      en: "Your email address, sessions and account deletion.",
      fr: "Votre adresse courriel, vos sessions et la suppression de votre compte.",
    },
    { prerender: false, indexable: false },
  ),
  privacy: page(
    "/privacy",
    { en: "Privacy Policy", fr: "Politique de confidentialité" },
    {
      en: "How we collect, use, keep and protect your personal information.",
      fr: "Comment nous recueillons, utilisons, conservons et protégeons vos renseignements personnels.",
    },
  ),
  bookAppointment: page(
    "/book-appointment",
    { en: "Book an Appointment", fr: "Prendre rendez-vous" },
    {
      en: "Book a free discovery call or a consultation at our Saskatoon office: choose a day and a time that suit you.",
      fr: "Réservez un appel de découverte gratuit ou une consultation à notre bureau de Saskatoon\u00a0: choisissez la journée et l’heure qui vous conviennent.",
    },
    // The free times are read at request time.
    { prerender: false },
  ),
  terms: page(
    "/terms",
    { en: "Terms of Use", fr: "Conditions d’utilisation" },
    {
      en: "The terms that apply when you use this website and its tools.",
      fr: "Les conditions qui s’appliquent à l’utilisation de ce site et de ses outils.",
    },
  ),
  ...resourcePages,
} as const;

export type PageKey = keyof typeof pages;

export function blogArticlePath(id: string): string {
  return `/blog/${id}`;
}
