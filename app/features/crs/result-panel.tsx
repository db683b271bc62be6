import { Printer } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode, Ref } from "react";
import { buttonStyles } from "~/components/ui/button";
import type { Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import type { CalculatedResult, RankedImprovement } from "./assessment";
import { crsSections, type Improvement } from "./engine";
import { choiceFields, type ChoiceField } from "./form-state";
import type { CrsMessages } from "./messages";
import type { RuleSetId } from "./rule-sets";

/*
 * The points column ends short of the card's right edge below `sm`: the chat button floats over the
 * right of a phone's screen, and no figure may pass under it as the breakdown is scrolled (issue 32 §2).
 */
/** IRCC's own CRS tool, in each language. */
const OFFICIAL_CRS_TOOL_URL: Record<Locale, string> = {
  en: "https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp",
  fr: "https://www.cic.gc.ca/francais/immigrer/qualifie/outil-scg.asp",
};

const pointsCell = "py-1 text-right tabular-nums text-slate-900 max-sm:pr-16";

function optionLabel(t: CrsMessages, field: ChoiceField, value: string): string {
  const tables: Partial<Record<ChoiceField, Record<string, string>>> = {
    education: t.options.education,
    spouseEducation: t.options.education,
    canadianWorkExperience: t.options.canadianWorkExperience,
    foreignWorkExperience: t.options.foreignWorkExperience,
    spouseWorkExperience: t.options.spouseWorkExperience,
    canadianEducation: t.options.canadianEducation,
    frenchLanguageAbility: t.options.frenchLanguageAbility,
    arrangementEmployment: t.options.arrangementEmployment,
    maritalStatus: t.options.maritalStatus,
  };
  const table: Record<string, string> = tables[field] ?? t.options.yesNo;
  return (choiceFields[field] as readonly string[]).includes(value) ? (table[value] ?? value) : value;
}

function improvementLabel(t: CrsMessages, way: Improvement): string {
  if (way.kind === "allSkills") return format(t.raise.allSkills[way.field], { n: way.value.slice(3) });
  return format(t.raise.choice, { field: t.fields[way.field], option: optionLabel(t, way.field, way.value) });
}

/** What a way is worth under IRCC's current grid, said only when that differs from the gain shown. */
function currentGridNote(t: CrsMessages, way: RankedImprovement): string | null {
  if (way.currentGridGain === undefined || way.currentGridGain === way.gain) return null;
  if (way.kind === "choice" && way.field === "arrangementEmployment") return t.raise.jobOfferNote;
  if (way.currentGridGain <= 0) return t.raise.noCurrentGridPoints;
  return format(t.raise.currentGrid, { n: way.currentGridGain });
}

const listOf = (locale: Locale, items: string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

/** The score, its breakdown by section and factor, and the changes that would raise it. */
export function ResultPanel({
  t,
  locale,
  result,
  ruleSetId,
  canPrint,
  headingRef,
  onAnswerCore,
  finder,
  children,
}: {
  t: CrsMessages;
  locale: Locale;
  result: CalculatedResult;
  ruleSetId: RuleSetId;
  canPrint: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Once interactive, the Core Factors are a tab to open rather than a section to scroll to. */
  onAnswerCore?: () => void;
  /** The link to the Pathways Finder with the same answers. */
  finder?: ReactNode;
  /** What the page adds below the result (the recent rounds of invitations). */
  children?: ReactNode;
}) {
  const officialTool = OFFICIAL_CRS_TOOL_URL[locale];
  const factorLabels: Record<string, string> = t.factors;
  return (
    <section
      id="crs-result"
      aria-labelledby="crs-result-heading"
      className="crs-result mt-10 scroll-mt-28 rounded-xl border-2 border-red-700 bg-white p-6 shadow-sm"
    >
      <h2
        id="crs-result-heading"
        ref={headingRef}
        tabIndex={-1}
        data-testid="crs-score"
        className="text-2xl font-bold text-slate-900 focus:outline-none md:text-3xl"
      >
        {format(t.result.heading, { n: result.total })}
      </h2>
      {result.unanswered.length > 0 && (
        <div
          data-testid="crs-unanswered"
          className="mt-4 rounded-md border-l-4 border-amber-500 bg-amber-50 p-4"
        >
          <p className="text-slate-900">
            {format(t.result.unanswered, {
              questions: listOf(
                locale,
                result.unanswered.map((question) => t.result.questions[question]),
              ),
            })}
          </p>
          <a
            href="#crs-heading-core"
            onClick={(event) => {
              if (!onAnswerCore) return;
              event.preventDefault();
              onAnswerCore();
            }}
            className="mt-2 inline-block font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t.result.unansweredLink}
          </a>
        </div>
      )}
      <p className="mt-3 text-slate-700">{t.result.estimate}</p>
      <p className="mt-1 text-sm text-slate-700">{t.result.ruleSet[ruleSetId]}</p>
      {result.otherGrid && (
        <p data-testid="crs-other-grid" className="mt-3 rounded-md bg-slate-50 p-3 text-slate-800">
          {format(t.result.otherGrid, {
            n: result.otherGrid.total,
            reasons: listOf(
              locale,
              result.otherGrid.differences.map((difference) => t.result.differences[difference]),
            ),
          })}
        </p>
      )}
      <p className="mt-3">
        <a
          href={officialTool}
          className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {t.result.officialTool}
        </a>
      </p>
      {finder && <p className="mt-2">{finder}</p>}

      {/* Up to where the page's column stops short of the window's edge, the right column (the ways to
          raise the score and their points) ends before the chat button's column. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:max-2xl:pr-16">
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{t.result.breakdown}</h3>
          {crsSections.map((key) => {
            const section = result.breakdown[key];
            return (
              <table key={key} data-testid={`crs-section-${key}`} className="mt-4 w-full text-left text-sm">
                <caption className="pb-1 text-left font-semibold text-slate-900">{t.sections[key]}</caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t.result.factor}</th>
                    <th scope="col">{t.result.points}</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(section.factors as Record<string, number>).map(([factor, points]) => (
                    <tr key={factor} className="border-t border-slate-200">
                      <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                        {factorLabels[factor] ?? factor}
                      </th>
                      <td className={pointsCell}>{points}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-300">
                    <th scope="row" className="py-1 pr-4 font-semibold text-slate-900">
                      {t.result.subtotal}
                    </th>
                    <td className={`${pointsCell} font-semibold`}>{section.total}</td>
                  </tr>
                </tfoot>
              </table>
            );
          })}
          <p className="mt-4 flex justify-between border-t-2 border-red-700 pt-2 text-lg font-bold text-slate-900">
            <span>{t.result.total}</span>
            <span className="tabular-nums">{result.total}</span>
          </p>
        </div>

        <div>
          <h3 className="text-xl font-semibold text-slate-900">{t.raise.heading}</h3>
          {result.ways.length === 0 ? (
            <p className="mt-3 text-slate-700">{t.raise.none}</p>
          ) : (
            <>
              <p className="mt-3 text-slate-700">{t.raise.lead}</p>
              <ol data-testid="crs-ways" className="mt-3 space-y-2">
                {result.ways.map((way) => {
                  const note = currentGridNote(t, way);
                  return (
                    <li key={`${way.field}-${way.value}`} className="rounded-md bg-slate-50 px-3 py-2">
                      <span className="flex items-baseline justify-between gap-4">
                        <span className="text-slate-800">{improvementLabel(t, way)}</span>
                        <span className="shrink-0 font-semibold text-red-800 tabular-nums">
                          {format(t.raise.gain, { n: way.gain })}
                        </span>
                      </span>
                      {note && <span className="mt-1 block text-sm text-slate-700">{note}</span>}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          {canPrint && (
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonStyles({ variant: "outline", className: "crs-no-print mt-6" })}
            >
              <Icon node={Printer} aria-hidden="true" className="size-4" />
              {t.result.print}
            </button>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}
