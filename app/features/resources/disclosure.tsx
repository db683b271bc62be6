import { ChevronDown } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * An accordion item built on <details>: it opens with a click, Enter or Space, works before the
 * page's JavaScript arrives, and the browser announces its expanded state.
 */
export function Disclosure({
  id,
  summary,
  headingLevel: Heading = "h2",
  defaultOpen = false,
  className,
  children,
}: {
  id?: string;
  summary: ReactNode;
  headingLevel?: "h2" | "h3";
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details
      id={id}
      open={defaultOpen}
      className={cn("group scroll-mt-28 rounded-xl border border-slate-200 bg-white shadow-sm", className)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 [&::-webkit-details-marker]:hidden">
        <Heading className="text-lg font-semibold text-slate-900">{summary}</Heading>
        <Icon
          node={ChevronDown}
          aria-hidden="true"
          className="size-5 shrink-0 text-red-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="border-t border-slate-200 px-6 py-5">{children}</div>
    </details>
  );
}
