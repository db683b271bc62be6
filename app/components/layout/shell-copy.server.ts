import { footerLinks, menu, type MenuLink } from "~/config/navigation";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import type { CopyLink, ShellCopy } from "./shell-copy";
import { shellMessages } from "./shell-messages";

const localLink = (link: MenuLink, locale: Locale): CopyLink => ({
  label: link.label[locale],
  href: link.href,
});

function buildCopy(locale: Locale): ShellCopy {
  return {
    locale,
    t: pick(shellMessages, locale),
    menu: menu.map((item) => ({
      ...localLink(item, locale),
      barLabel: (item.barLabel ?? item.label)[locale],
      submenu: item.submenu?.map((link) => localLink(link, locale)),
    })),
    footerLinks: footerLinks.map((link) => localLink(link, locale)),
  };
}

// The tables never change while the server runs: each language's copy is built once, not per page.
const copies: Record<Locale, ShellCopy> = { en: buildCopy("en"), fr: buildCopy("fr") };

/** The shell's copy of one language, for the server renderer to give the page. */
export const shellCopyFor = (locale: Locale): ShellCopy => copies[locale];
