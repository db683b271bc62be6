import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.outbox";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { handleAdminAction } from "~/features/admin/actions.server";
import { OutboxList } from "~/features/admin/outbox-list";
import {
  listOutbox,
  OUTBOX_LIST_LIMIT,
  outboxStatuses,
  type OutboxStatus,
} from "~/features/admin/outbox.server";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("outbox");

export const handle = adminHandle("outbox");

function isOutboxStatus(value: string | null): value is OutboxStatus {
  return (outboxStatuses as readonly (string | null)[]).includes(value);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const requested = url.searchParams.get("status");
  const status = isOutboxStatus(requested) ? requested : undefined;
  const { db, sealer } = servicesOf(context);
  const emails = await listOutbox(db, sealer, status);
  return {
    status: status ?? ("" as const),
    statuses: outboxStatuses,
    limit: OUTBOX_LIST_LIMIT,
    emails: emails.map((email) => ({
      ...email,
      createdAt: email.createdAt.toISOString(),
      nextAttemptAt: email.nextAttemptAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(servicesOf(context), request, context.get(consultantContext), ["retry"]);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return <OutboxList {...loaderData} actionData={actionData} />;
}
