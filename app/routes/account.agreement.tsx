import { useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/account.agreement";
import { AgreementPage, type AgreementPageData } from "~/features/agreement/agreement-page";
import { clientAgreements } from "~/features/agreement/agreement.server";
import { billingOf } from "~/features/agreement/billing.server";
import {
  handleClientAgreementPost,
  type ClientAgreementResult,
} from "~/features/agreement/client-actions.server";
import { agreementMessages } from "~/features/agreement/messages";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { pick } from "~/lib/i18n/messages";
import { servicesOf } from "~/lib/services.server";

export const meta = signedInMeta((locale) => pick(agreementMessages, locale));

/** The signed-in client's own agreements and billing; the account layout guards it. */
export async function loader({ context }: Route.LoaderArgs): Promise<AgreementPageData> {
  const user = context.get(userContext);
  const { db, sealer } = servicesOf(context);
  const [versions, billing] = await Promise.all([
    clientAgreements(db, sealer, user.id),
    billingOf(db, sealer, user.id),
  ]);
  return { versions, billing };
}

export function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  return handleClientAgreementPost(services, request, context.get(userContext).id, services.env);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function MyAgreement({ loaderData }: Route.ComponentProps) {
  const result = useActionData<ClientAgreementResult>();
  return <AgreementPage data={loaderData} result={result} />;
}
