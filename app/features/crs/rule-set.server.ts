import type { RouterContextProvider } from "react-router";
import { setting } from "~/config/env.server";
import { servicesContext } from "~/lib/services.server";
import { isRuleSetId, ruleSets, type RuleSet } from "./rule-sets";

/** The rule set the consultant chose (CRS_RULESET); IRCC's current grid unless configured otherwise. */
export function configuredRuleSet(context: Readonly<RouterContextProvider>): RuleSet {
  const services = context.get(servicesContext);
  // Outside the running server (build-time rendering, tests) the setting is read on its own.
  const id: unknown = services ? services.env.CRS_RULESET : setting("CRS_RULESET");
  return ruleSets[isRuleSetId(id) ? id : "ircc-2025"];
}
