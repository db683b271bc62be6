import { Megaphone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useNewsCopy } from "./news-copy";
import { latestBreaking } from "./news-notices";
import { useNews } from "./use-news";

/* The strip keeps its height whatever it shows, so the page below never jumps when news arrives. */
const STRIP = "flex h-11 items-center gap-3 overflow-hidden px-4 text-sm";

/**
 * SPEC §2 home: the most recent breaking item, linked; a quiet pointer to the news otherwise, and always
 * when the page shows the sample items (general guidance is never breaking news).
 */
export function BreakingBanner() {
  const t = useNewsCopy();
  const { status, items, sample } = useNews();
  const breaking = latestBreaking(items, sample);

  if (status === "loading") return <div aria-hidden="true" className="h-11 bg-slate-100" />;

  if (!breaking) {
    return (
      <div className="bg-slate-100 text-slate-800">
        <div className={`mx-auto max-w-7xl ${STRIP}`}>
          <span className="truncate">{t.bannerQuiet}</span>
          <a
            href="#latest-news"
            className="shrink-0 rounded font-semibold text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t.bannerQuietLink}
          </a>
        </div>
      </div>
    );
  }

  return (
    <aside aria-label={t.bannerLabel} data-testid="breaking-banner" className="bg-red-800 text-white">
      <div className={`mx-auto max-w-7xl ${STRIP}`}>
        <span className="flex shrink-0 items-center gap-2 rounded bg-white px-2 py-0.5 text-xs font-bold tracking-wide text-red-800">
          <Icon node={Megaphone} aria-hidden="true" className="size-3.5" />
          {t.breakingBadge}
        </span>
        <a
          href={breaking.link}
          target="_blank"
          rel="noopener noreferrer"
          className="relative min-w-0 truncate rounded font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {breaking.title}
          {/* The link is its containing block: a hidden phrase past the cut-off text must not widen the page. */}
          <span className="sr-only"> {t.opensInNewTab}</span>
        </a>
      </div>
    </aside>
  );
}
