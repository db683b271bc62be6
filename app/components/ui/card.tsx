import { Check } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A content card. Cards with an `id` are link targets ("/services#legal"); `scroll-mt` keeps them
 * clear of the sticky header when the browser scrolls to them.
 */
export function Card({ className, ...rest }: ComponentProps<"article">) {
  return (
    <article
      className={cn(
        "flex scroll-mt-28 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm",
        className,
      )}
      {...rest}
    />
  );
}

/** A card's heading; `as` keeps the page's heading outline correct wherever the card sits. */
export function CardTitle({
  as: Heading = "h2",
  size = "md",
  className,
  ...rest
}: ComponentProps<"h2"> & { as?: "h2" | "h3"; size?: "md" | "lg" }) {
  return (
    <Heading
      className={cn("font-semibold text-slate-900", size === "lg" ? "text-2xl" : "text-xl", className)}
      {...rest}
    />
  );
}

/** A list with check marks: benefits, features, requirements. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <Icon node={Check} aria-hidden="true" className="mt-1 size-4 shrink-0 text-red-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
