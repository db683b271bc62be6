import type { Route } from "./+types/immigration-form";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { immigrationFormPage } from "~/config/pages/immigration-form";
import { requireUser } from "~/features/auth/session.server";
import { handleIntakeForm } from "~/features/intake/api.server";
import { emptyIntake } from "~/features/intake/fields";
import { IntakeForm } from "~/features/intake/intake-form";
import { loadDraft } from "~/features/intake/intake.server";
import type { IntakeFormResult } from "~/features/intake/schema";
import { intakeMessages } from "~/features/intake/messages";
import { localeFromPath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { servicesOf } from "~/lib/services.server";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, immigrationFormPage);

/** The answers are personal: never kept by a browser or proxy cache. */
export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const handle = { noAlternates: true };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, url);
  const { db, sealer } = servicesOf(context);
  const draft = await loadDraft(db, sealer, user.id);
  // A first visit starts with the account's address filled in; a draft keeps what the user typed.
  return { initialValues: draft ?? { ...emptyIntake(), email: user.email } };
}

export function action({ request, url, context }: Route.ActionArgs) {
  return handleIntakeForm(context, request, url, localeFromPath(url.pathname));
}

/**
 * The server out of reach (offline, or no answer): the answers stay on the page with the failure
 * notice, as when the database fails, rather than the error page.
 */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  answerOr(serverAction, { status: "failed" } satisfies IntakeFormResult);

export default function ImmigrationFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(intakeMessages);
  return (
    <>
      <PageHeader title={immigrationFormPage.title[locale]} lead={immigrationFormPage.description[locale]}>
        <p className="mt-4">
          <LocalLink
            to="/account/submissions"
            className="font-semibold text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            {t.mySubmissions}
          </LocalLink>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <IntakeForm initialValues={loaderData.initialValues} result={actionData} />
      </div>
    </>
  );
}
