import type { PageInfo } from "../page-info";

export const provincialGuidesPage: PageInfo = {
  path: "/resources/provincial-guides",
  title: { en: "Provincial Guides", fr: "Guides provinciaux" },
  description: {
    en: "Overviews of provincial nominee programs in Saskatchewan, Ontario, British Columbia and Alberta.",
    fr: "Aperçu des programmes des candidats des provinces en Saskatchewan, en Ontario, en Colombie-Britannique et en Alberta.",
  },
};
