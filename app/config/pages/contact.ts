import type { PageInfo } from "../page-info";

export const contactPage: PageInfo = {
  path: "/contact",
  title: { en: "Contact Us", fr: "Nous joindre" },
  description: {
    en: "Send us a message or book a consultation with our licensed immigration consultant in Saskatoon.",
    fr: "Écrivez-nous ou réservez une consultation avec notre consultante en immigration agréée à Saskatoon.",
  },
};
