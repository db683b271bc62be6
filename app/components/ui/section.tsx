import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A page band with an optional heading and lead. The heading is an h2 because each page's
 * single h1 belongs to its header.
 */
export function Section({
  id,
  title,
  lead,
  tone = "white",
  className,
  children,
}: {
  id?: string;
  title?: string;
  lead?: string;
  tone?: "white" | "muted";
  className?: string;
  children: ReactNode;
}) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-28", tone === "muted" ? "bg-slate-50" : "bg-white", className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        {title && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
            {title}
          </h2>
        )}
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        <div className={cn(title || lead ? "mt-8" : undefined)}>{children}</div>
      </div>
    </section>
  );
}
