import { ExternalLink } from "lucide";
import { Icon } from "~/components/ui/icon";
import { site } from "~/config/site";
import { LocalLink } from "~/lib/i18n/local-link";
import { LanguageToggle } from "./language-toggle";
import { useShellMessages } from "./shell-copy";

/**
 * The back office's own bar: the consultant's tools, not the public site's calls to action or its
 * chat assistant. One row from 640 px; on a phone the name sits over "Back office".
 */
export function BackOfficeHeader({ accountSlot }: { accountSlot?: React.ReactNode }) {
  const t = useShellMessages();
  return (
    <header data-testid="site-header" className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <LocalLink
          to="/admin"
          className="flex min-w-0 flex-col rounded-md leading-tight font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 sm:flex-row sm:items-baseline sm:gap-2"
        >
          {/* Two lines on a phone, so the business's name is read whole beside the account and language. */}
          <span className="truncate text-[15px] sm:text-base" data-testid="back-office-name">
            {site.businessName}
          </span>
          <span className="shrink-0 text-xs font-semibold text-red-800 sm:text-sm">{t.backOffice}</span>
        </LocalLink>
        <div className="flex shrink-0 items-center gap-2">
          <LocalLink
            to="/"
            className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700 sm:inline-flex"
          >
            {t.publicSite}
            <Icon node={ExternalLink} aria-hidden="true" className="size-4" />
          </LocalLink>
          {accountSlot}
          <LanguageToggle />
        </div>
      </div>
    </header>
  );
}
