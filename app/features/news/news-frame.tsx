import { cn } from "~/lib/cn";
import { useNewsCopy } from "./news-copy";

/* One height for the loading state and the slides, so nothing below moves when the news arrives. */
export const SLIDE_HEIGHT = "h-[34rem] sm:h-[30rem] md:h-80";

/** The news section around the carousel: the anchor the breaking banner links to, and its heading. */
export function NewsFrame({ children }: { children: React.ReactNode }) {
  const t = useNewsCopy();
  return (
    <section id="latest-news" aria-labelledby="latest-news-heading" className="scroll-mt-28 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        <h2 id="latest-news-heading" className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {t.heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** SPEC §4: 'Loading latest immigration news...', in the space the slides will take. */
export function NewsLoading() {
  const t = useNewsCopy();
  return (
    <NewsFrame>
      <div
        className={cn(
          "mt-8 flex items-center justify-center rounded-xl border border-slate-200 bg-white",
          SLIDE_HEIGHT,
        )}
      >
        <p role="status" className="text-slate-700">
          {t.loading}
        </p>
      </div>
      {/* The controls' row, so the section keeps its height when the slides arrive. */}
      <div aria-hidden="true" className="mt-6 h-10" />
    </NewsFrame>
  );
}
