import { oldestProseReview } from "~/content/facts";
import { factText } from "~/content/with-facts";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { DashboardData } from "./dashboard.server";
import { statusOrder } from "./lead-kinds";
import { adminMessages, formatOfficeTime } from "./messages";
import { cellClass, headCellClass, tableClass } from "./styles";
import { strongLinkClass } from "~/components/ui/text-link";
import { stepName } from "~/features/case/steps";
import { agreementAdminMessages } from "./agreement-messages";
import { caseAdminMessages } from "./case-messages";

const scrollRegionFocus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** What clients must do within the week, across cases, each linked to its case. */
function DueThisWeek({ due, today }: { due: DashboardData["due"]; today: string }) {
  const locale = useLocale();
  const t = useMessages(caseAdminMessages);
  return (
    <section aria-labelledby="dashboard-due" data-testid="due-this-week">
      <h2 id="dashboard-due" className="text-xl font-semibold text-slate-900">
        {t.dueHeading}
      </h2>
      <p className="mt-2 text-slate-700">{t.dueLead}</p>
      {due.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.dueNone}</p>
      ) : (
        <div className="relative mt-4 overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {t.dueColumns.due}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.dueColumns.client}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.dueColumns.step}
                </th>
              </tr>
            </thead>
            <tbody>
              {due.map((item) => (
                <tr key={item.id}>
                  <td className={cellClass}>
                    {formatLongDate(item.dueOn, locale)}
                    {item.dueOn < today && (
                      <span className="ml-2 font-semibold text-red-800">({t.overdue})</span>
                    )}
                  </td>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    <LocalLink to={`/admin/cases/${item.userId}`} className={strongLinkClass}>
                      {item.client}
                    </LocalLink>
                  </th>
                  <td className={cellClass}>{stepName(item, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ToCountersign({ agreements }: { agreements: DashboardData["toCountersign"] }) {
  const locale = useLocale();
  const t = useMessages(agreementAdminMessages);
  return (
    <section aria-labelledby="dashboard-agreements" data-testid="to-countersign">
      <h2 id="dashboard-agreements" className="text-xl font-semibold text-slate-900">
        {t.dashboardHeading}
      </h2>
      {agreements.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.dashboardNone}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {agreements.map((agreement) => (
            <li key={agreement.id} className="break-words">
              <LocalLink to={`/admin/agreements/${agreement.userId}`} className={strongLinkClass}>
                {format(t.dashboardItem, {
                  client: agreement.client,
                  reference: agreement.reference,
                  date: formatDateTime(agreement.signedAt, locale),
                })}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** New leads, files by status, email delivery, news and rounds feeds, and facts due a check. */
export function Dashboard({ data: loaderData }: { data: DashboardData }) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const caseText = useMessages(caseAdminMessages);
  const { intakeByStatus, outbox, news, rounds, factsToCheck: staleFacts } = loaderData;
  return (
    <>
      <section aria-labelledby="dashboard-leads">
        <h2 id="dashboard-leads" className="text-xl font-semibold text-slate-900">
          {t.nav.leads}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Figure label={t.newToday} value={loaderData.newToday} testId="new-today" />
          <Figure label={t.newThisWeek} value={loaderData.newThisWeek} testId="new-week" />
        </dl>
        <p className="mt-3">
          <LocalLink to="/admin/leads" className={strongLinkClass}>
            {t.viewLeads}
          </LocalLink>
        </p>
      </section>
      <section aria-labelledby="dashboard-documents">
        <h2 id="dashboard-documents" className="text-xl font-semibold text-slate-900">
          {t.documentsHeading}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Figure
            label={t.documentsAwaiting}
            value={loaderData.documents.documents}
            testId="documents-awaiting"
          />
          <Figure label={t.clientsAwaiting} value={loaderData.documents.clients} testId="clients-awaiting" />
        </dl>
        <p className="mt-3">
          <LocalLink to="/admin/documents" className={strongLinkClass}>
            {t.viewDocuments}
          </LocalLink>
        </p>
      </section>
      <section aria-labelledby="dashboard-messages">
        <h2 id="dashboard-messages" className="text-xl font-semibold text-slate-900">
          {caseText.unreadHeading}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Figure
            label={caseText.unreadMessages}
            value={loaderData.messages.messages}
            testId="unread-messages"
          />
          <Figure
            label={caseText.unreadThreads}
            value={loaderData.messages.threads}
            testId="unread-threads"
          />
        </dl>
        <p className="mt-3">
          <LocalLink to="/admin/messages" className={strongLinkClass}>
            {caseText.viewThreads}
          </LocalLink>
        </p>
      </section>
      <DueThisWeek due={loaderData.due} today={loaderData.today} />
      <ToCountersign agreements={loaderData.toCountersign} />
      <section aria-labelledby="dashboard-intake">
        <h2 id="dashboard-intake" className="text-xl font-semibold text-slate-900">
          {t.intakeByStatus}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {statusOrder.map((status) => (
            <div key={status} className="rounded-lg border border-slate-200 p-4">
              <dt className="text-sm font-medium text-slate-700">
                <LocalLink to={`/admin/leads?type=intake&status=${status}`} className={strongLinkClass}>
                  {t.statuses[status]}
                </LocalLink>
              </dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{intakeByStatus[status]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="dashboard-outbox">
        <h2 id="dashboard-outbox" className="text-xl font-semibold text-slate-900">
          {t.outboxProblems}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Figure label={t.outboxFailed} value={outbox.failed} testId="outbox-failed" />
          <Figure label={t.outboxRetrying} value={outbox.retrying} testId="outbox-retrying" />
        </dl>
        <p className="mt-3">
          <LocalLink to="/admin/outbox" className={strongLinkClass}>
            {t.viewOutbox}
          </LocalLink>
        </p>
      </section>
      <section aria-labelledby="dashboard-news">
        <h2 id="dashboard-news" className="text-xl font-semibold text-slate-900">
          {t.newsHealth}
        </h2>
        {/*
          On a phone the table scrolls sideways and holds no link: the region takes the focus so the
          keyboard can scroll it (axe: scrollable-region-focusable). The facts table's links do that.
        */}
        <div
          role="group"
          aria-labelledby="dashboard-news"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable
          tabIndex={0}
          className={`relative mt-4 overflow-x-auto ${scrollRegionFocus}`}
        >
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {t.language}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.newsServing}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.lastSuccess}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.lastAttempt}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.lastError}
                </th>
              </tr>
            </thead>
            <tbody>
              {news.map((source) => (
                <tr key={source.locale} data-testid={`news-${source.locale}`}>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    {t.languages[source.locale]}
                  </th>
                  {source.state ? (
                    <>
                      <td className={cellClass}>{t.newsOrigins[source.state.origin]}</td>
                      <td className={cellClass}>
                        {source.state.lastSuccessAt
                          ? formatOfficeTime(source.state.lastSuccessAt, locale)
                          : t.never}
                      </td>
                      <td className={cellClass}>{formatOfficeTime(source.state.lastAttemptAt, locale)}</td>
                      <td className={`${cellClass} break-words`}>{source.state.lastError ?? t.none}</td>
                    </>
                  ) : (
                    <td className={cellClass} colSpan={4}>
                      {t.newsNotYet}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="dashboard-facts" data-testid="facts-to-check">
        <h2 id="dashboard-facts" className="text-xl font-semibold text-slate-900">
          {t.factsHeading}
        </h2>
        <p className="mt-2 text-slate-700">{t.factsLead}</p>
        {staleFacts.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.factsNone}</p>
        ) : (
          <div className="relative mt-4 overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCellClass}>
                    {t.factColumns.fact}
                  </th>
                  <th scope="col" className={headCellClass}>
                    {t.factColumns.value}
                  </th>
                  <th scope="col" className={headCellClass}>
                    {t.factColumns.checkedOn}
                  </th>
                  <th scope="col" className={headCellClass}>
                    {t.factColumns.source}
                  </th>
                </tr>
              </thead>
              <tbody>
                {staleFacts.map((fact) => (
                  <tr key={fact.name}>
                    <th scope="row" className={`${cellClass} font-mono text-sm font-normal`}>
                      {fact.name}
                    </th>
                    <td className={cellClass}>{factText(fact.name, locale)}</td>
                    <td className={cellClass}>{formatLongDate(fact.checkedOn, locale)}</td>
                    <td className={`${cellClass} break-all`}>
                      <a href={fact.source} className={strongLinkClass}>
                        {fact.source}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {oldestProseReview() && (
          <p className="mt-3 text-slate-700">
            {format(t.proseReview, { date: formatLongDate(oldestProseReview()!, locale) })}
          </p>
        )}
      </section>
      <section aria-labelledby="dashboard-rounds">
        <h2 id="dashboard-rounds" className="text-xl font-semibold text-slate-900">
          {t.roundsHealth}
        </h2>
        {rounds ? (
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="rounds-health">
            <dt className="font-medium text-slate-700">{t.lastSuccess}</dt>
            <dd>{rounds.lastSuccessAt ? formatOfficeTime(rounds.lastSuccessAt, locale) : t.never}</dd>
            <dt className="font-medium text-slate-700">{t.lastAttempt}</dt>
            <dd>{formatOfficeTime(rounds.lastAttemptAt, locale)}</dd>
            <dt className="font-medium text-slate-700">{t.roundsRead}</dt>
            <dd>
              {rounds.roundsRead} ({rounds.roundsSkipped})
            </dd>
            <dt className="font-medium text-slate-700">{t.lastError}</dt>
            <dd className="break-words">{rounds.lastError ?? t.none}</dd>
          </dl>
        ) : (
          <p className="mt-4 text-slate-700">{t.roundsNotYet}</p>
        )}
      </section>
    </>
  );
}
