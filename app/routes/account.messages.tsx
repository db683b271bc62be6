import { useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/account.messages";
import { PageHeader } from "~/components/layout/page-header";
import { strongLinkClass } from "~/components/ui/text-link";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { caseClient } from "~/features/case/case.server";
import { threadMessages } from "~/features/secure-messages/messages";
import { handleMessagePost } from "~/features/secure-messages/post.server";
import { ComposeForm, ThreadView } from "~/features/secure-messages/thread";
import type { MessageOutcome } from "~/features/secure-messages/thread-values";
import { markRead, readThread } from "~/features/secure-messages/thread.server";
import { LocalLink } from "~/lib/i18n/local-link";
import { pick } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { servicesOf } from "~/lib/services.server";

export const meta = signedInMeta((locale) => pick(threadMessages, locale));

/** The signed-in client's own thread, marked read as they open it; nobody reads another's. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { db, sealer } = servicesOf(context);
  const client = await caseClient(db, sealer, user.id);
  if (!client?.intakeId) return { state: "no-intake" as const };
  const messages = await readThread({ db, sealer }, user.id);
  return { state: "thread" as const, messages, unreadSince: await markRead(db, user.id, "client") };
}

export function action({ request, url, context }: Route.ActionArgs) {
  return handleMessagePost(servicesOf(context), request, url, context.get(userContext).id, "client");
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function MyMessages({ loaderData }: Route.ComponentProps) {
  const t = useMessages(threadMessages);
  const result = useActionData<MessageOutcome>();
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-16">
        {loaderData.state === "no-intake" ? (
          <p className="text-slate-700">
            {t.noIntake}{" "}
            <LocalLink to="/immigration-form" className={strongLinkClass}>
              {t.startIntake}
            </LocalLink>
          </p>
        ) : (
          <>
            <ThreadView
              messages={loaderData.messages}
              side="client"
              unreadSince={loaderData.unreadSince}
              fileBase="/account/messages/file"
            />
            <ComposeForm
              key={loaderData.messages.length}
              side="client"
              result={result}
              count={loaderData.messages.length}
            />
          </>
        )}
      </div>
    </>
  );
}
