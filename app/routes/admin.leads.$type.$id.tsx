import { Printer } from "lucide";
import { Icon } from "~/components/ui/icon";
import { data, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.leads.$type.$id";
import { buttonStyles } from "~/components/ui/button";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { ActionMessage } from "~/features/admin/action-message";
import { caseAdminMessages } from "~/features/admin/case-messages";
import { handleAdminAction } from "~/features/admin/actions.server";
import { recordAudit } from "~/lib/audit.server";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { isLeadType } from "~/features/admin/lead-kinds";
import { LeadTable } from "~/features/admin/lead-table";
import { getLead, listLeadNotes, relatedLeads } from "~/features/admin/leads.server";
import { adminMessages, formatOfficeTime } from "~/features/admin/messages";
import { NoteForm } from "~/features/admin/note-form";
import { StatusForm } from "~/features/admin/status-form";
import { PathwaysLeadDetails } from "~/features/admin/pathways-lead";
import { isLocale, localeFromPath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { IntakeSubmission } from "~/features/intake/schema";
import { IntakeAnswers } from "~/features/intake/intake-answers";
import { summarySections } from "~/features/intake/summary";
import { listChecklist } from "~/features/documents/documents.server";
import { documentReviewMessages } from "~/features/documents/messages";
import { reviewPath } from "~/features/documents/review-path";
import { profileFromSearchParams } from "~/features/pathways/profile";
import { answerLines } from "~/features/pathways/sent-results";
import { servicesOf } from "~/lib/services.server";
import { strongLinkClass } from "~/components/ui/text-link";

export const meta = adminMeta("lead");

export const handle = adminHandle<Route.ComponentProps["loaderData"]>("lead", (lead, locale) => ({
  title: lead.fullName,
  lead: pick(adminMessages, locale).types[lead.type],
}));

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = context.get(consultantContext);
  if (!isLeadType(params.type)) throw data(null, { status: 404, headers: noStoreHeaders });
  const { db, sealer } = servicesOf(context);
  const lead = await getLead(db, sealer, params.type, params.id);
  if (!lead) throw data(null, { status: 404, headers: noStoreHeaders });
  const locale = localeFromPath(url.pathname);
  const target = `${lead.type}:${lead.row.id}`;
  // Reading an applicant's whole file is itself recorded, whoever reads it.
  if (lead.type === "intake") await recordAudit(db, user, "intake.view", target);
  const [related, notes] = await Promise.all([
    relatedLeads(db, sealer, lead),
    listLeadNotes(db, sealer, lead.type, lead.row.id),
  ]);
  const common = {
    id: lead.row.id,
    status: lead.row.status,
    fullName: lead.row.fullName,
    email: lead.row.email,
    language: isLocale(lead.row.locale) ? lead.row.locale : "en",
    createdAt: lead.row.createdAt.toISOString(),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    related: related.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
  if (lead.type === "contact") {
    return {
      ...common,
      type: "contact" as const,
      subject: lead.row.subject,
      message: lead.row.message,
    };
  }
  const consent = {
    consentText: lead.row.consentText,
    consentedAt: lead.row.consentedAt.toISOString(),
  };
  if (lead.type === "pathways") {
    return {
      ...common,
      ...consent,
      type: "pathways" as const,
      userId: lead.row.userId,
      results: lead.row.results,
      answers: answerLines(profileFromSearchParams(new URLSearchParams(lead.row.query)), locale),
    };
  }
  const checklist = await listChecklist(db, sealer, lead.row.userId, locale);
  return {
    ...common,
    type: "intake" as const,
    userId: lead.row.userId,
    // The review has its own page; the file says where it stands and leads there.
    documents: {
      total: checklist.length,
      accepted: checklist.filter((item) => item.status === "accepted").length,
      awaiting: checklist.filter((item) => item.status === "received").length,
      reviewPath: reviewPath(lead.row.userId),
    },
    sections: summarySections(lead.row.answers as IntakeSubmission, locale),
    ...consent,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(servicesOf(context), request, context.get(consultantContext), ["status", "note"]);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminLead({ loaderData: lead }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const documentsText = useMessages(documentReviewMessages);
  const caseText = useMessages(caseAdminMessages);
  const actionResult = useActionData<typeof action>();
  return (
    <>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <LocalLink to="/admin/leads" className={strongLinkClass}>
          {t.backToLeads}
        </LocalLink>
        <button type="button" onClick={() => window.print()} className={buttonStyles({ variant: "outline" })}>
          <Icon node={Printer} aria-hidden="true" className="size-4" />
          {t.print}
        </button>
      </div>
      <ActionMessage result={actionResult} />
      <section aria-labelledby="lead-overview" className="space-y-4">
        <h2 id="lead-overview" className="sr-only">
          {t.types[lead.type]}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
          <dt className="font-medium text-slate-700">{t.receivedOn}</dt>
          <dd>{formatOfficeTime(lead.createdAt, locale)}</dd>
          <dt className="font-medium text-slate-700">{t.email}</dt>
          <dd className="break-all">{lead.email}</dd>
          <dt className="font-medium text-slate-700">{t.language}</dt>
          <dd>{t.languages[lead.language]}</dd>
          {lead.type === "pathways" && lead.userId && (
            <>
              <dt className="font-medium text-slate-700">{t.account}</dt>
              <dd>
                <span className="block break-all font-mono text-sm">{lead.userId}</span>
                <span className="text-slate-800">{t.clientFile}</span>
              </dd>
            </>
          )}
          {lead.type === "intake" && (
            <>
              <dt className="font-medium text-slate-700">{t.account}</dt>
              <dd className="break-all font-mono text-sm">{lead.userId}</dd>
              <dt className="font-medium text-slate-700">{documentsText.title}</dt>
              <dd data-testid="lead-documents">
                {lead.documents.total === 0
                  ? documentsText.noChecklist
                  : format(documentsText.summary, lead.documents)}{" "}
                <LocalLink to={lead.documents.reviewPath} className={`${strongLinkClass} print:hidden`}>
                  {documentsText.openReview}
                </LocalLink>
              </dd>
              <dt className="font-medium text-slate-700">{caseText.heading}</dt>
              <dd data-testid="lead-case">
                <LocalLink to={`/admin/cases/${lead.userId}`} className={`${strongLinkClass} print:hidden`}>
                  {caseText.openCase}
                </LocalLink>{" "}
                <LocalLink
                  to={`/admin/messages/${lead.userId}`}
                  className={`${strongLinkClass} print:hidden`}
                >
                  {caseText.messagesLink}
                </LocalLink>
                <LocalLink
                  to={`/admin/agreements/${lead.userId}`}
                  className={`${strongLinkClass} print:hidden`}
                >
                  {caseText.agreementLink}
                </LocalLink>
              </dd>
            </>
          )}
          <dt className="font-medium text-slate-700">{t.status}</dt>
          <dd data-testid="lead-status">{t.statuses[lead.status]}</dd>
        </dl>
        <div className="print:hidden">
          <StatusForm type={lead.type} id={lead.id} status={lead.status} name={lead.fullName} />
        </div>
      </section>
      {lead.type === "pathways" && <PathwaysLeadDetails results={lead.results} answers={lead.answers} />}
      {lead.type === "contact" && (
        <section aria-labelledby="lead-message">
          <h2 id="lead-message" className="text-xl font-semibold text-slate-900">
            {t.message}
          </h2>
          <p className="mt-2 font-semibold text-slate-900">
            {format(t.subjectLine, { subject: lead.subject })}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-slate-900" data-testid="lead-message">
            {lead.message}
          </p>
        </section>
      )}
      {lead.type === "intake" && <IntakeAnswers sections={lead.sections} />}
      {lead.type !== "contact" && (
        <section aria-labelledby="lead-consent" className="break-inside-avoid">
          <h2 id="lead-consent" className="text-xl font-semibold text-slate-900">
            {t.consent}
          </h2>
          <p className="mt-2 text-slate-800">{lead.consentText}</p>
          <p className="mt-1 text-sm text-slate-700">
            {t.consentGiven} {formatOfficeTime(lead.consentedAt, locale)}
          </p>
        </section>
      )}
      <section aria-labelledby="lead-notes" className="space-y-4">
        <div>
          <h2 id="lead-notes" className="text-xl font-semibold text-slate-900">
            {t.notes}
          </h2>
          <p className="text-sm text-slate-700">{t.notesHelp}</p>
        </div>
        {lead.notes.length === 0 ? (
          <p className="text-slate-700">{t.noNotes}</p>
        ) : (
          <ul className="space-y-3">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-md border border-slate-200 p-3" data-testid="lead-note">
                <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {format(t.noteBy, {
                    author: note.authorEmail,
                    date: formatOfficeTime(note.createdAt, locale),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <NoteForm type={lead.type} id={lead.id} />
      </section>
      <section aria-labelledby="lead-related" className="space-y-3">
        <h2 id="lead-related" className="text-xl font-semibold text-slate-900">
          {t.related}
        </h2>
        {lead.related.length === 0 ? (
          <p className="text-slate-700">{t.noRelated}</p>
        ) : (
          <LeadTable leads={lead.related} caption={t.related} />
        )}
      </section>
    </>
  );
}
