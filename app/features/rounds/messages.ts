import { defineMessages } from "~/lib/i18n/messages";

export const roundsMessages = defineMessages({
  en: {
    heading: "Your score and the latest Express Entry rounds",
    period: "Rounds of invitations from {from} to {to}.",
    summary:
      "Your estimated score of {score} reaches the cut-off of {reached} of the {total} rounds in this period.",
    byKind: {
      general: "General rounds (all programs): {share}.",
      program: "Program rounds: {share}.",
      category: "Category rounds: {share}.",
    },
    ofTotal: "{n} of {total}",
    noneOfKind: "none in this period",
    note: "Program rounds invite only the candidates of one program, and category rounds only those who qualify for the category (French-language proficiency or an occupation, for example): their cut-offs apply only to those candidates.",
    chartTitle: "CRS cut-off of each round, and your score",
    kinds: { general: "General round", program: "Program round", category: "Category round" },
    yourScore: "Your score: {n}",
    table: "Show the rounds as a table",
    pageCaption: "Express Entry rounds of invitations, newest first",
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
    allRounds: "See the recent rounds",
    pageLead:
      "Every round of invitations IRCC has held in the last six months of published rounds: when, for whom, how many invitations and the lowest score invited.",
    updated: "Rounds last read from IRCC on {date}.",
    estimateHint: "Compare your own score with the Express Entry CRS calculator.",
    calculator: "Estimate your CRS score",
  },
  fr: {
    heading: "Votre note et les dernières rondes d’Entrée express",
    period: "Rondes d’invitations du {from} au {to}.",
    summary:
      "Votre note estimée de {score} atteint le seuil de {reached} des {total} rondes de cette période.",
    byKind: {
      general: "Rondes générales (tous les programmes)\u00a0: {share}.",
      program: "Rondes par programme\u00a0: {share}.",
      category: "Rondes par catégorie\u00a0: {share}.",
    },
    ofTotal: "{n} sur {total}",
    noneOfKind: "aucune dans cette période",
    note: "Les rondes par programme n’invitent que les candidats d’un programme, et les rondes par catégorie que ceux qui répondent aux critères de la catégorie (compétences linguistiques en français ou profession, par exemple)\u00a0: leurs seuils ne valent que pour ces candidats.",
    chartTitle: "Seuil SCG de chaque ronde, et votre note",
    kinds: { general: "Ronde générale", program: "Ronde par programme", category: "Ronde par catégorie" },
    yourScore: "Votre note\u00a0: {n}",
    table: "Afficher les rondes sous forme de tableau",
    pageCaption: "Rondes d’invitations d’Entrée express, de la plus récente à la plus ancienne",
    columns: {
      date: "Date",
      round: "Ronde",
      invitations: "Invitations",
      cutoff: "Note SCG du candidat le moins bien classé",
      reached: "Votre note l’atteint",
    },
    yes: "Oui",
    no: "Non",
    none: "Aucune ronde d’invitations n’est encore disponible ici. IRCC publie chaque ronde sur sa propre page.",
    source: "Source\u00a0: IRCC, rondes d’invitations d’Entrée express",
    allRounds: "Voir les rondes récentes",
    pageLead:
      "Chaque ronde d’invitations tenue par IRCC au cours des six derniers mois de rondes publiées\u00a0: quand, pour qui, combien d’invitations et la note SCG du candidat le moins bien classé.",
    updated: "Rondes relevées sur le site d’IRCC le {date}.",
    estimateHint: "Comparez votre propre note avec le calculateur de note SCG d’Entrée express.",
    calculator: "Estimer votre note SCG",
  },
});

export type RoundsMessages = (typeof roundsMessages)["en"];
