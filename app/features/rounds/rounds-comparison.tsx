import type { Locale } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { formatLongDate } from "~/lib/dates";
import { roundKind, type RoundKind } from "./categories";
import { IRCC_ROUNDS_PAGE } from "./links";
import type { RoundsMessages } from "./messages";
import type { Round } from "./parse-rounds";
import { RoundsTable } from "./rounds-table";

/** Drawn small so that the labels stay legible on a phone, where the chart is scaled down least. */
const WIDTH = 400;
const HEIGHT = 240;
const PAD = { left: 36, right: 10, top: 18, bottom: 28 };
const DAY_MS = 24 * 60 * 60 * 1000;

const kinds: RoundKind[] = ["general", "program", "category"];
const kindStyle: Record<RoundKind, string> = {
  general: "fill-red-700",
  program: "fill-slate-700",
  category: "fill-blue-700",
};

function Marker({ kind, x, y }: { kind: RoundKind; x: number; y: number }) {
  if (kind === "general") return <circle cx={x} cy={y} r={5.5} className={kindStyle.general} />;
  if (kind === "program")
    return <rect x={x - 5} y={y - 5} width={10} height={10} className={kindStyle.program} />;
  return (
    <path
      d={`M${x} ${y - 6.5}L${x + 6.5} ${y}L${x} ${y + 6.5}L${x - 6.5} ${y}Z`}
      className={kindStyle.category}
    />
  );
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();

/** A y-axis step that gives four to six ticks over the range. */
function tickStep(span: number): number {
  return [10, 20, 25, 50, 100, 200].find((step) => span / step <= 6) ?? 250;
}

/** Where the visitor's score stands against the recent rounds: a sentence, a chart and the same as a table. */
export function RoundsComparison({
  t,
  locale,
  rounds,
  score,
}: {
  t: RoundsMessages;
  locale: Locale;
  rounds: readonly Round[];
  score: number;
}) {
  if (rounds.length === 0) {
    return (
      <section aria-labelledby="rounds-heading" className="mt-10" data-testid="rounds-comparison">
        <h3 id="rounds-heading" className="text-xl font-semibold text-slate-900">
          {t.heading}
        </h3>
        <p className="mt-3 text-slate-700">
          {t.none}{" "}
          <a
            href={IRCC_ROUNDS_PAGE[locale]}
            className="font-semibold text-red-800 underline underline-offset-2"
          >
            {t.source}
          </a>
        </p>
      </section>
    );
  }
  const newest = rounds[0]!.drawnOn;
  const oldest = rounds.at(-1)!.drawnOn;
  const reached = (list: readonly Round[]) => list.filter((round) => score >= round.cutoff).length;
  const ofKind = (kind: RoundKind) => rounds.filter((round) => roundKind(round.category) === kind);
  // A kind with no round in the period has no share to give: "0 of 0" would read as a count.
  const share = (list: readonly Round[]) =>
    list.length === 0 ? t.noneOfKind : format(t.ofTotal, { n: reached(list), total: list.length });

  const values = [...rounds.map((round) => round.cutoff), score];
  const step = tickStep(Math.max(...values) - Math.min(...values) + 40);
  const low = Math.max(0, Math.floor((Math.min(...values) - 10) / step) * step);
  const high = Math.min(1200, Math.ceil((Math.max(...values) + 10) / step) * step);
  const start = day(oldest) - 7 * DAY_MS;
  const end = day(newest) + 7 * DAY_MS;
  const x = (iso: string) => PAD.left + ((day(iso) - start) / (end - start)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: Math.round((high - low) / step) + 1 }, (_, index) => low + index * step);
  const months: string[] = [];
  for (let date = new Date(start); date.getTime() <= end; date.setUTCMonth(date.getUTCMonth() + 1, 1)) {
    const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)).toISOString().slice(0, 10);
    if (day(first) >= start) months.push(first);
  }
  const monthName = new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    month: "short",
    timeZone: "UTC",
  });
  const scoreLabel = format(t.yourScore, { n: score });
  const scoreY = Math.min(HEIGHT - PAD.bottom, Math.max(PAD.top, y(score)));

  return (
    <section aria-labelledby="rounds-heading" className="mt-10" data-testid="rounds-comparison">
      <h3 id="rounds-heading" className="text-xl font-semibold text-slate-900">
        {t.heading}
      </h3>
      <p className="mt-2 text-slate-700">
        {format(t.period, { from: formatLongDate(oldest, locale), to: formatLongDate(newest, locale) })}
      </p>
      <p id="rounds-summary" className="mt-2 font-medium text-slate-900" data-testid="rounds-summary">
        {format(t.summary, { score, reached: reached(rounds), total: rounds.length })}
      </p>
      <p className="mt-1 text-slate-700">
        {kinds.map((kind) => format(t.byKind[kind], { share: share(ofKind(kind)) })).join(" ")}
      </p>
      <figure className="mt-4">
        <figcaption id="rounds-chart-title" className="text-sm font-semibold text-slate-900">
          {t.chartTitle}
        </figcaption>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="mt-2 h-auto w-full max-w-xl"
          role="img"
          aria-labelledby="rounds-chart-title rounds-summary"
          data-testid="rounds-chart"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-slate-200"
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
                {tick}
              </text>
            </g>
          ))}
          {months.map((month) => (
            <text
              key={month}
              x={x(month)}
              y={HEIGHT - 10}
              textAnchor="middle"
              className="fill-slate-700 text-[11px]"
            >
              {monthName.format(new Date(`${month}T00:00:00Z`))}
            </text>
          ))}
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={scoreY}
            y2={scoreY}
            strokeDasharray="6 4"
            strokeWidth={2}
            className="stroke-amber-700"
          />
          <text
            x={WIDTH - PAD.right}
            y={scoreY - 6}
            textAnchor="end"
            className="fill-amber-800 text-[12px] font-semibold"
          >
            {scoreLabel}
          </text>
          {rounds.map((round) => (
            <Marker
              key={round.number}
              kind={roundKind(round.category)}
              x={x(round.drawnOn)}
              y={y(round.cutoff)}
            />
          ))}
        </svg>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <svg viewBox="-8 -8 16 16" className="size-4">
                <Marker kind={kind} x={0} y={0} />
              </svg>
              {t.kinds[kind]}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <svg viewBox="0 0 16 4" className="h-1 w-4">
              <line
                x1={0}
                x2={16}
                y1={2}
                y2={2}
                strokeWidth={2}
                strokeDasharray="4 2"
                className="stroke-amber-700"
              />
            </svg>
            {scoreLabel}
          </li>
        </ul>
      </figure>
      <p className="mt-3 text-sm text-slate-700">{t.note}</p>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-red-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
          {t.table}
        </summary>
        <div className="mt-3">
          <RoundsTable t={t} locale={locale} rounds={rounds} score={score} caption={t.chartTitle} />
        </div>
      </details>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <LocalLink
          to="/resources/express-entry-rounds"
          className="font-semibold text-red-800 underline underline-offset-2"
        >
          {t.allRounds}
        </LocalLink>
        <a
          href={IRCC_ROUNDS_PAGE[locale]}
          className="font-semibold text-red-800 underline underline-offset-2"
        >
          {t.source}
        </a>
      </p>
    </section>
  );
}
