import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { CrsMessages } from "./messages";

const tabIds = ["core", "spouse", "transferability", "additional"] as const;
export type TabId = (typeof tabIds)[number];

export function Panel({
  id,
  title,
  enhanced,
  active,
  children,
}: {
  id: TabId;
  title: string;
  enhanced: boolean;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`crs-panel-${id}`}
      role={enhanced ? "tabpanel" : undefined}
      aria-labelledby={enhanced ? `crs-tab-${id}` : `crs-heading-${id}`}
      tabIndex={enhanced ? 0 : undefined}
      hidden={enhanced && !active}
      className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 md:p-6"
    >
      <h2 id={`crs-heading-${id}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}

const tabStyles =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/**
 * Before hydration (and without JavaScript) the four sections are stacked with their headings and the
 * bar above them is a list of in-page links; once interactive the same bar becomes a tab list.
 */
export function TabBar({
  t,
  enhanced,
  active,
  onSelect,
}: {
  t: CrsMessages;
  enhanced: boolean;
  active: TabId;
  onSelect: (id: TabId, focus: boolean) => void;
}) {
  const barStyles = "crs-no-print mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1";
  if (!enhanced) {
    return (
      <nav aria-label={t.tabsLabel}>
        <ul className={barStyles}>
          {tabIds.map((id) => (
            <li key={id}>
              <a href={`#crs-panel-${id}`} className={cn(tabStyles, "block text-slate-800 hover:bg-white")}>
                {t.tabs[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabIds.indexOf(active);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % tabIds.length,
      ArrowLeft: (index - 1 + tabIds.length) % tabIds.length,
      Home: 0,
      End: tabIds.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabIds[target]!, true);
  };
  return (
    <div role="tablist" aria-label={t.tabsLabel} className={barStyles}>
      {tabIds.map((id) => {
        const selected = id === active;
        return (
          <button
            key={id}
            id={`crs-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`crs-panel-${id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id, false)}
            onKeyDown={onKeyDown}
            className={cn(
              tabStyles,
              selected ? "bg-white text-red-800 shadow-sm" : "text-slate-800 hover:bg-white",
            )}
          >
            {t.tabs[id]}
          </button>
        );
      })}
    </div>
  );
}
