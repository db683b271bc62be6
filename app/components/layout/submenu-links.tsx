import type { MenuLink } from "~/config/navigation";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { shellMessages } from "./shell-messages";

/**
 * A menu item's submenu entries — its own page first ("Overview"), then the submenu — as list
 * items, for the desktop dropdown and the mobile accordion alike.
 */
export function SubmenuLinks({
  parentHref,
  links,
  neutralPath,
  onNavigate,
  linkClassName,
}: {
  parentHref: string;
  links: MenuLink[];
  neutralPath: string;
  onNavigate: () => void;
  linkClassName: string;
}) {
  const locale = useLocale();
  const t = useMessages(shellMessages);
  return [{ label: { en: t.overview, fr: t.overview }, href: parentHref }, ...links].map((sub) => (
    <li key={sub.href}>
      <LocalLink
        to={sub.href}
        onClick={onNavigate}
        aria-current={neutralPath === sub.href ? "page" : undefined}
        className={linkClassName}
      >
        {sub.label[locale]}
      </LocalLink>
    </li>
  ));
}
