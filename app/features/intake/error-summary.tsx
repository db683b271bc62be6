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

/**
 * The list of answers to fix after a refused submission, focused when it appears so that a screen
 * reader hears it first; each entry leads to its field.
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const goTo = (name: Answer) => {
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    control?.focus();
    control?.scrollIntoView({ block: "center" });
  };
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="intake-summary-title"
      data-testid="intake-error-summary"
      className="rounded-xl border-2 border-red-700 bg-white p-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <h2 id="intake-summary-title" className="text-lg font-semibold text-red-800">
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
              className="inline-block py-0.5 text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {name === "consent" ? t.consentLabel : t.labels[name]} — {error}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
