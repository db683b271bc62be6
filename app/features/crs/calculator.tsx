import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { notify } from "~/components/ui/toast";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { stateToSearchParams } from "./codec";
import { FieldGroup, SelectField, controlStyles, fieldId } from "./fields";
import {
  canadianEducationOptions,
  canadianWorkOptions,
  clbLevels,
  educationLevels,
  foreignWorkOptions,
  frenchAbilityOptions,
  arrangedEmploymentOptions,
  languageSkills,
  maritalStatuses,
  spouseWorkOptions,
  yesNo,
  type CrsFormState,
  type FourSkillField,
  type LanguageScores,
} from "./form-state";
import { crsMessages, type CrsMessages } from "./messages";
import type { CalculatedResult } from "./assessment";
import { ResultPanel } from "./result-panel";
import type { RuleSetId } from "./rule-sets";
import { ScoreConverter } from "./score-converter";

const tabIds = ["core", "spouse", "transferability", "additional"] as const;
type TabId = (typeof tabIds)[number];

/** Marks the submission so the server renders the result (a bare /calculator?… only prefills the form). */
export const CALCULATE_PARAM = "calculate";

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => [value, labels[value]] as const);

function LanguageFields({
  t,
  field,
  legend,
  scores,
  onChange,
}: {
  t: CrsMessages;
  field: FourSkillField;
  legend: string;
  scores: LanguageScores;
  onChange: (scores: LanguageScores) => void;
}) {
  const levels = clbLevels.map(
    (level) => [level, level === "clb10" ? t.clbTop : format(t.clb, { n: level.slice(3) })] as const,
  );
  return (
    <FieldGroup legend={legend}>
      {languageSkills.map((skill) => (
        <SelectField
          key={skill}
          name={`${field}.${skill}`}
          label={t.skills[skill]}
          value={scores[skill]}
          placeholder={t.choose}
          options={levels}
          onChange={(value) => onChange({ ...scores, [skill]: value })}
        />
      ))}
    </FieldGroup>
  );
}

