import { Check } from "lucide";
import { PageHeader } from "~/components/layout/page-header";
import { Icon } from "~/components/ui/icon";
import { strongLinkClass } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { caseMessages } from "./messages";
import { daysBetween, latestReached, nextActions, stepAction, stepName, type CaseStep } from "./steps";

export interface CasePageData {
  steps: CaseStep[];
  /** The office's calendar day when the page was read, which the days left count from. */
  today: string;
}

/** The client's case: what they must do next and by when, then every step in order. */
export function CasePage({ data: { steps, today } }: { data: CasePageData }) {
  const t = useMessages(caseMessages);
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-16">
        {steps.length === 0 ? (
          <p className="text-slate-700">{t.notStarted}</p>
        ) : (
          <>
            <NextActions steps={steps} today={today} />
            <Timeline steps={steps} />
          </>
        )}
      </div>
    </>
  );
}

function NextActions({ steps, today }: { steps: CaseStep[]; today: string }) {
  const locale = useLocale();
  const t = useMessages(caseMessages);
  const actions = nextActions(steps);
  return (
    <section aria-labelledby="case-next" className="space-y-3">
      <h2 id="case-next" className="text-2xl font-bold text-slate-900">
        {t.nextHeading}
      </h2>
      {actions.length === 0 ? (
        <p className="text-slate-700">{t.nothingDue}</p>
      ) : (
        <ul className="space-y-3">
          {actions.map((step) => {
            const left = daysBetween(today, step.dueOn);
            return (
              <li
                key={step.id}
                className={cn(
                  "rounded-lg border p-4",
                  left < 0 ? "border-red-300 bg-red-50" : "border-amber-300 bg-amber-50",
                )}
                data-testid="case-action"
              >
                <p className="font-semibold break-words text-slate-900">{stepAction(step, locale)}</p>
                <p className="mt-1 text-slate-800">
                  {format(t.dueBy, { date: formatLongDate(step.dueOn, locale) })}
                  {" · "}
                  <span className={cn("font-medium", left < 0 && "text-red-800")}>
                    {left < 0
                      ? t.overdue
                      : left === 0
                        ? t.dueToday
                        : left === 1
                          ? t.oneDayLeft
                          : format(t.daysLeft, { n: left })}
                  </span>
                </p>
                {step.kind === "documents-requested" && (
                  <p className="mt-2">
                    <LocalLink to="/account/documents" className={strongLinkClass}>
                      {t.documentsLink}
                    </LocalLink>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Timeline({ steps }: { steps: CaseStep[] }) {
  const locale = useLocale();
  const t = useMessages(caseMessages);
  const latest = latestReached(steps);
  return (
    <section aria-labelledby="case-timeline" className="space-y-3">
      <h2 id="case-timeline" className="text-2xl font-bold text-slate-900">
        {t.timelineHeading}
      </h2>
      <ol className="space-y-0">
        {steps.map((step) => {
          const reached = step.reachedOn !== null;
          const isLatest = step.id === latest?.id;
          return (
            <li
              key={step.id}
              className="relative border-l-2 border-slate-200 pb-6 pl-8 last:border-transparent last:pb-0"
              data-testid="case-timeline-step"
              data-reached={reached}
              aria-current={isLatest ? "step" : undefined}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-0 -left-[13px] flex size-6 items-center justify-center rounded-full border-2",
                  reached ? "border-green-700 bg-green-700 text-white" : "border-slate-400 bg-white",
                )}
              >
                {reached && <Icon node={Check} className="size-4" />}
              </span>
              <p className="font-semibold break-words text-slate-900">
                {stepName(step, locale)}
                {isLatest && (
                  <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-sm font-medium text-red-800">
                    {t.current}
                  </span>
                )}
              </p>
              <p className="text-slate-700">
                {step.reachedOn
                  ? format(t.reachedOn, { date: formatLongDate(step.reachedOn, locale) })
                  : t.toCome}
              </p>
              {step.applicationNumber && (
                <p className="text-slate-700">
                  {format(t.applicationNumber, { number: step.applicationNumber })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
