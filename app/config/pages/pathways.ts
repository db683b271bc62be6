import type { PageInfo } from "../page-info";

export const pathwaysPage: PageInfo = {
  path: "/pathways",
  title: { en: "Pathways Finder", fr: "Outil d’orientation" },
  description: {
    en: "Answer a few questions to see which immigration programs you may qualify for: Federal Skilled Worker, Canadian Experience Class, Federal Skilled Trades, Express Entry and Saskatchewan's SINP.",
    fr: "Répondez à quelques questions pour voir à quels programmes d’immigration vous pourriez être admissible\u00a0: travailleurs qualifiés, expérience canadienne, métiers spécialisés, Entrée express et PCIS.",
  },
  // Answers arrive in the address and the recent rounds are read at request time.
  prerender: false,
};
