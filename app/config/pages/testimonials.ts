import type { PageInfo } from "../page-info";

export const testimonialsPage: PageInfo = {
  path: "/testimonials",
  title: { en: "Testimonials", fr: "Témoignages" },
  description: {
    en: "What our clients say about working with us.",
    fr: "Ce que nos clients disent de leur expérience avec nous.",
  },
};
