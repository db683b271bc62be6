import type { PageText } from "./page-info";

/**
 * The consultant's back office: per-request, signed-in pages, never built ahead of time nor listed.
 * Kept apart from `pages` so the public page lists (sitemap, prerendering) never include them, and in a
 * module of their own so a visitor's first load does not carry the back office's titles.
 */
export const adminPages = {
  dashboard: {
    path: "/admin",
    title: { en: "Back Office", fr: "Espace d’administration" },
    description: {
      en: "New leads, documents awaiting review, intake files, email delivery and news sources at a glance.",
      fr: "Nouvelles demandes, documents à examiner, formulaires d’admission, envoi des courriels et sources des nouvelles en un coup d’œil.",
    },
  },
  leads: {
    path: "/admin/leads",
    title: { en: "Leads", fr: "Demandes" },
    description: {
      en: "Contact messages and intake forms: search, filter, set their status and export them.",
      fr: "Messages de contact et formulaires d’admission\u00a0: recherche, filtres, état et exportation.",
    },
  },
  lead: {
    path: "/admin/leads",
    title: { en: "Lead", fr: "Demande" },
    description: {
      en: "A contact message or intake form in full, with its status and internal notes.",
      fr: "Un message de contact ou un formulaire d’admission au complet, avec son état et ses notes internes.",
    },
  },
  bookings: {
    path: "/admin/bookings",
    title: { en: "Bookings", fr: "Rendez-vous" },
    description: {
      en: "Appointments by day or week: who is coming, their status, your notes and their leads.",
      fr: "Les rendez-vous par jour ou par semaine\u00a0: qui vient, leur état, vos notes et leurs demandes.",
    },
  },
  availability: {
    path: "/admin/availability",
    title: { en: "Availability", fr: "Disponibilités" },
    description: {
      en: "Weekly hours, extra and blocked days, meeting types and booking rules.",
      fr: "Heures de la semaine, jours ouverts ou bloqués, types de rencontre et règles de réservation.",
    },
  },
  documents: {
    path: "/admin/documents",
    title: { en: "Documents to Review", fr: "Documents à examiner" },
    description: {
      en: "The documents clients sent that wait for your review, by client, the longest waiting first.",
      fr: "Les documents envoyés par les clients qui attendent votre examen, par client, en commençant par l’attente la plus longue.",
    },
  },
  documentReview: {
    path: "/admin/documents",
    title: { en: "Document Review", fr: "Examen des documents" },
    description: {
      en: "A client’s documents: review each file, add or remove documents, restore removed ones.",
      fr: "Les documents d’un client\u00a0: examiner chaque fichier, ajouter ou retirer des documents, rétablir ceux qui ont été retirés.",
    },
  },
  case: {
    path: "/admin/cases",
    title: { en: "Case", fr: "Dossier" },
    description: {
      en: "A client’s case: its steps in order, when each was reached and what the client must do by when.",
      fr: "Le dossier d’un client : ses étapes dans l’ordre, la date de chacune et ce que le client doit faire, et pour quand.",
    },
  },
  agreement: {
    path: "/admin/agreements",
    title: { en: "Service Agreement", fr: "Convention de service" },
    description: {
      en: "A client’s service agreement: the draft, its versions and signatures, its invoices and the payments received.",
      fr: "La convention de service d’un client\u00a0: le brouillon, ses versions et signatures, ses factures et les paiements reçus.",
    },
  },
  messages: {
    path: "/admin/messages",
    title: { en: "Messages", fr: "Messages" },
    description: {
      en: "Your conversations with clients, the latest first, with what you have not read.",
      fr: "Vos conversations avec les clients, la plus récente d’abord, avec ce que vous n’avez pas lu.",
    },
  },
  thread: {
    path: "/admin/messages",
    title: { en: "Conversation", fr: "Conversation" },
    description: {
      en: "A client’s messages and yours, with the files sent.",
      fr: "Les messages d’un client et les vôtres, avec les fichiers envoyés.",
    },
  },
  outbox: {
    path: "/admin/outbox",
    title: { en: "Outbox", fr: "Courriels sortants" },
    description: {
      en: "Every email the site sends, whether it was delivered, and why not.",
      fr: "Tous les courriels envoyés par le site, leur livraison et, le cas échéant, la cause d’un échec.",
    },
  },
  audit: {
    path: "/admin/audit",
    title: { en: "Audit Trail", fr: "Journal d’audit" },
    description: {
      en: "Who viewed, changed or exported applicants’ data, and when.",
      fr: "Qui a consulté, modifié ou exporté les données des clients, et quand.",
    },
  },
} satisfies Record<string, PageText>;
