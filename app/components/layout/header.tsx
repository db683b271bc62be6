import { HEADER_SCROLL_THRESHOLD_PX } from "~/config/timings";
import { site } from "~/config/site";
import { LocalLink } from "~/lib/i18n/local-link";
import { cn } from "~/lib/cn";
import { DesktopNav } from "./desktop-nav";
import { LanguageToggle } from "./language-toggle";
import { MobileNav } from "./mobile-nav";
import { useShellMessages } from "./shell-copy";
import { useScrolled } from "./use-scrolled";

/** "Maple Pathways" over a small "IMMIGRATION": the name's last word becomes the lockup's second line. */
function logoLockup(name: string): { name: string; tagline?: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { name };
  const tagline = words.pop();
  return { name: words.join(" "), tagline };
}

const lockup = logoLockup(site.businessName);

export function Header({ accountSlot }: { accountSlot?: React.ReactNode }) {
  const t = useShellMessages();
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 transition-colors duration-300",
        scrolled ? "bg-white/80 shadow-sm backdrop-blur-md" : "bg-white",
      )}
    >
      {/* The spec's desktop-only top bar, deliberately empty. */}
      <div data-testid="top-bar" className="hidden h-2 bg-red-700 lg:block" />
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 xl:gap-4">
        <LocalLink
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          aria-label={`${site.businessName} — ${t.homeLink}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 32 32"
            className="size-8 shrink-0 text-red-700 max-[359px]:hidden"
            fill="currentColor"
          >
            <path d="M16 2l2.6 5.4 4.4-1.6-1.3 5.6 4.8-1.2-2 4.6 3.5 1.6-6 4.4.8 3.2-5.6-1.2V30h-2.4v-7.2l-5.6 1.2.8-3.2-6-4.4 3.5-1.6-2-4.6 4.8 1.2-1.3-5.6 4.4 1.6z" />
          </svg>
          {/* A two-line lockup, and the leaf alone where the full menu needs the room (1024–1279 px). */}
          <span className="flex flex-col leading-tight lg:max-xl:sr-only">
            <span className="text-[15px] whitespace-nowrap sm:text-base">{lockup.name}</span>
            {/* Read as one name: "Maple Pathways Immigration", matching the link's label. */}{" "}
            {lockup.tagline && (
              <span className="text-[11px] font-semibold tracking-[0.2em] whitespace-nowrap text-red-800 uppercase">
                {lockup.tagline}
              </span>
            )}
          </span>
        </LocalLink>
        <DesktopNav />
        <div className="hidden shrink-0 items-center gap-1 lg:flex xl:gap-2">
          {accountSlot}
          <LanguageToggle />
          <LocalLink
            to="/calculator"
            className="rounded-md bg-red-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t.freeAssessment}
          </LocalLink>
        </div>
        {accountSlot && <div className="ml-auto lg:hidden">{accountSlot}</div>}
        <MobileNav />
      </div>
    </header>
  );
}
