import type { CopyLink } from "./shell-copy";
import { LocalLink } from "~/lib/i18n/local-link";
import { useShellMessages } from "./shell-copy";

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
  links: CopyLink[];
  neutralPath: string;
  onNavigate: () => void;
  linkClassName: string;
}) {
  const t = useShellMessages();
  return [{ label: t.overview, href: parentHref }, ...links].map((sub) => (
    <li key={sub.href}>
      <LocalLink
        to={sub.href}
        onClick={onNavigate}
        aria-current={neutralPath === sub.href ? "page" : undefined}
        className={linkClassName}
      >
        {sub.label}
      </LocalLink>
    </li>
  ));
}
