import type { Route } from "./+types/pathways";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { pages } from "~/config/pages";
import { PathwaysFinder } from "~/features/pathways/finder";
import "~/features/pathways/finder.css";
import { pathwaysMessages } from "~/features/pathways/messages";
import { profileFromSearchParams } from "~/features/pathways/profile";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "pathways");

/** The query string is the profile: the form shows its answers. */
export function loader({ url }: Route.LoaderArgs) {
  return { profile: profileFromSearchParams(url.searchParams) };
}

/** A search that gets no answer (offline) keeps the answers, which are in the address, and says so. */
export const clientLoader = ({ serverLoader, url }: Route.ClientLoaderArgs) =>
  answerOr(serverLoader, { profile: profileFromSearchParams(url.searchParams), unanswered: true });

export default function PathwaysPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(pathwaysMessages);
  return (
    <>
      <PageHeader title={pages.pathways.title[locale]} lead={t.lead} />
      <PathwaysFinder profile={loaderData.profile} unanswered={"unanswered" in loaderData} />
    </>
  );
}
