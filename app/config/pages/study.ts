import type { PageInfo } from "../page-info";

export const studyPage: PageInfo = {
  path: "/study",
  title: { en: "Study in Canada", fr: "Étudier au Canada" },
  description: {
    en: "Study permits, Canadian universities and colleges, student life and post-graduation work.",
    fr: "Permis d’études, universités et collèges canadiens, vie étudiante et travail après les études.",
  },
};
