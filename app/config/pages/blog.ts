import type { PageInfo } from "../page-info";

export const blogPage: PageInfo = {
  path: "/blog",
  title: { en: "Immigration Insights", fr: "Perspectives en immigration" },
  description: {
    en: "Articles on Express Entry, provincial nominee programs and study permits.",
    fr: "Articles sur Entrée express, les programmes des candidats des provinces et les permis d’études.",
  },
};

export const blogIds = ["1", "2", "3"] as const;

export function blogArticlePath(id: string): string {
  return `/blog/${id}`;
}
