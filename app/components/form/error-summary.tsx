import type { Ref } from "react";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";

export interface SummaryItem {
  /** What the field is called; the link takes the reader to `href`. */
  label: string;
  href: string;
  message: string;
}

/**
 * A refused form's errors listed above it, each linking to its field: what a page sent back without
 * JavaScript shows first. `ref` lets a form move focus to it.
 */
export function ErrorSummary({
  title,
  items,
  ref,
}: {
  title: string;
  items: readonly SummaryItem[];
  ref?: Ref<HTMLDivElement>;
}) {
  const locale = useLocale();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900 focus-visible:outline-2 focus-visible:outline-red-700"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map(({ label, href, message }) => (
          <li key={href}>
            <a
              href={`#${href}`}
              className="rounded-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {label}
            </a>
            {labelColon[locale]}
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
