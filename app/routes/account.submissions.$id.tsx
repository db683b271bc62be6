import { Printer } from "lucide";
import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import type { Route } from "./+types/account.submissions.$id";
import { PageHeader } from "~/components/layout/page-header";
import { buttonStyles } from "~/components/ui/button";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { localeFromPath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { accountMessages } from "~/features/intake/account-messages";
import { formatDateTime } from "~/lib/dates";
import { getSubmission } from "~/features/intake/intake.server";
import { submissionReference } from "~/features/intake/reference";
import { IntakeAnswers } from "~/features/intake/intake-answers";
import { summarySections } from "~/features/intake/summary";
import { servicesOf } from "~/lib/services.server";

export const meta = signedInMeta((locale) => {
  const t = pick(accountMessages, locale);
  return { title: t.detailTitle, description: t.detailDescription };
});

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { db, sealer } = servicesOf(context);
  const row = await getSubmission(db, sealer, user.id, params.id);
  // Someone else's submission is indistinguishable from one that does not exist.
  if (!row) throw data(null, { status: 404 });
  const locale = localeFromPath(url.pathname);
  return {
    status: row.status,
    reference: submissionReference(row.id),
    createdAt: row.createdAt.toISOString(),
    consentText: row.consentText,
    consentedAt: row.consentedAt.toISOString(),
    sections: summarySections(row.answers, locale),
  };
}

export default function SubmissionPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(accountMessages);
  return (
    <>
      <PageHeader
        title={t.detailTitle}
        lead={`${t.submittedOn} ${formatDateTime(loaderData.createdAt, locale)}`}
      >
        <p className="mt-2 text-slate-700" data-testid="submission-reference">
          {format(t.referenceLine, { reference: loaderData.reference })}
        </p>
        <p className="mt-2 text-slate-700">
          {t.statusLabel} <span data-testid="submission-status">{t.statuses[loaderData.status]}</span>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16">
        <div className="flex flex-wrap gap-4 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className={buttonStyles({ variant: "outline" })}
          >
            <Icon node={Printer} aria-hidden="true" className="size-4" />
            {t.print}
          </button>
          <LocalLink
            to="/account/submissions"
            className="self-center font-semibold text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {t.back}
          </LocalLink>
        </div>
        <IntakeAnswers sections={loaderData.sections} />
        <section aria-labelledby="answers-consent">
          <h2 id="answers-consent" className="text-xl font-semibold text-slate-900">
            {t.consent}
          </h2>
          <p className="mt-2 text-slate-700">{loaderData.consentText}</p>
          <p className="mt-1 text-sm text-slate-600">{formatDateTime(loaderData.consentedAt, locale)}</p>
        </section>
      </div>
    </>
  );
}
