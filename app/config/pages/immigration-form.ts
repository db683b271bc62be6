import type { PageInfo } from "../page-info";

export const immigrationFormPage: PageInfo = {
  path: "/immigration-form",
  title: { en: "Immigration Intake Form", fr: "Formulaire d’admission en immigration" },
  description: {
    en: "Tell us about your background so we can assess your immigration options.",
    fr: "Parlez-nous de votre parcours afin que nous puissions évaluer vos options d’immigration.",
  },
  prerender: false,
  indexable: false,
};
