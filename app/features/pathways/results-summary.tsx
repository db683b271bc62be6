import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { sendMessages } from "./send-messages";
import type { SentResults } from "./sent-results";

/** Each programme with its status in words, then the two grids' totals: what is sent, as it is sent. */
export function ResultsSummary({ results, headingId }: { results: SentResults; headingId: string }) {
  const t = useMessages(sendMessages);
  return (
    <div className="space-y-4">
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-left" aria-labelledby={headingId}>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                {t.programme}
              </th>
              <th scope="col" className="py-2 font-semibold text-slate-900">
                {t.result}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.programmes.map((programme) => (
              <tr key={programme.id} className="border-b border-slate-200" data-testid="sent-programme">
                <th scope="row" className="py-2 pr-4 font-normal break-words text-slate-800">
                  {t.programmes[programme.id]}
                </th>
                <td
                  className={
                    programme.status === "meets" ? "py-2 font-semibold text-green-800" : "py-2 text-slate-800"
                  }
                >
                  {t.statuses[programme.kind][programme.status]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {(["fsw", "sinp"] as const).map((grid) => (
          <div key={grid} className="contents">
            <dt className="font-medium text-slate-800">{t.grid[grid]}</dt>
            <dd className="text-slate-900" data-testid={`sent-${grid}`}>
              {format(t.gridScore, { ...results[grid] })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
