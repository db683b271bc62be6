import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/dates";
import { roundLabel } from "./categories";
import type { RoundsMessages } from "./messages";
import type { Round } from "./parse-rounds";

/*
 * Below `sm` each round is a card: its name on top, then date, invitations, lowest score (and whether the
 * score reaches it) as labelled values in two columns, all on screen without scrolling sideways. From `sm`
 * it is the table, whose column headings the labels repeat (hidden there).
 */
const cell = "px-3 align-top sm:border-b sm:border-slate-200 sm:py-2 max-sm:block max-sm:py-1";
const headCell = "border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900";
const label = "block text-xs font-semibold text-slate-600 sm:hidden";

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
    // Between `sm` and the table's width the table scrolls sideways in its box: a keyboard can reach and scroll it too.
    // From 1024 to 1535 px the page's column reaches the window's edge: the last column ends before the chat button's.
    <div
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-red-700 lg:max-2xl:pr-16"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus (WCAG 2.1.1), and nothing inside it can
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table
        className="w-full border-collapse text-sm max-sm:block sm:min-w-[36rem]"
        data-testid="rounds-table"
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="max-sm:sr-only">
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
        <tbody className="max-sm:block">
          {rounds.map((round) => {
            const name = roundLabel(round, locale);
            return (
              <tr
                key={round.number}
                className="max-sm:grid max-sm:grid-cols-2 max-sm:border-b max-sm:border-slate-200 max-sm:py-2"
              >
                <td className={`${cell} sm:whitespace-nowrap`}>
                  <span className={label}>{t.columns.date}</span>
                  {formatLongDate(round.drawnOn, locale)}
                </td>
                <th
                  scope="row"
                  className={`${cell} text-left font-normal max-sm:order-first max-sm:col-span-2 max-sm:font-semibold max-sm:text-slate-900`}
                >
                  <span lang={name === round.name && locale === "fr" ? "en" : undefined}>{name}</span>
                </th>
                <td className={`${cell} tabular-nums sm:text-right`}>
                  <span className={label}>{t.columns.invitations}</span>
                  {number.format(round.invitations)}
                </td>
                <td className={`${cell} tabular-nums sm:text-right`}>
                  <span className={label}>{t.columns.cutoff}</span>
                  {round.cutoff}
                </td>
                {score !== undefined && (
                  <td className={cell}>
                    <span className={label}>{t.columns.reached}</span>
                    {score >= round.cutoff ? t.yes : t.no}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
