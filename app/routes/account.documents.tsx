import { data, redirect } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/account.documents";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { isProgramme, programmes, programmeTitle, suggestedProgrammes } from "~/features/documents/checklist";
import { DocumentsPage, type DocumentsPageData } from "~/features/documents/documents-page";
import { latestIntake, listChecklist, startChecklist } from "~/features/documents/documents.server";
import { documentsMessages } from "~/features/documents/messages";
import { describeNotice } from "~/features/documents/notice.server";
import { noticeFromQuery } from "~/features/documents/upload-outcome";
import { readForm } from "~/lib/http.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { servicesOf } from "~/lib/services.server";

export const meta = signedInMeta((locale) => pick(documentsMessages, locale));

export async function loader({ url, context }: Route.LoaderArgs): Promise<DocumentsPageData> {
  const user = context.get(userContext);
  const locale = localeFromPath(url.pathname);
  const { db, sealer } = servicesOf(context);
  const intake = await latestIntake(db, sealer, user.id);
  if (!intake) return { state: "no-intake" };
  const items = await listChecklist(db, sealer, user.id, locale);
  if (items.length === 0) {
    const suggested = suggestedProgrammes(intake.services);
    return {
      state: "choose",
      programmes: programmes.map((id) => ({
        id,
        title: programmeTitle(id, locale),
        suggested: suggested.includes(id),
      })),
    };
  }
  const notice = noticeFromQuery(url.searchParams);
  const label = items.find((item) => item.id === notice?.itemId)?.label;
  return { state: "checklist", items, notice: notice && describeNotice(notice, locale, label) };
}

/** Creates the checklist from the applications the client chose. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const form = await readForm(request);
  if (!form.ok) return data({ error: "chooseRequired" as const }, { status: 400 });
  const chosen = form.value.getAll("programme").filter(isProgramme);
  if (chosen.length === 0) return data({ error: "chooseRequired" as const }, { status: 400 });
  const { db, sealer } = servicesOf(context);
  if (!(await latestIntake(db, sealer, user.id))) throw data(null, { status: 404 });
  await startChecklist(db, user.id, chosen);
  return redirect(url.pathname, 303);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function MyDocuments({ loaderData }: Route.ComponentProps) {
  return <DocumentsPage data={loaderData} />;
}
