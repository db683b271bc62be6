import { Download, FileText } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/account.submissions";
import { PageHeader } from "~/components/layout/page-header";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { accountMessages } from "~/features/intake/account-messages";
import { formatDateTime } from "~/lib/dates";
import { submissionReference } from "~/features/intake/reference";
import { listSubmissions } from "~/features/intake/intake.server";
import { servicesOf } from "~/lib/services.server";
import { strongLinkClass } from "~/components/ui/text-link";

export const meta = signedInMeta((locale) => {
  const t = pick(accountMessages, locale);
  return { title: t.listTitle, description: t.listDescription };
});

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { db, sealer } = servicesOf(context);
  const rows = await listSubmissions(db, sealer, user.id);
  return { submissions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export default function MySubmissionsPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(accountMessages);
  return (
    <>
      <PageHeader title={t.listTitle} lead={t.listDescription} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16">
        {loaderData.submissions.length === 0 ? (
          <p className="text-slate-700">
            {t.empty}{" "}
            <LocalLink to="/immigration-form" className={strongLinkClass}>
              {t.startForm}
            </LocalLink>
          </p>
        ) : (
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  {t.submittedOn}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t.reference}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.submissions.map((row) => {
                const date = formatDateTime(row.createdAt, locale);
                return (
                  <tr key={row.id} className="border-b border-slate-200">
                    <td className="py-3 pr-4">
                      <LocalLink
                        to={`/account/submissions/${row.id}`}
                        className={strongLinkClass}
                        aria-label={format(t.view, { date })}
                      >
                        <Icon node={FileText} aria-hidden="true" className="mr-2 inline size-4" />
                        {date}
                      </LocalLink>
                    </td>
                    <td className="py-3 pr-4 font-mono" data-testid="submission-reference">
                      {submissionReference(row.id)}
                    </td>
                    <td className="py-3 pr-4" data-testid="submission-status">
                      {t.statuses[row.status]}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <div>
          {/* A plain link: the file is a download, not a page for the router. */}
          <a href={localizePath("/account/my-data.json", locale)} download className={strongLinkClass}>
            <Icon node={Download} aria-hidden="true" className="mr-2 inline size-4" />
            {t.download}
          </a>
          <p className="mt-1 text-sm text-slate-600">{t.downloadHelp}</p>
        </div>
      </div>
    </>
  );
}
