import { data, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.cases.$userId";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { ActionMessage } from "~/features/admin/action-message";
import { handleAdminAction } from "~/features/admin/actions.server";
import { CasePanel } from "~/features/admin/case-panel";
import { caseAdminMessages } from "~/features/admin/case-messages";
import { reviewClient } from "~/features/admin/document-review-queue.server";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { ClientFileLinks } from "~/features/admin/client-file-links";
import { listCase } from "~/features/case/case.server";
import { pick } from "~/lib/i18n/messages";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("case");

export const handle = adminHandle<Route.ComponentProps["loaderData"]>("case", (client, locale) => ({
  title: client.fullName,
  lead: pick(caseAdminMessages, locale).heading,
}));

/** One client's case; a 404 for an id that is no client with an intake file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  const client = await reviewClient(db, sealer, params.userId);
  if (!client) throw data(null, { status: 404, headers: noStoreHeaders });
  return { ...client, steps: await listCase(db, sealer, client.userId) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(servicesOf(context), request, context.get(consultantContext), [
    "case-start",
    "case-step",
    "case-add",
    "case-move",
    "case-remove",
  ]);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminCase({ loaderData: client }: Route.ComponentProps) {
  const actionResult = useActionData<typeof action>();
  return (
    <>
      <div className="space-y-2">
        <ClientFileLinks client={client} current="case" />
        <ActionMessage result={actionResult} />
      </div>
      <CasePanel userId={client.userId} steps={client.steps} />
    </>
  );
}
