import {
  Check as CheckIcon,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  CircleMinus,
  ExternalLink,
  X,
} from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode, Ref } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { RuleSetId } from "~/features/crs/rule-sets";
import { formatLongDate } from "~/lib/dates";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { cn } from "~/lib/cn";
import type { Check, ProgrammeId, ProgrammeResult } from "./assess";
import type { PathwaysResultsData } from "./results-data";
import { adviceSentence, checkSentence, listOf, statusText, type Wording } from "./sentences";

const linkStyles =
  "rounded-sm font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/** The CRS estimate shown with Express Entry when a federal programme is met. */
export interface CrsEstimate {
  total: number;
  ruleSetId: RuleSetId;
}

const groups: { id: "federal" | "sinp" | "other"; programmes: readonly ProgrammeId[] }[] = [
  { id: "federal", programmes: ["fsw", "cec", "fst", "expressEntry"] },
  {
    id: "sinp",
    programmes: ["sinpEmploymentOffer", "sinpOccupationInDemand", "sinpExpressEntry", "sinpExperience"],
  },
  { id: "other", programmes: ["study", "family", "communityPilots"] },
];

type Tone = "good" | "pending" | "neutral" | "question";

function toneOf(programme: ProgrammeResult): Tone {
  if (programme.status === "meets") return "good";
  if (programme.status === "doesNotApply") return "neutral";
  return programme.kind === "screening" ? "question" : "pending";
}

/* Each status has its words and its icon beside its colour, so colour is never the only sign. */
const toneStyles: Record<Tone, { badge: string; icon: typeof CircleCheck }> = {
  good: { badge: "border-green-700 bg-green-50 text-green-900", icon: CircleCheck },
  pending: { badge: "border-amber-600 bg-amber-50 text-amber-900", icon: CircleAlert },
  neutral: { badge: "border-slate-400 bg-slate-50 text-slate-800", icon: CircleMinus },
  question: { badge: "border-slate-400 bg-white text-slate-800", icon: CircleHelp },
};

const checkIcons: Record<Check["state"], { icon: typeof CheckIcon; style: string }> = {
  met: { icon: CheckIcon, style: "text-green-700" },
  notMet: { icon: X, style: "text-red-700" },
  missing: { icon: CircleHelp, style: "text-slate-600" },
};

function OfficialSource({ href, wording }: { href: string; wording: Wording }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkStyles}>
      {wording.t.results.source}
      <Icon node={ExternalLink} aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> {wording.t.results.newTab}</span>
    </a>
  );
}

/* Below `sm` the figures end short of the card's right edge: the chat button floats over a phone's right side. */
const figureCell = "py-1 text-right tabular-nums text-slate-900";

function GridTable({
  testId,
  caption,
  rows,
  total,
  maximum,
  passMark,
  wording,
  children,
}: {
  testId: string;
  caption: string;
  rows: readonly { label: string; points: number; maximum: number }[];
  total: number;
  maximum: number;
  passMark: number;
  wording: Wording;
  children?: ReactNode;
}) {
  const { t } = wording;
  return (
    <div className="mt-4">
      <table data-testid={testId} className="w-full max-w-xl text-left text-sm">
        <caption className="pb-1 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t.grid.factor}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium whitespace-nowrap">
              {t.grid.points}
            </th>
            <th scope="col" className="py-1 text-right font-medium whitespace-nowrap max-sm:pr-16">
              {t.grid.maximum}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                {row.label}
              </th>
              <td className={cn(figureCell, "pr-3")}>{row.points}</td>
              <td className={cn(figureCell, "text-slate-700 max-sm:pr-16")}>{row.maximum}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className="py-1 pr-3 text-slate-900">
              {t.grid.total}
            </th>
            <td className={cn(figureCell, "pr-3")}>{total}</td>
            <td className={cn(figureCell, "max-sm:pr-16")}>{maximum}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-sm text-slate-800">{format(t.grid.passMark, { n: passMark })}</p>
      {children}
    </div>
  );
}

function FswGrid({ data, wording }: { data: PathwaysResultsData; wording: Wording }) {
  const { fsw } = data;
  return (
    <GridTable
      testId="fsw-grid"
      caption={wording.t.grid.fswCaption}
      rows={fsw.rows.map((row) => ({ ...row, label: wording.t.grid.fsw[row.factor] }))}
      total={fsw.total}
      maximum={fsw.maximum}
      passMark={fsw.passMark}
      wording={wording}
    />
  );
}

function SinpGrid({ data, wording }: { data: PathwaysResultsData; wording: Wording }) {
  const { sinp } = data;
  return (
    <GridTable
      testId="sinp-grid"
      caption={wording.t.grid.sinpCaption}
      rows={sinp.rows.map((row) => ({ ...row, label: wording.t.grid.sinp[row.factor] }))}
      total={sinp.total}
      maximum={sinp.maximum}
      passMark={sinp.passMark}
      wording={wording}
    >
      {data.assessment.sinp.secondLanguageUncounted && (
        <p data-testid="sinp-second-language" className="mt-2 text-sm text-slate-700">
          {wording.t.grid.secondLanguageUncounted}
        </p>
      )}
    </GridTable>
  );
}

