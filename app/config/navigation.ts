import type { Locale } from "~/lib/i18n/locale";

export interface MenuLink {
  label: Record<Locale, string>;
  /** Language-neutral path, optionally with a hash. */
  href: string;
}

export interface MenuItem extends MenuLink {
  /** A shorter label for the desktop bar, where the full one would push the header onto two rows. */
  barLabel?: Record<Locale, string>;
  submenu?: MenuLink[];
}

/** The header menu of SPEC §2 "Header and navigation"; a page gets its language's (`shellCopyFor`). */
export const menu: MenuItem[] = [
  {
    label: { en: "Immigration Programs", fr: "Programmes d’immigration" },
    barLabel: { en: "Immigration Programs", fr: "Programmes" },
    href: "/programs",
    submenu: [
      { label: { en: "Express Entry", fr: "Entrée express" }, href: "/programs#express-entry" },
      {
        label: { en: "Provincial Nominee", fr: "Programmes des candidats des provinces" },
        href: "/programs#provincial-nominee",
      },
      { label: { en: "Family Sponsorship", fr: "Parrainage familial" }, href: "/family" },
      { label: { en: "Business Immigration", fr: "Immigration d’affaires" }, href: "/business" },
    ],
  },
  {
    label: { en: "Study in Canada", fr: "Étudier au Canada" },
    barLabel: { en: "Study in Canada", fr: "Études" },
    href: "/study",
    submenu: [
      { label: { en: "Student Visa", fr: "Permis d’études" }, href: "/study#visa" },
      { label: { en: "Universities", fr: "Universités" }, href: "/study#universities" },
      { label: { en: "Post-Graduation Work", fr: "Travail après les études" }, href: "/study#work" },
    ],
  },
  {
    label: { en: "Services", fr: "Services" },
    href: "/services",
    submenu: [
      {
        label: { en: "Immigration Consulting", fr: "Services-conseils en immigration" },
        href: "/services#consulting",
      },
      { label: { en: "Document Review", fr: "Révision de documents" }, href: "/services#review" },
      { label: { en: "Language Testing", fr: "Tests linguistiques" }, href: "/services#language" },
    ],
  },
  {
    label: { en: "Resources", fr: "Ressources" },
    href: "/resources",
    submenu: [
      { label: { en: "Application Guides", fr: "Guides de demande" }, href: "/resources/application-guides" },
      {
        label: { en: "Document Templates", fr: "Modèles de documents" },
        href: "/resources/document-templates",
      },
      { label: { en: "FAQ", fr: "FAQ" }, href: "/resources/faq" },
      { label: { en: "Provincial Guides", fr: "Guides provinciaux" }, href: "/resources/provincial-guides" },
    ],
  },
  { label: { en: "About Us", fr: "À propos" }, href: "/about" },
  { label: { en: "Contact", fr: "Nous joindre" }, href: "/contact" },
];

/** Footer links of SPEC §2 "Home". */
export const footerLinks: MenuLink[] = [
  { label: { en: "Immigration Programs", fr: "Programmes d’immigration" }, href: "/programs" },
  { label: { en: "Services", fr: "Services" }, href: "/services" },
  { label: { en: "Resources", fr: "Ressources" }, href: "/resources" },
  { label: { en: "About Us", fr: "À propos" }, href: "/about" },
  { label: { en: "Contact", fr: "Nous joindre" }, href: "/contact" },
];

/** The path part of a menu href, for deciding which item is active. */
export function hrefPath(href: string): string {
  return href.split("#")[0] ?? href;
}

/** An item is active when the current page is its page or one of its submenu pages. */
export function isItemActive(
  item: { href: string; submenu?: { href: string }[] },
  neutralPath: string,
): boolean {
  const paths = [item.href, ...(item.submenu ?? []).map((s) => s.href)].map(hrefPath);
  return paths.some((p) => neutralPath === p || (p !== "/" && neutralPath.startsWith(`${p}/`)));
}
