import type { Route } from "./+types/calculator";
import { answerOr } from "~/components/form/network";
import { PageHeader } from "~/components/layout/page-header";
import { calculatorPage } from "~/config/pages/calculator";
import { CALCULATE_PARAM, Calculator } from "~/features/crs/calculator";
import "~/features/crs/calculator.css";
import { stateFromSearchParams } from "~/features/crs/codec";
import { assess } from "~/features/crs/assessment";
import { configuredRuleSet } from "~/features/crs/rule-set.server";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { roundsMessages } from "~/features/rounds/messages";
import { RoundsComparison } from "~/features/rounds/rounds-comparison";
import type { Round } from "~/features/rounds/parse-rounds";
import { recentRounds } from "~/features/rounds/rounds.server";
import { logger } from "~/lib/logger.server";
import { servicesOf } from "~/lib/services.server";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, calculatorPage);

/**
 * The query string is the form state; a submitted form (or a shared result URL) is scored here, beside
 * the recent rounds of invitations (none when the database cannot be read: the score still shows).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const state = stateFromSearchParams(url.searchParams);
  const ruleSet = configuredRuleSet(context);
  if (!url.searchParams.has(CALCULATE_PARAM))
    return { state, result: null, ruleSetId: ruleSet.id, rounds: [] as Round[] };
  let rounds: Round[] = [];
  try {
    rounds = await recentRounds(servicesOf(context).db);
  } catch (error) {
    logger.warn({ err: error }, "recent rounds unavailable");
  }
  return { state, result: assess(state, ruleSet), ruleSetId: ruleSet.id, rounds };
}

/**
 * A calculation that gets no answer (offline) keeps the answers, which are in the address, and says
 * it could not be made, instead of the error page.
 */
export const clientLoader = ({ serverLoader, url }: Route.ClientLoaderArgs) =>
  answerOr(serverLoader, {
    state: stateFromSearchParams(url.searchParams),
    result: null,
    ruleSetId: null,
    rounds: [] as Round[],
    unanswered: true,
  });

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(roundsMessages);
  const { result, rounds } = loaderData;
  return (
    <>
      <PageHeader title={calculatorPage.title[locale]} lead={calculatorPage.description[locale]} />
      <Calculator
        state={loaderData.state}
        result={result}
        ruleSetId={loaderData.ruleSetId}
        unanswered={"unanswered" in loaderData}
        afterResult={
          result && <RoundsComparison t={t} locale={locale} rounds={rounds} score={result.total} />
        }
      />
    </>
  );
}
