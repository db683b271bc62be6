import type { ProseSection } from "~/components/ui/prose-sections";
import { defineMessages } from "~/lib/i18n/messages";

/**
 * The privacy policy, written for the Personal Information Protection and Electronic Documents Act
 * (PIPEDA). `{name}`, `{email}`, `{phone}` and `{address}` are filled from the site's config.
 */
export const privacyContent = defineMessages<{
  intro: string;
  effective: string;
  contents: string;
  sections: ProseSection[];
  complaintsLink: string;
  complaintsUrl: string;
  opensInNewTab: string;
}>({
  en: {
    intro:
      "We collect only the personal information we need to answer you and to handle your immigration matter, and we protect it as Canada's private-sector privacy law, PIPEDA, requires.",
    effective: "Effective November 1, 2026.",
    contents: "Contents",
    sections: [
      {
        id: "what-we-collect",
        title: "What we collect",
        paragraphs: [
          "We collect personal information only when you give it to us through this website or directly:",
        ],
        items: [
          "Contact messages: your full name, email address, subject and message.",
          "Pathways finder results, when you choose to send them to us: your name, email address, your answers to the finder's questions and the results they gave.",
          "Intake forms: your identity, contact details, family, education, work history, immigration history, finances, health and background answers. Some of this is sensitive information, and we ask for your express consent before you submit it.",
          "Accounts: your email address and a password, which we store only as a one-way hash that no one can read.",
          "Technical information: your chosen language (kept in a cookie), a sign-in cookie while you are signed in, a cookie that remembers for a year that this browser has signed in to your account (so that other people's failed attempts to sign in cannot lock you out of it), and counts of requests from your network address, kept briefly to stop abuse.",
        ],
      },
      {
        id: "why",
        title: "Why we collect it",
        paragraphs: [
          "We use your information to reply to your questions, assess your eligibility for immigration programs, prepare and submit applications you ask us to handle, meet our obligations to the College of Immigration and Citizenship Consultants, and keep the website secure.",
          "We do not sell your information, use it for advertising, or share it with anyone except: the government bodies you ask us to apply to (such as IRCC or a province), service providers that host the website or deliver our email under confidentiality obligations, and authorities when the law requires it.",
        ],
      },
      {
        id: "retention",
        title: "How long we keep it",
        paragraphs: ["We keep personal information only as long as we need it:"],
        items: [
          "Contact messages, finder results and intake forms that do not lead to a client file (closed or unsolicited): deleted automatically one year after we receive them.",
          "Client files, including your intake form: seven years after your file is closed, as the regulator requires of licensed consultants.",
          "Unfinished intake drafts: until you submit the form or delete your account, and at most one year after your last change.",
          "Accounts: until you ask us to delete them.",
        ],
      },
      {
        id: "your-rights",
        title: "Access, correction and deletion",
        paragraphs: [
          "You may ask to see the personal information we hold about you, to correct it, or to delete it when we no longer need to keep it by law. Write to our privacy officer (below). We answer within 30 days, free of charge, and we may ask you to confirm your identity first.",
          "You may withdraw your consent at any time, subject to legal or contractual restrictions; we will explain what withdrawing means for your file.",
        ],
      },
      {
        id: "safeguards",
        title: "How we protect it",
        paragraphs: [
          "Everything you send travels over encrypted connections (HTTPS). Passwords are stored only as salted hashes, and what you write to us (contact messages, finder results you send, intake answers and drafts, the emails we send you about them) is encrypted in our database (AES-256); only your email address stays readable, so we can find your messages and your account. Access to contact messages and intake forms is limited to the consultant's account, and forms are checked on our server before anything is stored. If a breach ever creates a real risk of significant harm, we will notify you and the Office of the Privacy Commissioner of Canada.",
        ],
      },
      {
        id: "chat",
        title: "The chat assistant",
        paragraphs: [
          "Questions typed into the chat assistant are used only to answer you and are not added to your file. We do not store or log them; when the assistant uses an AI language model, the question and the passages of this site it draws on are sent to that model's provider to write the answer. Please do not enter sensitive personal information there; use the intake form instead.",
        ],
      },
      {
        id: "privacy-officer",
        title: "Privacy officer and complaints",
        paragraphs: [
          "Our privacy officer is {name}. Email {email}, call {phone}, or write to {address}.",
          "If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada.",
        ],
      },
    ],
    complaintsLink: "Office of the Privacy Commissioner of Canada",
    complaintsUrl: "https://www.priv.gc.ca/en/report-a-concern/",
    opensInNewTab: "(opens in a new tab)",
  },
  fr: {
    intro:
      "Nous recueillons seulement les renseignements personnels nécessaires pour vous répondre et traiter votre dossier d’immigration, et nous les protégeons comme l’exige la loi canadienne sur la protection des renseignements personnels dans le secteur privé, la LPRPDE.",
    effective: "En vigueur le 1er novembre 2026.",
    contents: "Table des matières",
    sections: [
      {
        id: "what-we-collect",
        title: "Ce que nous recueillons",
        paragraphs: [
          "Nous recueillons des renseignements personnels seulement lorsque vous nous les fournissez par ce site ou directement :",
        ],
        items: [
          "Messages : votre nom complet, votre adresse courriel, l’objet et le message.",
          "Résultats de l’outil d’orientation, lorsque vous choisissez de nous les envoyer : votre nom, votre adresse courriel, vos réponses aux questions de l’outil et les résultats obtenus.",
          "Formulaires d’admission : votre identité, vos coordonnées, votre famille, vos études, votre parcours professionnel, vos antécédents en immigration, vos finances, votre santé et vos réponses sur vos antécédents. Certains de ces renseignements sont de nature délicate, et nous demandons votre consentement exprès avant que vous les transmettiez.",
          "Comptes : votre adresse courriel et un mot de passe, que nous conservons seulement sous forme de hachage irréversible que personne ne peut lire.",
          "Renseignements techniques : la langue choisie (conservée dans un témoin), un témoin de connexion pendant que vous êtes connecté, un témoin qui retient pendant un an que ce navigateur s’est déjà connecté à votre compte (pour que les tentatives de connexion ratées d’autres personnes ne puissent pas vous en bloquer l’accès), et le nombre de requêtes provenant de votre adresse réseau, conservé brièvement pour prévenir les abus.",
        ],
      },
      {
        id: "why",
        title: "Pourquoi nous les recueillons",
        paragraphs: [
          "Nous utilisons vos renseignements pour répondre à vos questions, évaluer votre admissibilité aux programmes d’immigration, préparer et présenter les demandes que vous nous confiez, respecter nos obligations envers le Collège des consultants en immigration et en citoyenneté et assurer la sécurité du site.",
          "Nous ne vendons pas vos renseignements, ne les utilisons pas à des fins publicitaires et ne les communiquons à personne, sauf : aux organismes gouvernementaux auprès desquels vous nous demandez de présenter une demande (comme IRCC ou une province), aux fournisseurs qui hébergent le site ou acheminent nos courriels sous des obligations de confidentialité, et aux autorités lorsque la loi l’exige.",
        ],
      },
      {
        id: "retention",
        title: "Durée de conservation",
        paragraphs: ["Nous conservons les renseignements personnels seulement le temps nécessaire :"],
        items: [
          "Messages, résultats de l’outil d’orientation et formulaires d’admission qui ne mènent pas à un dossier client (fermés ou non sollicités) : supprimés automatiquement un an après leur réception.",
          "Dossiers clients, y compris votre formulaire d’admission : sept ans après la fermeture du dossier, comme l’organisme de réglementation l’exige des consultants agréés.",
          "Brouillons de formulaire : jusqu’à l’envoi du formulaire ou la suppression de votre compte, et au plus un an après votre dernière modification.",
          "Comptes : jusqu’à ce que vous demandiez leur suppression.",
        ],
      },
      {
        id: "your-rights",
        title: "Accès, correction et suppression",
        paragraphs: [
          "Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à les corriger ou à les supprimer lorsque la loi ne nous oblige plus à les conserver. Écrivez à notre responsable de la protection des renseignements personnels (ci-dessous). Nous répondons dans un délai de 30 jours, sans frais, et pouvons d’abord vous demander de confirmer votre identité.",
          "Vous pouvez retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles ; nous vous expliquerons les conséquences du retrait pour votre dossier.",
        ],
      },
      {
        id: "safeguards",
        title: "Comment nous les protégeons",
        paragraphs: [
          "Tout ce que vous envoyez circule par des connexions chiffrées (HTTPS). Les mots de passe sont conservés seulement sous forme de hachages salés, et ce que vous nous écrivez (messages de contact, résultats de l’outil d’orientation que vous envoyez, réponses et brouillons des formulaires d’admission, courriels que nous vous envoyons à leur sujet) est chiffré dans notre base de données (AES-256) ; seule votre adresse courriel reste lisible, pour retrouver vos messages et votre compte. L’accès aux messages et aux formulaires d’admission est réservé au compte de la consultante, et les formulaires sont vérifiés sur notre serveur avant tout enregistrement. Si une atteinte présentait un risque réel de préjudice grave, nous vous en aviserions, ainsi que le Commissariat à la protection de la vie privée du Canada.",
        ],
      },
      {
        id: "chat",
        title: "L’assistant virtuel",
        paragraphs: [
          "Les questions posées à l’assistant virtuel servent seulement à vous répondre et ne sont pas versées à votre dossier. Nous ne les conservons pas et ne les journalisons pas ; lorsque l’assistant utilise un modèle de langage d’intelligence artificielle, la question et les passages de ce site dont il s’inspire sont transmis au fournisseur de ce modèle pour rédiger la réponse. N’y inscrivez pas de renseignements personnels de nature délicate ; utilisez plutôt le formulaire d’admission.",
        ],
      },
      {
        id: "privacy-officer",
        title: "Responsable de la protection des renseignements personnels et plaintes",
        paragraphs: [
          "Notre responsable de la protection des renseignements personnels est {name}. Écrivez à {email}, téléphonez au {phone} ou écrivez au {address}.",
          "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada.",
        ],
      },
    ],
    complaintsLink: "Commissariat à la protection de la vie privée du Canada",
    complaintsUrl: "https://www.priv.gc.ca/fr/signaler-un-probleme/",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  },
});