function Panel({
  id,
  title,
  enhanced,
  active,
  children,
}: {
  id: TabId;
  title: string;
  enhanced: boolean;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={`crs-panel-${id}`}
      role={enhanced ? "tabpanel" : undefined}
      aria-labelledby={enhanced ? `crs-tab-${id}` : `crs-heading-${id}`}
      tabIndex={enhanced ? 0 : undefined}
      hidden={enhanced && !active}
      className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 md:p-6"
    >
      <h2 id={`crs-heading-${id}`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}

const tabStyles =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/**
 * Before hydration (and without JavaScript) the four sections are stacked with their headings and the
 * bar above them is a list of in-page links; once interactive the same bar becomes a tab list.
 */
function TabBar({
  t,
  enhanced,
  active,
  onSelect,
}: {
  t: CrsMessages;
  enhanced: boolean;
  active: TabId;
  onSelect: (id: TabId, focus: boolean) => void;
}) {
  const barStyles = "crs-no-print mb-4 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1";
  if (!enhanced) {
    return (
      <nav aria-label={t.tabsLabel}>
        <ul className={barStyles}>
          {tabIds.map((id) => (
            <li key={id}>
              <a href={`#crs-panel-${id}`} className={cn(tabStyles, "block text-slate-800 hover:bg-white")}>
                {t.tabs[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabIds.indexOf(active);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % tabIds.length,
      ArrowLeft: (index - 1 + tabIds.length) % tabIds.length,
      Home: 0,
      End: tabIds.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabIds[target]!, true);
  };
  return (
    <div role="tablist" aria-label={t.tabsLabel} className={barStyles}>
      {tabIds.map((id) => {
        const selected = id === active;
        return (
          <button
            key={id}
            id={`crs-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`crs-panel-${id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id, false)}
            onKeyDown={onKeyDown}
            className={cn(
              tabStyles,
              selected ? "bg-white text-red-800 shadow-sm" : "text-slate-800 hover:bg-white",
            )}
          >
            {t.tabs[id]}
          </button>
        );
      })}
    </div>
  );
}

/** The CRS calculator: a GET form whose query string is the form state, and the server-rendered result. */
export function Calculator({
  state: loadedState,
  result,
  ruleSetId,
  afterResult,
}: {
  state: CrsFormState;
  result: CalculatedResult | null;
  ruleSetId: RuleSetId;
  afterResult?: ReactNode;
}) {
  const t = useMessages(crsMessages);
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
    if (!calculating.current || navigation.state !== "idle" || !result) return;
    calculating.current = false;
    notify(t.result.toastTitle, { description: format(t.result.toastDescription, { n: result.total }) });
    resultHeading.current?.focus();
    resultHeading.current?.scrollIntoView({ block: "start" });
  }, [navigation.state, result, t]);

  const set =
    <K extends keyof CrsFormState>(key: K) =>
    (value: CrsFormState[K]) =>
      setState((current) => ({ ...current, [key]: value }));
  const setChoice = (key: keyof CrsFormState) => (value: string) =>
    setState((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = stateToSearchParams(state);
    params.set(CALCULATE_PARAM, "1");
    calculating.current = true;
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

  const o = t.options;
  const yesNoOptions = optionsOf(yesNo, o.yesNo);
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
        className="crs-form max-w-4xl"
        data-enhanced={enhanced || undefined}
      >
        <TabBar t={t} enhanced={enhanced} active={active} onSelect={selectTab} />
        <div className="space-y-6">
          {panel(
            "core",
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  name="maritalStatus"
                  label={t.fields.maritalStatus}
                  value={state.maritalStatus}
                  options={optionsOf(maritalStatuses, o.maritalStatus)}
                  onChange={setChoice("maritalStatus")}
                />
                <SelectField
                  name="spouseComingToCanada"
                  className="crs-partner-only"
                  label={t.fields.spouseComingToCanada}
                  value={String(state.spouseComingToCanada)}
                  options={[
                    ["false", o.spouseComingToCanada.false],
                    ["true", o.spouseComingToCanada.true],
                  ]}
                  onChange={(value) => set("spouseComingToCanada")(value === "true")}
                />
                <div>
                  <label htmlFor={fieldId("age")} className="block text-sm font-medium text-slate-800">
                    {t.fields.age} <span className="font-normal text-slate-700">({t.fields.ageHint})</span>
                  </label>
                  <input
                    id={fieldId("age")}
                    name="age"
                    type="number"
                    inputMode="numeric"
                    min={17}
                    max={45}
                    step={1}
                    value={state.age}
                    onChange={(e) => set("age")(e.target.value)}
                    className={controlStyles}
                  />
                </div>
                <SelectField
                  name="education"
                  label={t.fields.education}
                  value={state.education}
                  placeholder={t.choose}
                  options={optionsOf(educationLevels, o.education)}
                  onChange={setChoice("education")}
                />
              </div>
              <LanguageFields
                t={t}
                field="firstLanguage"
                legend={t.fields.firstLanguage}
                scores={state.firstLanguage}
                onChange={set("firstLanguage")}
              />
              <LanguageFields
                t={t}
                field="secondLanguage"
                legend={t.fields.secondLanguage}
                scores={state.secondLanguage}
                onChange={set("secondLanguage")}
              />
              <ScoreConverter
                t={t}
                enabled={enhanced}
                onFill={(field, levels) =>
                  setState((current) => ({ ...current, [field]: { ...current[field], ...levels } }))
                }
              />
              <SelectField
                name="canadianWorkExperience"
                label={t.fields.canadianWorkExperience}
                value={state.canadianWorkExperience}
                placeholder={t.choose}
                options={optionsOf(canadianWorkOptions, o.canadianWorkExperience)}
                onChange={setChoice("canadianWorkExperience")}
              />
            </>,
          )}
          {panel(
            "spouse",
            <>
              <p className="crs-spouse-note rounded-md bg-slate-50 p-3 text-slate-700">
                {t.spouseNotApplicable}
              </p>
              <div className="crs-spouse-fields space-y-5">
                <SelectField
                  name="spouseEducation"
                  label={t.fields.spouseEducation}
                  value={state.spouseEducation}
                  placeholder={t.choose}
                  options={optionsOf(educationLevels, o.education)}
                  onChange={setChoice("spouseEducation")}
                />
                <LanguageFields
                  t={t}
                  field="spouseLanguage"
                  legend={t.fields.spouseLanguage}
                  scores={state.spouseLanguage}
                  onChange={set("spouseLanguage")}
                />
                <SelectField
                  name="spouseWorkExperience"
                  label={t.fields.spouseWorkExperience}
                  value={state.spouseWorkExperience}
                  placeholder={t.choose}
                  options={optionsOf(spouseWorkOptions, o.spouseWorkExperience)}
                  onChange={setChoice("spouseWorkExperience")}
                />
              </div>
            </>,
          )}
          {panel(
            "transferability",
            <>
              <p className="text-slate-700">{t.transferabilityLead}</p>
              <SelectField
                name="foreignWorkExperience"
                label={t.fields.foreignWorkExperience}
                value={state.foreignWorkExperience}
                placeholder={t.choose}
                options={optionsOf(foreignWorkOptions, o.foreignWorkExperience)}
                onChange={setChoice("foreignWorkExperience")}
              />
              <SelectField
                name="certificateOfQualification"
                label={t.fields.certificateOfQualification}
                value={state.certificateOfQualification}
                placeholder={t.choose}
                options={yesNoOptions}
                onChange={setChoice("certificateOfQualification")}
              />
            </>,
          )}
          {panel(
            "additional",
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                name="nomination"
                label={t.fields.nomination}
                value={state.nomination}
                placeholder={t.choose}
                options={yesNoOptions}
                onChange={setChoice("nomination")}
              />
              <SelectField
                name="arrangementEmployment"
                label={t.fields.arrangementEmployment}
                value={state.arrangementEmployment}
                placeholder={t.choose}
                options={optionsOf(arrangedEmploymentOptions, o.arrangementEmployment)}
                onChange={setChoice("arrangementEmployment")}
              />
              <SelectField
                name="canadianEducation"
                label={t.fields.canadianEducation}
                value={state.canadianEducation}
                placeholder={t.choose}
                options={optionsOf(canadianEducationOptions, o.canadianEducation)}
                onChange={setChoice("canadianEducation")}
              />
              <SelectField
                name="frenchLanguageAbility"
                label={t.fields.frenchLanguageAbility}
                value={state.frenchLanguageAbility}
                placeholder={t.choose}
                options={optionsOf(frenchAbilityOptions, o.frenchLanguageAbility)}
                onChange={setChoice("frenchLanguageAbility")}
              />
              <SelectField
                name="sibling"
                label={t.fields.sibling}
                value={state.sibling}
                placeholder={t.choose}
                options={yesNoOptions}
                onChange={setChoice("sibling")}
              />
            </div>,
          )}
        </div>
        <button
          type="submit"
          name={CALCULATE_PARAM}
          value="1"
          className={buttonStyles({ size: "lg", className: "crs-no-print mt-6 w-full sm:w-auto" })}
        >
          {t.calculate}
        </button>
      </form>
      {result && (
        <ResultPanel
          t={t}
          locale={locale}
          result={result}
          ruleSetId={ruleSetId}
          canPrint={enhanced}
          headingRef={resultHeading}
          onAnswerCore={enhanced ? answerCore : undefined}
        >
          {afterResult}
        </ResultPanel>
      )}
    </div>
  );
}
