import { CircleCheck, Circle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { intakeSections } from "./fields";
import type { DraftState } from "./use-draft";
import { intakeMessages } from "./messages";

/** How many sections are complete, in words and as a bar's width. */
function useProgress(done: readonly boolean[]) {
  const t = useMessages(intakeMessages);
  const doneCount = done.filter(Boolean).length;
  return {
    doneCount,
    text: format(t.progress, { done: doneCount, total: intakeSections.length }),
    width: `${(doneCount / intakeSections.length) * 100}%`,
  };
}

/** The list of sections beside the form, each marked complete or not, and the draft's state. */
export function ProgressNav({ done, draft }: { done: readonly boolean[]; draft: DraftState }) {
  const t = useMessages(intakeMessages);
  const progress = useProgress(done);
  return (
    <nav aria-label={t.progressLabel} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900" data-testid="intake-progress">
        {progress.text}
      </p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={intakeSections.length}
        aria-valuenow={progress.doneCount}
      >
        <div className="h-full bg-green-700 transition-[width]" style={{ width: progress.width }} />
      </div>
      <ol className="mt-4 space-y-2 text-sm">
        {intakeSections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#intake-${section.id}`}
              className="flex items-start gap-2 rounded-sm text-slate-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {done[index] ? (
                <Icon
                  node={CircleCheck}
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-green-700"
                />
              ) : (
                <Icon node={Circle} aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              )}
              <span>
                {t.sections[section.id]}
                <span className="sr-only"> ({done[index] ? t.complete : t.incomplete})</span>
              </span>
            </a>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="draft-state">
        {draft === "saving" && t.draftSaving}
        {draft === "saved" && t.draftSaved}
        {draft === "failed" && t.draftFailed}
      </p>
    </nav>
  );
}

/** On phones the section list is far above: a compact bar keeps the progress in sight. */
export function CompactProgress({ done }: { done: readonly boolean[] }) {
  const progress = useProgress(done);
  return (
    <div
      aria-hidden="true"
      data-testid="intake-progress-compact"
      className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden"
    >
      <p className="text-sm font-semibold text-slate-900">{progress.text}</p>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-green-700 transition-[width]" style={{ width: progress.width }} />
      </div>
    </div>
  );
}
