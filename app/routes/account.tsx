import type { Route } from "./+types/account";
import { accountPage } from "~/config/pages/account";
import { accountAction, accountLoader } from "~/features/auth/actions.server";
import { AccountLinkSection, AccountPage } from "~/features/auth/account-page";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { deleteClientBookings } from "~/features/booking/account-deletion.server";
import { myBookingsMessages } from "~/features/booking/account-messages";
import { clientAgreements, deleteUnsignedAgreements } from "~/features/agreement/agreement.server";
import { agreementMessages } from "~/features/agreement/messages";
import { listCase } from "~/features/case/case.server";
import { caseMessages } from "~/features/case/messages";
import { lowerFirst, nextActions, stepAction } from "~/features/case/steps";
import { formatLongDate } from "~/lib/dates";
import { userContext } from "~/features/auth/session.server";
import { threadMessages } from "~/features/secure-messages/messages";
import { unreadForClient } from "~/features/secure-messages/thread.server";
import { format } from "~/lib/i18n/messages";
import { documentsMessages } from "~/features/documents/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageHeaders } from "~/lib/route-headers";
import { servicesOf } from "~/lib/services.server";

export const meta = signedInMeta((locale) => ({
  title: accountPage.title[locale],
  description: accountPage.description[locale],
}));

export const headers: Route.HeadersFunction = pageHeaders();

export async function loader({ context }: Route.LoaderArgs) {
  const account = accountLoader(context);
  const { db, sealer } = servicesOf(context);
  const userId = context.get(userContext).id;
  const unreadMessages = await unreadForClient(db, userId);
  // The case section says what the client must do first, if anything.
  const [nextStep] = nextActions(await listCase(db, sealer, userId));
  const [agreement] = await clientAgreements(db, sealer, userId);
  return { ...account, unreadMessages, nextStep: nextStep ?? null, agreementState: agreement?.state ?? null };
}

export const action = ({ request, url, context }: Route.ActionArgs) => {
  const services = servicesOf(context);
  return accountAction(context, request, url, async (tx, user, now) => {
    await deleteUnsignedAgreements(tx, user.id);
    return deleteClientBookings(tx, services.sealer, services, user, now);
  });
};

export default function Account({
  loaderData: { unreadMessages, nextStep, agreementState, ...account },
}: Route.ComponentProps) {
  const locale = useLocale();
  const bookings = useMessages(myBookingsMessages);
  const documents = useMessages(documentsMessages);
  const myCase = useMessages(caseMessages);
  const myAgreement = useMessages(agreementMessages);
  const agreementNow =
    agreementState && agreementState !== "withdrawn" && agreementState !== "draft"
      ? ` ${myAgreement.accountState[agreementState]}`
      : "";
  const messages = useMessages(threadMessages);
  const unread =
    unreadMessages === 0
      ? ""
      : ` ${unreadMessages === 1 ? messages.unreadOne : format(messages.unreadCount, { n: unreadMessages })}.`;
  return (
    <AccountPage {...account}>
      <AccountLinkSection
        id="appointments"
        title={bookings.accountSection}
        lead={bookings.accountLinkHelp}
        to="/account/bookings"
        link={bookings.accountLink}
      />
      <AccountLinkSection
        id="documents"
        title={documents.accountSection}
        lead={documents.accountLinkHelp}
        to="/account/documents"
        link={documents.accountLink}
      />
      <AccountLinkSection
        id="agreement"
        title={myAgreement.accountSection}
        lead={`${myAgreement.accountLinkHelp}${agreementNow}`}
        to="/account/agreement"
        link={myAgreement.accountLink}
      />
      <AccountLinkSection
        id="case"
        title={myCase.accountSection}
        lead={
          nextStep
            ? `${myCase.accountLinkHelp} ${format(myCase.accountNext, {
                action: lowerFirst(stepAction(nextStep, locale), locale),
                date: formatLongDate(nextStep.dueOn, locale),
              })}`
            : myCase.accountLinkHelp
        }
        to="/account/case"
        link={myCase.accountLink}
      />
      <AccountLinkSection
        id="messages"
        title={messages.accountSection}
        lead={`${messages.accountLinkHelp}${unread}`}
        to="/account/messages"
        link={messages.accountLink}
      />
    </AccountPage>
  );
}