function ProgrammeCard({
  programme,
  data,
  wording,
  federalMet,
  children,
}: {
  programme: ProgrammeResult;
  data: PathwaysResultsData;
  wording: Wording;
  federalMet: readonly string[];
  children?: ReactNode;
}) {
  const { t } = wording;
  const tone = toneStyles[toneOf(programme)];
  const links = data.links[programme.id];
  const headingId = `pathway-${programme.id}-heading`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid={`pathway-${programme.id}`}
        data-status={programme.status}
        className="rounded-xl border border-slate-200 bg-white px-3 py-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h4 id={headingId} className="text-lg font-semibold text-slate-900">
            {t.programmes[programme.id]}
          </h4>
          <p
            data-testid="pathway-status"
            className={cn(
              "inline-flex items-center gap-1.5 rounded-xl border px-3 py-1 text-sm font-semibold",
              tone.badge,
            )}
          >
            <Icon node={tone.icon} aria-hidden="true" className="size-4 shrink-0" />
            {statusText(wording, programme)}
          </p>
        </div>
        <ul className="mt-3 space-y-2">
          {programme.checks.map((check) => {
            const { icon, style } = checkIcons[check.state];
            return (
              <li key={check.id} className="flex gap-2 text-slate-800">
                <Icon node={icon} aria-hidden="true" className={cn("mt-1 size-4 shrink-0", style)} />
                <span>
                  <span className="sr-only">{t.checkState[check.state]} </span>
                  {checkSentence(wording, check, { numbers: data.numbers, federalMet })}
                </span>
              </li>
            );
          })}
        </ul>
        {programme.advice && (
          <p data-testid="pathway-advice" className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-slate-900">
            <strong className="font-semibold">{t.results.helpMost}</strong>{" "}
            {adviceSentence(wording, programme.advice)}
          </p>
        )}
        {children}
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <LocalLink to={links.page} className={linkStyles}>
            {t.results.about}
          </LocalLink>
          {links.source && <OfficialSource href={links.source} wording={wording} />}
        </p>
      </article>
    </li>
  );
}

function SendLink({ query, wording }: { query: string; wording: Wording }) {
  return (
    <ButtonLink to={`/pathways/send?${query}`} className="w-full sm:w-auto">
      {wording.t.results.send}
    </ButtonLink>
  );
}

/** What the finder found: every programme, every rule in words, the grids and the CRS estimate. */
export function PathwaysResults({
  data,
  query,
  crs,
  rounds,
  wording,
  headingRef,
}: {
  data: PathwaysResultsData;
  /** The answers as a query string, for the calculator and the page that sends them. */
  query: string;
  crs: CrsEstimate | null;
  /** The recent rounds beside the CRS estimate. */
  rounds?: ReactNode;
  wording: Wording;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, locale } = wording;
  const { assessment } = data;
  const byId = new Map(assessment.programmes.map((programme) => [programme.id, programme]));
  const met = assessment.programmes.filter((p) => p.kind === "eligibility" && p.status === "meets");
  const worth = assessment.programmes.filter((p) => p.kind === "screening" && p.status === "meets");
  const names = (list: ProgrammeResult[]) =>
    listOf(
      locale,
      list.map((p) => t.programmes[p.id]),
    );
  const federalMet = met
    .filter((p) => p.id === "fsw" || p.id === "cec" || p.id === "fst")
    .map((p) => t.programmes[p.id]);

  return (
    <section
      id="pathways-results"
      aria-labelledby="pathways-results-heading"
      className="mt-10 scroll-mt-28 border-t-4 border-red-700 bg-white pt-6 sm:rounded-xl sm:border-2 sm:p-6 sm:shadow-sm"
    >
      <h2
        id="pathways-results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none md:text-3xl"
      >
        {t.results.heading}
      </h2>
      <p data-testid="pathways-estimate" className="mt-3 text-slate-700">
        {format(t.results.estimate, { date: formatLongDate(data.checkedOn, locale) })}
      </p>
      <p data-testid="pathways-summary" className="mt-3 font-medium text-slate-900">
        {met.length > 0 ? format(t.results.meets, { list: names(met) }) : t.results.meetsNone}
        {worth.length > 0 && <> {format(t.results.worthDiscussing, { list: names(worth) })}</>}
      </p>
      <div className="mt-4">
        <SendLink query={query} wording={wording} />
      </div>

      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`pathways-group-${group.id}`} className="mt-10">
          <h3 id={`pathways-group-${group.id}`} className="text-xl font-semibold text-slate-900">
            {t.groups[group.id]}
          </h3>
          {group.id === "sinp" && <SinpGrid data={data} wording={wording} />}
          <ul className="mt-4 space-y-4">
            {group.programmes.map((id) => {
              const programme = byId.get(id);
              if (!programme) return null;
              return (
                <ProgrammeCard
                  key={id}
                  programme={programme}
                  data={data}
                  wording={wording}
                  federalMet={federalMet}
                >
                  {id === "fsw" && <FswGrid data={data} wording={wording} />}
                  {id === "expressEntry" && crs && (
                    <div
                      data-testid="pathways-crs"
                      className="mt-4 border-t border-slate-200 pt-4 sm:rounded-md sm:border sm:p-4"
                    >
                      <p className="text-lg font-semibold text-slate-900">
                        {format(t.crs.heading, { n: crs.total })}
                      </p>
                      <p className="mt-2 text-slate-700">{t.crs.lead}</p>
                      <p className="mt-1 text-sm text-slate-700">
                        {wording.crs.result.ruleSet[crs.ruleSetId]}
                      </p>
                      <p className="mt-3">
                        <LocalLink to={`/calculator?${query}&calculate=1#crs-result`} className={linkStyles}>
                          {t.crs.details}
                        </LocalLink>
                      </p>
                      {rounds}
                    </div>
                  )}
                </ProgrammeCard>
              );
            })}
          </ul>
        </section>
      ))}

      <div className="mt-10 rounded-lg bg-red-50 p-4 md:p-6">
        <p className="text-slate-900">{t.results.sendLead}</p>
        <div className="mt-3">
          <SendLink query={query} wording={wording} />
        </div>
      </div>
    </section>
  );
}
