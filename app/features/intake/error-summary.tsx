import { useEffect, useRef, type RefObject } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { Answer } from "./fields";
import { intakeMessages } from "./messages";

export function countText(forms: { one: string; other: string }, n: number, locale: Locale): string {
  const rule = new Intl.PluralRules(locale === "fr" ? "fr-CA" : "en-CA").select(n);
  return format(rule === "one" ? forms.one : forms.other, { n });
}

/** The summary's heading: focused with JavaScript, and the fragment the form posts to without it. */
export const SUMMARY_HEADING_ID = "intake-summary-title";

/**
 * The list of answers to fix after a refused submission. Its heading takes the focus when it
 * appears, so that a screen reader starts there, and is scrolled to the top of the screen: focusing
 * alone scrolls a long list to its middle. The heading's scroll margin, added to the page's scroll
 * padding, keeps it clear of the sticky header and, on a phone, of the progress bar under it. Each
 * entry leads to its field.
 */
export function ErrorSummary({
  entries,
  formRef,
}: {
  entries: { name: Answer; error: string }[];
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const t = useMessages(intakeMessages);
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  const goTo = (name: Answer) => {
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    control?.focus();
    control?.scrollIntoView({ block: "center" });
  };
  return (
    <div
      role="alert"
      aria-labelledby={SUMMARY_HEADING_ID}
      data-testid="intake-error-summary"
      className="rounded-xl border-2 border-red-700 bg-white p-6"
    >
      <h2
        ref={heading}
        id={SUMMARY_HEADING_ID}
        tabIndex={-1}
        className="scroll-mt-12 text-lg font-semibold text-red-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-red-700"
      >
        {t.summaryTitle}
      </h2>
      <p className="mt-1 text-slate-800">{countText(t.missingAnswers, entries.length, locale)}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {entries.map(({ name, error }) => (
          <li key={name}>
            <a
              href={`#intake-${name}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(name);
              }}
              className="inline-block py-0.5 align-top text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {name === "consent" ? t.consentLabel : t.labels[name]} — {error}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
