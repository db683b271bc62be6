import type { Route } from "./+types/account.case";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { CasePage, type CasePageData } from "~/features/case/case-page";
import { listCase } from "~/features/case/case.server";
import { caseMessages } from "~/features/case/messages";
import { pick } from "~/lib/i18n/messages";
import { officeDay } from "~/lib/office-clock";
import { servicesOf } from "~/lib/services.server";

export const meta = signedInMeta((locale) => pick(caseMessages, locale));

/** The signed-in client's own case; nobody reads another's, as the account layout guards it. */
export async function loader({ context }: Route.LoaderArgs): Promise<CasePageData> {
  const user = context.get(userContext);
  const { db, sealer } = servicesOf(context);
  return { steps: await listCase(db, sealer, user.id), today: officeDay(new Date()) };
}

export default function MyCase({ loaderData }: Route.ComponentProps) {
  return <CasePage data={loaderData} />;
}
