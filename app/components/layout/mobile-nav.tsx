import { ChevronDown, Menu, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { hrefPath, isItemActive } from "~/config/navigation";
import { stripLocale } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { cn } from "~/lib/cn";
import { LanguageToggle } from "./language-toggle";
import { useShellCopy } from "./shell-copy";
import { SubmenuLinks } from "./submenu-links";

const linkClass =
  "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700";

/** Hamburger menu: collapsible panel, accordion submenus with at most one expanded. */
export function MobileNav() {
  const { t, menu } = useShellCopy();
  const { pathname } = useLocation();
  const neutralPath = stripLocale(pathname);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  const closeMenu = () => {
    setOpen(false);
    setExpanded(null);
  };

  // A navigation from anywhere (back button, a link in the page) also closes the menu.
  useEffect(closeMenu, [pathname]);

  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /*
   * While open, the menu lies over the top of the page: Escape closes it and gives the focus back to
   * its button, and the focus moving out of it (Tab past its last link, or into the page) closes it,
   * so the focus never lands on something hidden under it (WCAG 2.4.11).
   */
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      setExpanded(null);
      toggle.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node | null)) {
        setOpen(false);
        setExpanded(null);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div className="lg:hidden" ref={root}>
      <div className="flex items-center gap-2">
        <LanguageToggle />
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => (open ? closeMenu() : setOpen(true))}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700"
          data-testid="mobile-menu-button"
        >
          {open ? (
            <Icon node={X} aria-hidden="true" className="size-6" />
          ) : (
            <Icon node={Menu} aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t.mobileNav}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {/* Rendered only when open, like the desktop submenus: hidden links cost every page. */}
        {open && (
          <>
            <ul>
              {menu.map((item) => {
                const active = isItemActive(item, neutralPath);
                if (!item.submenu) {
                  return (
                    <li key={item.href}>
                      <LocalLink
                        to={item.href}
                        onClick={closeMenu}
                        aria-current={neutralPath === item.href ? "page" : undefined}
                        className={cn(linkClass, active && "text-red-800")}
                      >
                        {item.label}
                      </LocalLink>
                    </li>
                  );
                }
                const id = `mobile-submenu-${hrefPath(item.href).slice(1)}`;
                const isExpanded = expanded === id;
                return (
                  <li key={item.href}>
                    <button
                      type="button"
                      aria-expanded={isExpanded}
                      aria-controls={id}
                      onClick={() => setExpanded(isExpanded ? null : id)}
                      className={cn(
                        linkClass,
                        "flex w-full items-center justify-between text-left",
                        active && "text-red-800",
                      )}
                    >
                      {item.label}
                      <Icon
                        node={ChevronDown}
                        aria-hidden="true"
                        className={cn("size-5 transition-transform", isExpanded && "rotate-180")}
                      />
                    </button>
                    <ul id={id} hidden={!isExpanded} className="ml-4 border-l border-slate-200 pl-2">
                      <SubmenuLinks
                        parentHref={item.href}
                        links={item.submenu}
                        neutralPath={neutralPath}
                        onNavigate={closeMenu}
                        linkClassName={cn(linkClass, "py-2 text-sm")}
                      />
                    </ul>
                  </li>
                );
              })}
            </ul>
            <LocalLink
              to="/calculator"
              onClick={closeMenu}
              className="mt-4 block rounded-md bg-red-700 px-4 py-3 text-center font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              {t.freeAssessment}
            </LocalLink>
          </>
        )}
      </nav>
    </div>
  );
}
