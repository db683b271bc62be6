import type { PageInfo } from "../page-info";

export const aboutPage: PageInfo = {
  path: "/about",
  title: { en: "About Us", fr: "À propos" },
  description: {
    en: "Meet our licensed immigration consultant, foreign-worker recruiter and lawyer, and the values behind our practice.",
    fr: "Découvrez notre consultante en immigration agréée, recruteuse de travailleurs étrangers et avocate, et les valeurs de notre cabinet.",
  },
};
