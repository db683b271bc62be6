import { sendMessages } from "~/features/pathways/send-messages";
import { resultLines, type Line, type SentResults } from "~/features/pathways/sent-results";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { AdminTable } from "./admin-table";
import { adminMessages } from "./messages";
import { cellClass } from "./styles";

/**
 * Finder results in a lead's file: each programme's status and the grids' totals as the visitor saw
 * them, then their answers in words. Two compact tables that wrap rather than widen the page.
 */
export function PathwaysLeadDetails({ results, answers }: { results: SentResults; answers: Line[] }) {
  const t = useMessages(adminMessages);
  const finder = useMessages(sendMessages);
  const rows = resultLines(results, useLocale());
  return (
    <>
      <section aria-labelledby="lead-results" className="break-inside-avoid space-y-2">
        <h2 id="lead-results" className="text-xl font-semibold text-slate-900">
          {t.pathwaysResults}
        </h2>
        <p className="text-sm text-slate-700">{t.pathwaysResultsNote}</p>
        <div className="relative overflow-x-auto">
          <AdminTable
            aria-labelledby="lead-results"
            data-testid="lead-results"
            columns={[finder.programme, finder.result]}
          >
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cellClass} font-normal break-words`}>
                  {row.label}
                </th>
                <td className={cellClass}>{row.value}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </section>
      <section aria-labelledby="lead-answers" className="space-y-2">
        <h2 id="lead-answers" className="text-xl font-semibold text-slate-900">
          {t.pathwaysAnswers}
        </h2>
        <div className="relative overflow-x-auto">
          <AdminTable
            aria-labelledby="lead-answers"
            data-testid="lead-answers"
            columns={[t.question, t.answer]}
          >
            {answers.map((line) => (
              <tr key={line.label}>
                <th scope="row" className={`${cellClass} font-normal break-words`}>
                  {line.label}
                </th>
                <td className={`${cellClass} break-words`}>{line.value}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </section>
    </>
  );
}
