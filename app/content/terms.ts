import type { ProseSection } from "~/components/ui/prose-sections";
import { defineMessages } from "~/lib/i18n/messages";

/** The terms of use. `{business}` and `{email}` are filled from the site's config. */
export const termsContent = defineMessages<{
  intro: string;
  effective: string;
  contents: string;
  sections: ProseSection[];
}>({
  en: {
    intro:
      "These terms apply to everyone who uses this website, its calculator, its forms and its chat assistant.",
    effective: "Effective November 1, 2026.",
    contents: "Contents",
    sections: [
      {
        id: "information-only",
        title: "General information, not advice",
        paragraphs: [
          "The pages, guides, templates, news and chat answers on this website are general information about Canadian immigration. They are not advice about your situation and do not create a consultant-client relationship. That relationship starts only when we both sign a written service agreement, as the College of Immigration and Citizenship Consultants requires.",
          "Immigration rules change often. We date the facts that change, but you should confirm current requirements on the Government of Canada's website before you act.",
        ],
      },
      {
        id: "calculator",
        title: "The CRS calculator and assessments",
        paragraphs: [
          "The CRS calculator gives an estimate based on the answers you enter. Only IRCC can determine your actual score, your eligibility and the outcome of an application. No one, including us, can guarantee that an application will be approved.",
        ],
      },
      {
        id: "accounts",
        title: "Accounts and forms",
        paragraphs: [
          "You are responsible for keeping your password confidential and for the accuracy of what you submit. Giving false or misleading information to Canadian immigration authorities is misrepresentation, which can lead to a five-year ban from Canada.",
          "We may suspend an account used to abuse the website, for example by sending automated or fraudulent submissions.",
        ],
      },
      {
        id: "acceptable-use",
        title: "Acceptable use",
        paragraphs: ["When using the website, you agree not to:"],
        items: [
          "try to access accounts, data or systems that are not yours;",
          "overload the website or interfere with its security;",
          "copy the website's content for commercial use without our written permission;",
          "use the chat assistant or forms to send unlawful, abusive or misleading content.",
        ],
      },
      {
        id: "content",
        title: "Our content and links",
        paragraphs: [
          "The text, illustrations and templates on this website belong to {business}. You may download and use the templates for your own application. Links to government and other external websites are provided for convenience; we are not responsible for their content.",
        ],
      },
      {
        id: "liability",
        title: "Limitation of liability",
        paragraphs: [
          "To the extent the law allows, {business} is not liable for losses arising from the use of general information on this website. Nothing in these terms limits our professional obligations to clients under a signed service agreement or the regulator's Code of Professional Conduct.",
        ],
      },
      {
        id: "law",
        title: "Governing law and changes",
        paragraphs: [
          "These terms are governed by the laws of Saskatchewan and the federal laws of Canada that apply there. We may update these terms; the effective date above shows the latest version. Questions about these terms can be sent to {email}.",
        ],
      },
    ],
  },
  fr: {
    intro:
      "Ces conditions s’appliquent à toute personne qui utilise ce site, son calculateur, ses formulaires et son assistant virtuel.",
    effective: "En vigueur le 1er novembre 2026.",
    contents: "Table des matières",
    sections: [
      {
        id: "information-only",
        title: "Information générale, et non des conseils",
        paragraphs: [
          "Les pages, guides, modèles, nouvelles et réponses de l’assistant de ce site présentent de l’information générale sur l’immigration au Canada. Ils ne constituent pas des conseils sur votre situation et ne créent pas de relation entre consultante et client. Cette relation commence seulement lorsque nous signons tous deux une entente de service écrite, comme l’exige le Collège des consultants en immigration et en citoyenneté.",
          "Les règles d’immigration changent souvent. Nous datons les faits susceptibles de changer, mais vérifiez les exigences en vigueur sur le site du gouvernement du Canada avant d’agir.",
        ],
      },
      {
        id: "calculator",
        title: "Le calculateur SCG et les évaluations",
        paragraphs: [
          "Le calculateur SCG donne une estimation fondée sur les réponses que vous saisissez. Seul IRCC peut établir votre note réelle, votre admissibilité et l’issue d’une demande. Personne, y compris nous, ne peut garantir l’approbation d’une demande.",
        ],
      },
      {
        id: "accounts",
        title: "Comptes et formulaires",
        paragraphs: [
          "Vous êtes responsable de la confidentialité de votre mot de passe et de l’exactitude de ce que vous transmettez. Fournir des renseignements faux ou trompeurs aux autorités canadiennes de l’immigration constitue une fausse déclaration, qui peut entraîner une interdiction de territoire de cinq ans.",
          "Nous pouvons suspendre un compte utilisé pour abuser du site, par exemple en envoyant des soumissions automatisées ou frauduleuses.",
        ],
      },
      {
        id: "acceptable-use",
        title: "Utilisation acceptable",
        paragraphs: ["En utilisant le site, vous vous engagez à ne pas :"],
        items: [
          "tenter d’accéder à des comptes, des données ou des systèmes qui ne sont pas les vôtres ;",
          "surcharger le site ou nuire à sa sécurité ;",
          "copier le contenu du site à des fins commerciales sans notre autorisation écrite ;",
          "utiliser l’assistant virtuel ou les formulaires pour envoyer un contenu illégal, injurieux ou trompeur.",
        ],
      },
      {
        id: "content",
        title: "Notre contenu et les liens",
        paragraphs: [
          "Les textes, illustrations et modèles de ce site appartiennent à {business}. Vous pouvez télécharger et utiliser les modèles pour votre propre demande. Les liens vers des sites gouvernementaux et d’autres sites externes sont fournis pour votre commodité ; nous ne sommes pas responsables de leur contenu.",
        ],
      },
      {
        id: "liability",
        title: "Limitation de responsabilité",
        paragraphs: [
          "Dans la mesure permise par la loi, {business} n’est pas responsable des pertes découlant de l’utilisation de l’information générale de ce site. Rien dans ces conditions ne limite nos obligations professionnelles envers nos clients en vertu d’une entente de service signée ou du Code de déontologie professionnelle de l’organisme de réglementation.",
        ],
      },
      {
        id: "law",
        title: "Droit applicable et modifications",
        paragraphs: [
          "Ces conditions sont régies par les lois de la Saskatchewan et les lois fédérales du Canada qui s’y appliquent. Nous pouvons mettre ces conditions à jour ; la date d’entrée en vigueur ci-dessus indique la version la plus récente. Vous pouvez poser vos questions sur ces conditions à {email}.",
        ],
      },
    ],
  },
});
