import { setting } from "~/config/env.server";
import { services } from "~/lib/services.server";
import { isRuleSetId, ruleSets, type RuleSet } from "./rule-sets";

/** The rule set the consultant chose (CRS_RULESET); the spec's grid unless configured otherwise. */
export function configuredRuleSet(): RuleSet {
  let id: unknown;
  try {
    id = services().env.CRS_RULESET;
  } catch {
    // Outside the running server (build-time rendering, tests) the setting is read on its own.
    id = setting("CRS_RULESET");
  }
  return ruleSets[isRuleSetId(id) ? id : "spec"];
}
