import { useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { notify } from "~/components/ui/toast";
import { localizePath } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { ErrorSummary, countText } from "./error-summary";
import {
  emptyIntake,
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
import { confirmationPath } from "./reference";
import { validateIntake, type IntakeErrors, type IntakeFormResult } from "./schema";
import { useDraftAutosave } from "./use-draft";

type Touched = Partial<Record<Answer, boolean>>;

/** The answers with an error, in the order of the form. */
const erroneousFields = (errors: IntakeErrors): Answer[] =>
  [...intakeFieldNames, "consent" as const].filter((name) => errors[name]);

const allTouched = (): Touched =>
  Object.fromEntries([...intakeFieldNames, "consent"].map((name) => [name, true]));

/** `result` is the action's answer when the browser posted the form itself (JavaScript off). */
export function IntakeForm({
  initialValues,
  result,
}: {
  initialValues: IntakeValues;
  result: IntakeFormResult | undefined;
}) {
  const locale = useLocale();
  const t = useMessages(intakeMessages);
  const [values, setValues] = useState<IntakeValues>(result?.values ?? initialValues);
  const [touched, setTouched] = useState<Touched>(result?.status === "invalid" ? allTouched() : {});
  const [serverErrors, setServerErrors] = useState<IntakeErrors>(
    result?.status === "invalid" ? result.errors : {},
  );
  const [summaryFields, setSummaryFields] = useState<Answer[]>(
    result?.status === "invalid" ? erroneousFields(result.errors) : [],
  );
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const [unavailable, setUnavailable] = useState(result?.status === "failed");
  const draft = useDraftAutosave(values);
  const formRef = useRef<HTMLFormElement>(null);

  const check = useMemo(() => validateIntake(values, locale), [values, locale]);
  const clientErrors: IntakeErrors = check.ok ? {} : check.errors;
  const errorOf = (name: Answer) => serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined);

  const sectionDone = intakeSections.map((section) =>
    section.id === "services"
      ? serviceKeys.some((key) => values.services[key])
      : fieldsOf(section).every((field) => !clientErrors[field.name]),
  );

  const setField = (name: IntakeField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setTouched((current) => ({ ...current, [name]: true }));
    if (serverErrors[name]) setServerErrors((current) => ({ ...current, [name]: undefined }));
    const result = validateIntake(next, locale);
    const error = result.ok ? undefined : result.errors[name];
    // SPEC §5: a change that leaves the field invalid raises the toast; only when the message is new.
    const shown = touched[name] ? clientErrors[name] : undefined;
    if (error && error !== shown) {
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

  const failed = () => notify(t.failureTitle, { description: t.failureDescription, variant: "destructive" });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // SPEC §5: the browser's checks do not block sending; the server decides and explains.
    setTouched(allTouched());
    setSubmitting(true);
    setUnavailable(false);
    try {
      await draft.settle();
      const response = await fetch("/api/intake", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ locale, values }),
      });
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: string };
        draft.skipNext();
        setValues(emptyIntake());
        setTouched({});
        setServerErrors({});
        notify(t.successTitle, { description: t.successDescription });
        await navigate(localizePath(confirmationPath(id), locale));
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { errors?: IntakeErrors };
      if (response.status === 400 && body.errors) {
        setServerErrors(body.errors);
        setSummaryFields(erroneousFields(body.errors));
        setAttempt((n) => n + 1);
        notify(t.validationError, {
          description: countText(t.missingAnswers, Object.keys(body.errors).length, locale),
          variant: "destructive",
        });
        return;
      }
      setUnavailable(true);
      failed();
    } catch {
      setUnavailable(true);
      failed();
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

      <form
        ref={formRef}
        id="intake-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="space-y-8"
        aria-busy={submitting}
      >
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
            setServerErrors((current) => ({ ...current, consent: undefined }));
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
      </form>
    </div>
  );
}
