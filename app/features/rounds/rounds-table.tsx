import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/dates";
import { roundLabel } from "./categories";
import type { RoundsMessages } from "./messages";
import type { Round } from "./parse-rounds";

const cell = "border-b border-slate-200 px-3 py-2 align-top";
const headCell = `${cell} bg-slate-50 text-left font-semibold text-slate-900`;

/** The rounds, newest first; with a score, whether it reaches each round's cut-off. */
export function RoundsTable({
  t,
  locale,
  rounds,
  score,
  caption,
}: {
  t: RoundsMessages;
  locale: Locale;
  rounds: readonly Round[];
  score?: number;
  caption: string;
}) {
  const number = new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA");
  return (
    // On a phone the table scrolls sideways in its box: a keyboard can reach and scroll it too.
    <div
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-red-700"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus (WCAG 2.1.1), and nothing inside it can
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="rounds-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t.columns.date}
            </th>
            <th scope="col" className={headCell}>
              {t.columns.round}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t.columns.invitations}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t.columns.cutoff}
            </th>
            {score !== undefined && (
              <th scope="col" className={headCell}>
                {t.columns.reached}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => {
            const label = roundLabel(round, locale);
            return (
              <tr key={round.number}>
                <td className={`${cell} whitespace-nowrap`}>{formatLongDate(round.drawnOn, locale)}</td>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  <span lang={label === round.name && locale === "fr" ? "en" : undefined}>{label}</span>
                </th>
                <td className={`${cell} text-right tabular-nums`}>{number.format(round.invitations)}</td>
                <td className={`${cell} text-right tabular-nums`}>{round.cutoff}</td>
                {score !== undefined && <td className={cell}>{score >= round.cutoff ? t.yes : t.no}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
