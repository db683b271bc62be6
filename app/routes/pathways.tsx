import type { Route } from "./+types/pathways";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { pathwaysPage } from "~/config/pages/pathways";
import { calculateCrs } from "~/features/crs/engine";
import { configuredRuleSet } from "~/features/crs/rule-set.server";
import { PathwaysFinder } from "~/features/pathways/finder";
import "~/features/pathways/finder.css";
import { pathwaysMessages } from "~/features/pathways/messages";
import { profileFromSearchParams } from "~/features/pathways/profile";
import { isFinderQuery } from "~/features/pathways/query";
import { pathwaysResults } from "~/features/pathways/results-data";
import { roundsMessages } from "~/features/rounds/messages";
import type { Round } from "~/features/rounds/parse-rounds";
import { RoundsComparison } from "~/features/rounds/rounds-comparison";
import { recentRounds } from "~/features/rounds/rounds.server";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { logger } from "~/lib/logger.server";
import { servicesOf } from "~/lib/services.server";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, pathwaysPage);

/**
 * The query string is the profile. With answers, every programme is assessed here; when a federal
 * programme is met, the CRS score on the calculator's grid is estimated beside the recent rounds of
 * invitations (none when the database cannot be read: the score still shows).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const profile = profileFromSearchParams(url.searchParams);
  if (!isFinderQuery(url.searchParams)) return { profile, results: null, crs: null, rounds: [] as Round[] };
  const results = pathwaysResults(profile);
  if (!results.assessment.expressEntry) return { profile, results, crs: null, rounds: [] as Round[] };
  const ruleSet = configuredRuleSet(context);
  let rounds: Round[] = [];
  try {
    rounds = await recentRounds(servicesOf(context).db);
  } catch (error) {
    logger.warn({ err: error }, "recent rounds unavailable");
  }
  return {
    profile,
    results,
    crs: { total: calculateCrs(profile, ruleSet).total, ruleSetId: ruleSet.id },
    rounds,
  };
}

/** A search that gets no answer (offline) keeps the answers, which are in the address, and says so. */
export const clientLoader = ({ serverLoader, url }: Route.ClientLoaderArgs) =>
  answerOr(serverLoader, {
    profile: profileFromSearchParams(url.searchParams),
    results: null,
    crs: null,
    rounds: [] as Round[],
    unanswered: true,
  });

export default function PathwaysPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(pathwaysMessages);
  const roundsT = useMessages(roundsMessages);
  const { crs, rounds } = loaderData;
  return (
    <>
      <PageHeader title={pathwaysPage.title[locale]} lead={t.lead} />
      <PathwaysFinder
        profile={loaderData.profile}
        results={loaderData.results}
        crs={crs}
        unanswered={"unanswered" in loaderData}
        rounds={crs && <RoundsComparison t={roundsT} locale={locale} rounds={rounds} score={crs.total} />}
      />
    </>
  );
}
