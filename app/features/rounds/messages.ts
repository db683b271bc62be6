import { defineMessages } from "~/lib/i18n/messages";

export const roundsMessages = defineMessages({
  en: {
    heading: "Your score and the latest Express Entry rounds",
    period: "Rounds of invitations from {from} to {to}.",
    summary:
      "Your estimated score of {score} reaches the cut-off of {reached} of the {total} rounds in this period.",
    byKind:
      "General rounds (all programs): {general}. Program rounds: {program}. Category rounds: {category}.",
    ofTotal: "{n} of {total}",
    note: "Program rounds invite only the candidates of one program, and category rounds only those who qualify for the category (French-language proficiency or an occupation, for example): their cut-offs apply only to those candidates.",
    chartTitle: "CRS cut-off of each round, and your score",
    kinds: { general: "General round", program: "Program round", category: "Category round" },
    yourScore: "Your score: {n}",
    table: "Show the rounds as a table",
    columns: {
      date: "Date",
      round: "Round",
      invitations: "Invitations",
      cutoff: "Lowest score invited",
      reached: "Your score reaches it",
    },
    yes: "Yes",
    no: "No",
    none: "No rounds of invitations are available here yet. IRCC publishes every round on its own page.",
    source: "Source: IRCC, Express Entry rounds of invitations",
    inEnglish: "",
    allRounds: "See the recent rounds",
    pageLead:
      "Every round of invitations IRCC has held in the last six months of published rounds: when, for whom, how many invitations and the lowest score invited.",
    updated: "Rounds last read from IRCC on {date}.",
    estimateHint: "Compare your own score with the Express Entry CRS calculator.",
    calculator: "Estimate your CRS score",
  },
  fr: {
    heading: "Votre score et les dernières rondes d’Entrée express",
    period: "Rondes d’invitations du {from} au {to}.",
    summary:
      "Votre score estimé de {score} atteint le seuil de {reached} des {total} rondes de cette période.",
    byKind:
      "Rondes générales (tous les programmes) : {general}. Rondes par programme : {program}. Rondes par catégorie : {category}.",
    ofTotal: "{n} sur {total}",
    note: "Les rondes par programme n’invitent que les candidats d’un programme, et les rondes par catégorie que ceux qui répondent aux critères de la catégorie (connaissance du français ou une profession, par exemple) : leurs seuils ne valent que pour ces candidats.",
    chartTitle: "Seuil SCG de chaque ronde, et votre score",
    kinds: { general: "Ronde générale", program: "Ronde par programme", category: "Ronde par catégorie" },
    yourScore: "Votre score : {n}",
    table: "Afficher les rondes sous forme de tableau",
    columns: {
      date: "Date",
      round: "Ronde",
      invitations: "Invitations",
      cutoff: "Score le plus bas invité",
      reached: "Votre score l’atteint",
    },
    yes: "Oui",
    no: "Non",
    none: "Aucune ronde d’invitations n’est encore disponible ici. IRCC publie chaque ronde sur sa propre page.",
    source: "Source : IRCC, rondes d’invitations d’Entrée express",
    inEnglish: " (en anglais)",
    allRounds: "Voir les rondes récentes",
    pageLead:
      "Chaque ronde d’invitations tenue par IRCC au cours des six derniers mois de rondes publiées : quand, pour qui, combien d’invitations et le score le plus bas invité.",
    updated: "Rondes lues chez IRCC le {date}.",
    estimateHint: "Comparez votre propre score avec le calculateur SCG d’Entrée express.",
    calculator: "Estimer votre score SCG",
  },
});

export type RoundsMessages = (typeof roundsMessages)["en"];
