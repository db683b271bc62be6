import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { notify, preloadToasts } from "~/components/ui/toast";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { ErrorSummary, SUMMARY_HEADING_ID, countText } from "./error-summary";
import {
  fieldsOf,
  intakeFieldNames,
  intakeSections,
  serviceKeys,
  type Answer,
  type IntakeField,
  type IntakeValues,
  type ServiceKey,
} from "./fields";
import { ConsentSection } from "./intake-sections/consent-section";
import { QuestionSection } from "./intake-sections/question-section";
import { ServicesSection } from "./intake-sections/services-section";
import { CompactProgress, ProgressNav } from "./intake-progress";
import { intakeMessages } from "./messages";
import {
  intakeErrors,
  toIntakeValues,
  validateIntake,
  type IntakeErrors,
  type IntakeFormResult,
} from "./schema";
import { useDraftAutosave } from "./use-draft";

type Touched = Partial<Record<Answer, boolean>>;

/** The answers with an error, in the order of the form. */
const erroneousFields = (errors: IntakeErrors): Answer[] =>
  [...intakeFieldNames, "consent" as const].filter((name) => errors[name]);

const allTouched = (): Touched =>
  Object.fromEntries([...intakeFieldNames, "consent"].map((name) => [name, true]));

/**
 * The success toast, once the action has stored the form and redirected: the router is loading the
 * confirmation page. A component of its own, so that the form does not render again at each step
 * of the navigation.
 */
function StoredToast() {
  const t = useMessages(intakeMessages);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const stored =
    navigation.state === "loading" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.location.pathname !== pathname;
  useEffect(() => {
    if (stored) notify(t.successTitle, { description: t.successDescription });
  }, [stored, t]);
  return null;
}

/** The answers the action found wrong, in the order of the form. */
const refusedFields = (result: IntakeFormResult | undefined): Answer[] =>
  erroneousFields(result?.status === "invalid" ? intakeErrors(result.reply?.error ?? {}) : {});

/**
 * The form posts to the page's action, with or without JavaScript (`Form`: a stored submission
 * redirects, and the router follows it as a navigation). `result` is the action's answer to a
 * refused submission; the browser checks the answers with the same schema as they are typed.
 */
export function IntakeForm({
  initialValues,
  result,
}: {
  initialValues: IntakeValues;
  result: IntakeFormResult | undefined;
}) {
  const locale = useLocale();
  const t = useMessages(intakeMessages);
  const [values, setValues] = useState<IntakeValues>(() =>
    result?.reply?.initialValue ? toIntakeValues(result.reply.initialValue) : initialValues,
  );
  const [touched, setTouched] = useState<Touched>(result?.status === "invalid" ? allTouched() : {});
  const [summaryFields, setSummaryFields] = useState<Answer[]>(() => refusedFields(result));
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [unavailable, setUnavailable] = useState(result?.status === "failed");
  const [shownResult, setShownResult] = useState(result);
  const draft = useDraftAutosave(values);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const { pathname } = useLocation();

  // A new answer from the action (JavaScript on): a refusal's summary replaces the last one.
  if (result !== shownResult) {
    setShownResult(result);
    setUnavailable(result?.status === "failed");
    if (result?.status === "invalid") {
      setSummaryFields(refusedFields(result));
      setAttempt((n) => n + 1);
    }
  }

  const check = useMemo(() => validateIntake(values, locale), [values, locale]);
  const clientErrors: IntakeErrors = check.ok ? {} : check.errors;
  // The action checks with the same schema: a touched answer shows what it would say.
  const errorOf = (name: Answer) => (touched[name] ? clientErrors[name] : undefined);

  const sectionDone = intakeSections.map((section) =>
    section.id === "services"
      ? serviceKeys.some((key) => values.services[key])
      : fieldsOf(section).every((field) => !clientErrors[field.name]),
  );

  const setField = (name: IntakeField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setTouched((current) => ({ ...current, [name]: true }));
    const result = validateIntake(next, locale);
    const error = result.ok ? undefined : result.errors[name];
    // SPEC §5: a change that leaves the field invalid raises the toast; only when the message is new.
    if (error && error !== errorOf(name)) {
      notify(t.validationError, { description: error, variant: "destructive" });
    }
  };

  const touch = (name: Answer) => setTouched((current) => ({ ...current, [name]: true }));

  const toggleService = (key: ServiceKey, checked: boolean) => {
    setValues((current) => ({ ...current, services: { ...current.services, [key]: checked } }));
    notify(checked ? t.serviceAdded : t.serviceRemoved, {
      description: format(checked ? t.serviceSelected : t.serviceUnselected, { service: t.services[key] }),
    });
  };

  useEffect(() => {
    if (result?.status === "invalid") {
      notify(t.validationError, {
        description: countText(t.missingAnswers, refusedFields(result).length, locale),
        variant: "destructive",
      });
    } else if (result?.status === "failed") {
      notify(t.failureTitle, { description: t.failureDescription, variant: "destructive" });
    }
  }, [result, t, locale]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    // SPEC §5: the browser's checks do not block sending; the action decides and explains.
    setTouched(allTouched());
    setSubmitting(true);
    setUnavailable(false);
    try {
      await draft.settle();
      await submit(form);
    } finally {
      setSubmitting(false);
    }
  };

  // The summary lists what the last submission got wrong and is still wrong, so it shrinks as answers are fixed.
  const summary = summaryFields
    .map((name) => ({ name, error: errorOf(name) }))
    .filter((entry): entry is { name: Answer; error: string } => Boolean(entry.error));

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <ProgressNav done={sectionDone} draft={draft.state} />
      </aside>

      {/* Without JavaScript a refusal is a new page: the fragment opens it at the summary's heading. */}
      <Form
        ref={formRef}
        id="intake-form"
        method="post"
        action={`${pathname}#${SUMMARY_HEADING_ID}`}
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadToasts}
        className="space-y-8"
        aria-busy={submitting}
      >
        <StoredToast />
        <CompactProgress done={sectionDone} />
        {summary.length > 0 && <ErrorSummary key={attempt} entries={summary} formRef={formRef} />}
        <p className="text-slate-700">
          {t.intro} {t.requiredNote}
        </p>
        {intakeSections.map((section) =>
          section.id === "services" ? (
            <ServicesSection key={section.id} selected={values.services} onToggle={toggleService} />
          ) : (
            <QuestionSection
              key={section.id}
              section={section}
              values={values}
              errorOf={errorOf}
              touched={touched}
              onChange={setField}
              onBlur={touch}
            />
          ),
        )}

        <ConsentSection
          checked={values.consent}
          error={errorOf("consent")}
          onChange={(checked) => {
            setValues((current) => ({ ...current, consent: checked }));
            touch("consent");
          }}
        />

        {unavailable && (
          <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
            {t.unavailable}
          </div>
        )}

        <button type="submit" disabled={submitting} className={buttonStyles({ size: "lg" })}>
          {submitting ? t.submitting : t.submit}
        </button>
      </Form>
    </div>
  );
}
