import { ChevronDown } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useRef } from "react";
import { useLocation } from "react-router";
import { hrefPath, isItemActive } from "~/config/navigation";
import { stripLocale } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { cn } from "~/lib/cn";
import { useShellCopy } from "./shell-copy";
import { SubmenuLinks } from "./submenu-links";
import { useSubmenu } from "./use-submenu";

const itemClass =
  "inline-flex items-center gap-0.5 rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap text-slate-800 xl:gap-1 xl:px-3 hover:bg-slate-100 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
const activeClass = "text-red-800 bg-red-50";

export function DesktopNav() {
  const { t, menu } = useShellCopy();
  const neutralPath = stripLocale(useLocation().pathname);
  const navRef = useRef<HTMLElement>(null);
  const { openId, hoverOpen, toggle, close } = useSubmenu(navRef);

  return (
    <nav ref={navRef} aria-label={t.mainNav} className="hidden lg:block" data-testid="desktop-nav">
      <ul className="flex items-center">
        {menu.map((item) => {
          const active = isItemActive(item, neutralPath);
          if (!item.submenu) {
            return (
              <li key={item.href}>
                <LocalLink
                  to={item.href}
                  aria-current={neutralPath === item.href ? "page" : undefined}
                  data-active={active}
                  className={cn(itemClass, active && activeClass)}
                >
                  {item.barLabel}
                </LocalLink>
              </li>
            );
          }
          const id = `submenu-${hrefPath(item.href).slice(1)}`;
          const isOpen = openId === id;
          return (
            <li
              key={item.href}
              className="relative"
              onMouseEnter={() => hoverOpen(id)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => toggle(id)}
                data-active={active}
                className={cn(itemClass, active && activeClass)}
              >
                {item.barLabel}
                <Icon
                  node={ChevronDown}
                  aria-hidden="true"
                  className={cn("size-4 transition-transform", isOpen && "rotate-180")}
                />
              </button>
              <ul
                id={id}
                hidden={!isOpen}
                className="absolute left-0 top-full z-50 mt-1 min-w-60 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
              >
                {/* Rendered only when open: every page would otherwise carry (and hydrate) every
                    submenu's links, which nobody can reach while they are hidden. */}
                {isOpen && (
                  <SubmenuLinks
                    parentHref={item.href}
                    links={item.submenu}
                    neutralPath={neutralPath}
                    onNavigate={close}
                    linkClassName="block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-red-700"
                  />
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
