import { data, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.agreements.$userId";
import { ActionMessage } from "~/features/admin/action-message";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { handleAgreementAction } from "~/features/admin/agreement-actions.server";
import { agreementAdminMessages } from "~/features/admin/agreement-messages";
import { AgreementPanel } from "~/features/admin/agreement-panel";
import { reviewClient } from "~/features/admin/document-review-queue.server";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { ClientFileLinks } from "~/features/admin/client-file-links";
import { listAgreements, termsToEdit } from "~/features/agreement/agreement.server";
import { billingOf } from "~/features/agreement/billing.server";
import { pick } from "~/lib/i18n/messages";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("agreement");

export const handle = adminHandle<Route.ComponentProps["loaderData"]>("agreement", (client, locale) => ({
  title: client.fullName,
  lead: pick(agreementAdminMessages, locale).heading,
}));

/** One client's service agreements and billing; a 404 for an id that is no client with an intake file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, sealer, env } = servicesOf(context);
  const client = await reviewClient(db, sealer, params.userId);
  const terms = client && (await termsToEdit(db, sealer, client.userId, env));
  if (!client || !terms) throw data(null, { status: 404, headers: noStoreHeaders });
  const [versions, billing] = await Promise.all([
    listAgreements(db, sealer, client.userId),
    billingOf(db, sealer, client.userId),
  ]);
  return { ...client, versions, terms, billing };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleAgreementAction(servicesOf(context), request, context.get(consultantContext), params.userId);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminAgreement({ loaderData: client }: Route.ComponentProps) {
  const actionResult = useActionData<typeof action>();
  return (
    <>
      <div className="space-y-2">
        <ClientFileLinks client={client} current="agreement" />
        <ActionMessage result={actionResult} className="block" />
      </div>
      <AgreementPanel
        userId={client.userId}
        versions={client.versions}
        terms={client.terms}
        billing={client.billing}
      />
    </>
  );
}
