import type { ReactNode } from "react";
import { oldestProseReview } from "~/content/facts";
import { factText } from "~/content/with-facts";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { DashboardData } from "./dashboard.server";
import { statusOrder } from "./lead-kinds";
import { adminMessages, formatOfficeTime } from "./messages";
import { AdminTable } from "./admin-table";
import { cellClass } from "./styles";
import { strongLinkClass } from "~/components/ui/text-link";
import { stepName } from "~/features/case/steps";
import { agreementAdminMessages } from "./agreement-messages";
import { caseAdminMessages } from "./case-messages";

const scrollRegionFocus =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
const noteClass = "mt-2 text-slate-700";

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

interface SectionProps {
  id: string;
  heading: string;
  lead?: string;
  /** Said instead of the children when there is nothing to list. */
  empty?: string | false;
  testId?: string;
  children: ReactNode;
}

/** A section named by its heading, so each reads as a landmark of its own. */
function DashboardSection({ id, heading, lead, empty, testId, children }: SectionProps) {
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {lead && <p className={noteClass}>{lead}</p>}
      {empty ? <p className={noteClass}>{empty}</p> : children}
    </section>
  );
}

/** Counts (`Figure`s) and a link to the page that lists what they count. */
function CountsSection({ to, label, children, ...section }: SectionProps & { to: string; label: string }) {
  return (
    <DashboardSection {...section}>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
      <p className="mt-3">
        <LocalLink to={to} className={strongLinkClass}>
          {label}
        </LocalLink>
      </p>
    </DashboardSection>
  );
}

/** What clients must do within the week, across cases, each linked to its case. */
function DueThisWeek({ due, today }: { due: DashboardData["due"]; today: string }) {
  const locale = useLocale();
  const t = useMessages(caseAdminMessages);
  return (
    <DashboardSection
      id="dashboard-due"
      heading={t.dueHeading}
      lead={t.dueLead}
      empty={due.length === 0 && t.dueNone}
      testId="due-this-week"
    >
      <div className="relative mt-4 overflow-x-auto">
        <AdminTable columns={[t.dueColumns.due, t.dueColumns.client, t.dueColumns.step]}>
          {due.map((item) => (
            <tr key={item.id}>
              <td className={cellClass}>
                {formatLongDate(item.dueOn, locale)}
                {item.dueOn < today && <span className="ml-2 font-semibold text-red-800">({t.overdue})</span>}
              </td>
              <th scope="row" className={`${cellClass} font-medium`}>
                <LocalLink to={`/admin/cases/${item.userId}`} className={strongLinkClass}>
                  {item.client}
                </LocalLink>
              </th>
              <td className={cellClass}>{stepName(item, locale)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </DashboardSection>
  );
}

function ToCountersign({ agreements }: { agreements: DashboardData["toCountersign"] }) {
  const locale = useLocale();
  const t = useMessages(agreementAdminMessages);
  return (
    <DashboardSection
      id="dashboard-agreements"
      heading={t.dashboardHeading}
      empty={agreements.length === 0 && t.dashboardNone}
      testId="to-countersign"
    >
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
    </DashboardSection>
  );
}

/** New leads, files by status, email delivery, news and rounds feeds, and facts due a check. */
export function Dashboard({ data: loaderData }: { data: DashboardData }) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const caseText = useMessages(caseAdminMessages);
  const { intakeByStatus, outbox, news, rounds, documents, messages, factsToCheck: staleFacts } = loaderData;
  return (
    <>
      <CountsSection id="dashboard-leads" heading={t.nav.leads} to="/admin/leads" label={t.viewLeads}>
        <Figure label={t.newToday} value={loaderData.newToday} testId="new-today" />
        <Figure label={t.newThisWeek} value={loaderData.newThisWeek} testId="new-week" />
      </CountsSection>
      <CountsSection
        id="dashboard-documents"
        heading={t.documentsHeading}
        to="/admin/documents"
        label={t.viewDocuments}
      >
        <Figure label={t.documentsAwaiting} value={documents.documents} testId="documents-awaiting" />
        <Figure label={t.clientsAwaiting} value={documents.clients} testId="clients-awaiting" />
      </CountsSection>
      <CountsSection
        id="dashboard-messages"
        heading={caseText.unreadHeading}
        to="/admin/messages"
        label={caseText.viewThreads}
      >
        <Figure label={caseText.unreadMessages} value={messages.messages} testId="unread-messages" />
        <Figure label={caseText.unreadThreads} value={messages.threads} testId="unread-threads" />
      </CountsSection>
      <DueThisWeek due={loaderData.due} today={loaderData.today} />
      <ToCountersign agreements={loaderData.toCountersign} />
      <DashboardSection id="dashboard-intake" heading={t.intakeByStatus}>
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
      </DashboardSection>
      <CountsSection id="dashboard-outbox" heading={t.outboxProblems} to="/admin/outbox" label={t.viewOutbox}>
        <Figure label={t.outboxFailed} value={outbox.failed} testId="outbox-failed" />
        <Figure label={t.outboxRetrying} value={outbox.retrying} testId="outbox-retrying" />
      </CountsSection>
      <DashboardSection id="dashboard-news" heading={t.newsHealth}>
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
          <AdminTable columns={[t.language, t.newsServing, t.lastSuccess, t.lastAttempt, t.lastError]}>
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
          </AdminTable>
        </div>
      </DashboardSection>
      <DashboardSection
        id="dashboard-facts"
        heading={t.factsHeading}
        lead={t.factsLead}
        testId="facts-to-check"
      >
        {staleFacts.length === 0 ? (
          <p className={noteClass}>{t.factsNone}</p>
        ) : (
          <div className="relative mt-4 overflow-x-auto">
            <AdminTable
              columns={[
                t.factColumns.fact,
                t.factColumns.value,
                t.factColumns.checkedOn,
                t.factColumns.source,
              ]}
            >
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
            </AdminTable>
          </div>
        )}
        {oldestProseReview() && (
          <p className="mt-3 text-slate-700">
            {format(t.proseReview, { date: formatLongDate(oldestProseReview()!, locale) })}
          </p>
        )}
      </DashboardSection>
      <DashboardSection id="dashboard-rounds" heading={t.roundsHealth}>
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
      </DashboardSection>
    </>
  );
}
