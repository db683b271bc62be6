import { CircleCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import type { Route } from "./+types/immigration-form.submitted.$id";
import { PageHeader } from "~/components/layout/page-header";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { documentsMessages } from "~/features/documents/messages";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { accountMessages } from "~/features/intake/account-messages";
import { formatDateTime } from "~/lib/dates";
import { getSubmission } from "~/features/intake/intake.server";
import { submissionReference } from "~/features/intake/reference";
import { servicesOf } from "~/lib/services.server";
import { strongLinkClass } from "~/components/ui/text-link";

export const meta = signedInMeta((locale) => {
  const t = pick(accountMessages, locale);
  return { title: t.confirmTitle, description: t.confirmReferenceHelp };
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { db, sealer } = servicesOf(context);
  const row = await getSubmission(db, sealer, user.id, params.id);
  if (!row) throw data(null, { status: 404 });
  return {
    id: row.id,
    reference: submissionReference(row.id),
    createdAt: row.createdAt.toISOString(),
    email: user.email,
  };
}

/** Where the intake form ends: the reference, what happens next and when, and the way back to it. */
export default function SubmittedPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(accountMessages);
  const documents = useMessages(documentsMessages);
  return (
    <>
      <PageHeader
        title={t.confirmTitle}
        lead={format(t.confirmLead, { date: formatDateTime(loaderData.createdAt, locale) })}
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16">
        <section className="rounded-xl border border-green-700 bg-green-50 p-6" aria-labelledby="reference">
          <h2 id="reference" className="flex items-center gap-2 text-lg font-semibold text-green-900">
            <Icon node={CircleCheck} aria-hidden="true" className="size-5 shrink-0" />
            {t.reference}
          </h2>
          <p
            className="mt-2 font-mono text-2xl font-bold text-slate-900"
            data-testid="confirmation-reference"
          >
            {loaderData.reference}
          </p>
          <p className="mt-2 text-slate-700">{t.confirmReferenceHelp}</p>
        </section>
        <section aria-labelledby="next-steps">
          <h2 id="next-steps" className="text-2xl font-semibold text-slate-900">
            {t.nextTitle}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-6 text-slate-800">
            <li>{format(t.nextEmail, { email: loaderData.email })}</li>
            <li>{t.nextReview}</li>
            <li>{t.nextContact}</li>
          </ol>
        </section>
        <ul className="flex flex-col gap-3 sm:flex-row sm:gap-6">
          <li>
            <LocalLink to={`/account/submissions/${loaderData.id}`} className={strongLinkClass}>
              {t.viewSubmission}
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/account/submissions" className={strongLinkClass}>
              {t.allSubmissions}
            </LocalLink>
          </li>
          <li>
            <LocalLink to="/account/documents" className={strongLinkClass}>
              {documents.accountLink}
            </LocalLink>
          </li>
        </ul>
      </div>
    </>
  );
}
