import { aboutPage } from "./pages/about";
import { accountPage } from "./pages/account";
import { applicationGuidesPage } from "./pages/application-guides";
import { authenticationProcessPage } from "./pages/authentication-process";
import { authPage } from "./pages/auth";
import { authVerifyPage } from "./pages/auth-verify";
import { bankingGuidesPage } from "./pages/banking-guides";
import { blogPage } from "./pages/blog";
import { bookAppointmentPage } from "./pages/book-appointment";
import { businessPage } from "./pages/business";
import { calculatorPage } from "./pages/calculator";
import { contactPage } from "./pages/contact";
import { documentRequirementsPage } from "./pages/document-requirements";
import { documentTemplatesPage } from "./pages/document-templates";
import { expressEntryRoundsPage } from "./pages/express-entry-rounds";
import { familyPage } from "./pages/family";
import { faqPage } from "./pages/faq";
import { forgotPasswordPage } from "./pages/forgot-password";
import { homePage } from "./pages/home";
import { immigrationFormPage } from "./pages/immigration-form";
import { privacyPage } from "./pages/privacy";
import { pathwaysPage } from "./pages/pathways";
import { pathwaysSendPage } from "./pages/pathways-send";
import { programsPage } from "./pages/programs";
import { provincialGuidesPage } from "./pages/provincial-guides";
import { resetPasswordPage } from "./pages/reset-password";
import { resourcesPage } from "./pages/resources";
import { servicesPage } from "./pages/services";
import { studyPage } from "./pages/study";
import { supportingDocumentsPage } from "./pages/supporting-documents";
import { termsPage } from "./pages/terms";
import { testimonialsPage } from "./pages/testimonials";

/** The resource pages: guides, templates, the FAQ and the rounds of invitations. */
export const resourcePages = {
  applicationGuides: applicationGuidesPage,
  documentTemplates: documentTemplatesPage,
  faq: faqPage,
  provincialGuides: provincialGuidesPage,
  documentRequirements: documentRequirementsPage,
  supportingDocuments: supportingDocumentsPage,
  authenticationProcess: authenticationProcessPage,
  bankingGuides: bankingGuidesPage,
  expressEntryRounds: expressEntryRoundsPage,
};

/**
 * Every public page, for what needs them all: prerendering, the sitemap, the assistant and the tests.
 * A route or a component imports its own page from `pages/` instead, so this list stays out of the
 * browser and no page carries the others' titles and descriptions.
 */
export const pages = {
  home: homePage,
  about: aboutPage,
  contact: contactPage,
  services: servicesPage,
  resources: resourcesPage,
  calculator: calculatorPage,
  immigrationForm: immigrationFormPage,
  programs: programsPage,
  study: studyPage,
  business: businessPage,
  family: familyPage,
  blog: blogPage,
  testimonials: testimonialsPage,
  auth: authPage,
  authVerify: authVerifyPage,
  forgotPassword: forgotPasswordPage,
  resetPassword: resetPasswordPage,
  account: accountPage,
  privacy: privacyPage,
  bookAppointment: bookAppointmentPage,
  pathways: pathwaysPage,
  pathwaysSend: pathwaysSendPage,
  terms: termsPage,
  ...resourcePages,
};

export type PageKey = keyof typeof pages;
