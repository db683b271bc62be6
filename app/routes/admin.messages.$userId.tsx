import { data, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.messages.$userId";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { ClientFileLinks } from "~/features/admin/client-file-links";
import { openThread } from "~/features/admin/threads.server";
import { threadMessages } from "~/features/secure-messages/messages";
import { handleMessagePost } from "~/features/secure-messages/post.server";
import { ComposeForm, ThreadView } from "~/features/secure-messages/thread";
import type { MessageOutcome } from "~/features/secure-messages/thread-values";
import { pick } from "~/lib/i18n/messages";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("thread");

export const handle = adminHandle<Route.ComponentProps["loaderData"]>("thread", (client, locale) => ({
  title: client.fullName,
  lead: pick(threadMessages, locale).title,
}));

/** A client's thread, read by the consultant (audited); a 404 for an id that is no client. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  const thread = await openThread(db, sealer, context.get(consultantContext), params.userId);
  if (!thread) throw data(null, { status: 404, headers: noStoreHeaders });
  return thread;
}

export function action({ request, url, params, context }: Route.ActionArgs) {
  return handleMessagePost(servicesOf(context), request, url, params.userId, "consultant");
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminThread({ loaderData: thread }: Route.ComponentProps) {
  const result = useActionData<MessageOutcome>();
  return (
    <>
      <div className="space-y-2">
        <ClientFileLinks client={thread} current="messages" />
      </div>
      <ThreadView
        messages={thread.messages}
        side="consultant"
        unreadSince={thread.unreadSince}
        clientName={thread.fullName}
        fileBase="/admin/messages/file"
      />
      <ComposeForm
        key={thread.messages.length}
        side="consultant"
        result={result}
        count={thread.messages.length}
      />
    </>
  );
}
