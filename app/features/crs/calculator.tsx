import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { InlineNotice, useToastOrInline } from "~/components/form/notice";
import { networkMessages } from "~/components/ui/network-messages";
import { preloadToasts } from "~/components/ui/toast";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { stateToSearchParams } from "./codec";
import { fieldId, type SetField } from "./fields";
import type { CrsFormState } from "./form-state";
import { crsMessages } from "./messages";
import type { CalculatedResult } from "./assessment";
import { ResultPanel } from "./result-panel";
import type { RuleSetId } from "./rule-sets";
import { AdditionalPoints } from "./sections/additional-points";
import { CoreFactors } from "./sections/core-factors";
import { SkillTransferability } from "./sections/skill-transferability";
import { SpouseFactors } from "./sections/spouse-factors";
import { Panel, TabBar, type TabId } from "./tabs";

/** Marks the submission so the server renders the result (a bare /calculator?… only prefills the form). */
export const CALCULATE_PARAM = "calculate";

/** The CRS calculator: a GET form whose query string is the form state, and the server-rendered result. */
export function Calculator({
  state: loadedState,
  result,
  ruleSetId,
  unanswered = false,
  afterResult,
}: {
  state: CrsFormState;
  result: CalculatedResult | null;
  /** None when the calculation got no answer. */
  ruleSetId: RuleSetId | null;
  /** The last calculation got no answer from the server (offline): the form says so. */
  unanswered?: boolean;
  afterResult?: ReactNode;
}) {
  const t = useMessages(crsMessages);
  const network = useMessages(networkMessages);
  const { inline, tell, clear } = useToastOrInline();
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState<TabId>("core");
  const [state, setState] = useState(loadedState);
  const [shownState, setShownState] = useState(loadedState);
  const calculating = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // Back and forward move through calculations: the form follows the URL it came from.
  if (shownState !== loadedState) {
    setShownState(loadedState);
    setState(loadedState);
  }

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!calculating.current || navigation.state !== "idle") return;
    if (unanswered) {
      calculating.current = false;
      tell({ tone: "error", title: network.calculateTitle, description: network.notCalculated });
      return;
    }
    if (!result) return;
    calculating.current = false;
    // No toast: the result's heading, focused and scrolled to, already says the score.
    resultHeading.current?.focus();
    resultHeading.current?.scrollIntoView({ block: "start" });
  }, [navigation.state, result, unanswered, t, network, tell]);

  const setField: SetField = (name, value) => setState((current) => ({ ...current, [name]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = stateToSearchParams(state);
    params.set(CALCULATE_PARAM, "1");
    calculating.current = true;
    clear();
    // A canonical, shareable address; the same URL again still recalculates (the loader reruns).
    navigate({ pathname, search: `?${params}` }, { preventScrollReset: true });
  }

  function selectTab(id: TabId, focus: boolean) {
    setActive(id);
    if (focus) requestAnimationFrame(() => document.getElementById(`crs-tab-${id}`)?.focus());
  }

  function answerCore() {
    const [first] = result?.unanswered ?? [];
    setActive("core");
    const name = first === "firstLanguage" ? "firstLanguage.speaking" : (first ?? "age");
    requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
  }

  const questionProps = { t, state, onChange: setField };
  const panel = (id: TabId, children: ReactNode) => (
    <Panel id={id} title={t.tabs[id]} enhanced={enhanced} active={active === id}>
      {children}
    </Panel>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <form
        method="get"
        action={`${pathname}#crs-result`}
        noValidate
        onSubmit={onSubmit}
        // The toast's code loads as the form is first used, before the network can fail.
        onFocus={preloadToasts}
        className="crs-form max-w-4xl"
        data-enhanced={enhanced || undefined}
      >
        <TabBar t={t} enhanced={enhanced} active={active} onSelect={selectTab} />
        <div className="space-y-6">
          {panel(
            "core",
            <CoreFactors
              {...questionProps}
              enhanced={enhanced}
              onFillLanguage={(field, levels) =>
                setState((current) => ({ ...current, [field]: { ...current[field], ...levels } }))
              }
            />,
          )}
          {panel("spouse", <SpouseFactors {...questionProps} />)}
          {panel("transferability", <SkillTransferability {...questionProps} />)}
          {panel("additional", <AdditionalPoints {...questionProps} />)}
        </div>
        <button
          type="submit"
          name={CALCULATE_PARAM}
          value="1"
          className={buttonStyles({ size: "lg", className: "crs-no-print mt-6 w-full sm:w-auto" })}
        >
          {t.calculate}
        </button>
        {inline && <InlineNotice notice={inline} className="mt-4" />}
      </form>
      {result && ruleSetId && (
        <ResultPanel
          t={t}
          locale={locale}
          result={result}
          ruleSetId={ruleSetId}
          canPrint={enhanced}
          headingRef={resultHeading}
          onAnswerCore={enhanced ? answerCore : undefined}
          finder={
            <LocalLink
              to={`/pathways?${stateToSearchParams(loadedState)}`}
              data-testid="crs-finder-link"
              className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              {t.result.finder}
            </LocalLink>
          }
        >
          {afterResult}
        </ResultPanel>
      )}
    </div>
  );
}
