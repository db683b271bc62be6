import type { Route } from "./+types/calculator";
import { PageHeader } from "~/components/layout/page-header";
import { pages } from "~/config/pages";
import { CALCULATE_PARAM, Calculator } from "~/features/crs/calculator";
import "~/features/crs/calculator.css";
import { stateFromSearchParams } from "~/features/crs/codec";
import { assess } from "~/features/crs/assessment";
import { configuredRuleSet } from "~/features/crs/rule-set.server";
import { useLocale } from "~/features/i18n/use-locale";
import { pageMeta } from "~/features/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "calculator");

/** The query string is the form state; a submitted form (or a shared result URL) is scored here. */
export function loader({ url }: Route.LoaderArgs) {
  const state = stateFromSearchParams(url.searchParams);
  const ruleSet = configuredRuleSet();
  const result = url.searchParams.has(CALCULATE_PARAM) ? assess(state, ruleSet) : null;
  return { state, result, ruleSetId: ruleSet.id };
}

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={pages.calculator.title[locale]} lead={pages.calculator.description[locale]} />
      <Calculator state={loaderData.state} result={loaderData.result} ruleSetId={loaderData.ruleSetId} />
    </>
  );
}
