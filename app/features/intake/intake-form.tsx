import { CheckCircle2, Circle } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { notify } from "~/components/ui/toast";
import { site } from "~/config/site";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import {
  emptyIntake,
  intakeFieldNames,
  intakeSections,
  isShown,
  serviceKeys,
  type FieldDef,
  type IntakeField,
  type IntakeValues,
  type ServiceKey,
} from "./fields";
import { intakeMessages } from "./messages";
import { confirmationPath } from "./reference";
import { validateIntake, type IntakeErrors, type IntakeFormResult } from "./schema";
import { useDraftAutosave } from "./use-draft";

type Touched = Partial<Record<IntakeField | "consent", boolean>>;

function useIntakeText() {
  return useMessages(intakeMessages);
}

type Answer = IntakeField | "consent";

/** The answers with an error, in the order of the form. */
const erroneousFields = (errors: IntakeErrors): Answer[] =>
  [...intakeFieldNames, "consent" as const].filter((name) => errors[name]);

function countText(forms: { one: string; other: string }, n: number, locale: Locale): string {
  const rule = new Intl.PluralRules(locale === "fr" ? "fr-CA" : "en-CA").select(n);
  return format(rule === "one" ? forms.one : forms.other, { n });
}

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
  const t = useIntakeText();
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
      : (section.fields as readonly FieldDef[]).every((field) => !clientErrors[field.name as IntakeField]),
  );
  const doneCount = sectionDone.filter(Boolean).length;

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

  const progressText = format(t.progress, { done: doneCount, total: intakeSections.length });
  const progressWidth = `${(doneCount / intakeSections.length) * 100}%`;

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <nav
          aria-label={t.progressLabel}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="font-semibold text-slate-900" data-testid="intake-progress">
            {progressText}
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={intakeSections.length}
            aria-valuenow={doneCount}
          >
            <div className="h-full bg-green-700 transition-[width]" style={{ width: progressWidth }} />
          </div>
          <ol className="mt-4 space-y-2 text-sm">
            {intakeSections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#intake-${section.id}`}
                  className="flex items-start gap-2 rounded-sm text-slate-700 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-red-700"
                >
                  {sectionDone[index] ? (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                  ) : (
                    <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  )}
                  <span>
                    {t.sections[section.id]}
                    <span className="sr-only"> ({sectionDone[index] ? t.complete : t.incomplete})</span>
                  </span>
                </a>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="draft-state">
            {draft.state === "saving" && t.draftSaving}
            {draft.state === "saved" && t.draftSaved}
            {draft.state === "failed" && t.draftFailed}
          </p>
        </nav>
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
        {/* On phones the section list is far above: a compact bar keeps the progress in sight. */}
        <div
          aria-hidden="true"
          data-testid="intake-progress-compact"
          className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden"
        >
          <p className="text-sm font-semibold text-slate-900">{progressText}</p>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-green-700 transition-[width]" style={{ width: progressWidth }} />
          </div>
        </div>
        {summary.length > 0 && <ErrorSummary key={attempt} entries={summary} formRef={formRef} />}
        <p className="text-slate-700">
          {t.intro} {t.requiredNote}
        </p>
        {intakeSections.map((section) => (
          <fieldset
            key={section.id}
            id={`intake-${section.id}`}
            className="scroll-mt-28 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <legend className="px-2 text-xl font-semibold text-slate-900">{t.sections[section.id]}</legend>
            {section.id === "services" ? (
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {serviceKeys.map((key) => (
                  <label key={key} className="flex items-start gap-3 text-slate-800">
                    <input
                      type="checkbox"
                      name={`services.${key}`}
                      checked={values.services[key]}
                      onChange={(event) => toggleService(key, event.target.checked)}
                      className="mt-1 size-4 accent-red-700"
                    />
                    {t.services[key]}
                  </label>
                ))}
              </div>
            ) : (
              <div className="mt-2 grid gap-5 md:grid-cols-2">
                {(section.fields as readonly FieldDef[])
                  .filter((field) => isShown(field, values))
                  .map((field) => (
                    <IntakeInput
                      key={field.name}
                      field={field}
                      value={values[field.name as IntakeField]}
                      error={errorOf(field.name as IntakeField)}
                      touched={Boolean(touched[field.name as IntakeField])}
                      onChange={(value) => setField(field.name as IntakeField, value)}
                      onBlur={() => touch(field.name as IntakeField)}
                    />
                  ))}
              </div>
            )}
          </fieldset>
        ))}

        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <label className="flex items-start gap-3 text-slate-800">
            <input
              id="intake-consent"
              type="checkbox"
              name="consent"
              checked={values.consent}
              aria-required="true"
              aria-invalid={errorOf("consent") ? true : undefined}
              aria-describedby={errorOf("consent") ? "intake-consent-error" : undefined}
              onChange={(event) => {
                setValues((current) => ({ ...current, consent: event.target.checked }));
                touch("consent");
                setServerErrors((current) => ({ ...current, consent: undefined }));
              }}
              className="mt-1 size-4 accent-red-700"
            />
            <span>
              {format(t.consentBefore, { business: site.businessName })}{" "}
              <LocalLink
                to="/privacy"
                target="_blank"
                className="text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
              >
                {t.consentLink}
              </LocalLink>
              {t.consentAfter}{" "}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </span>
          </label>
          {errorOf("consent") && (
            <p id="intake-consent-error" className="mt-2 text-sm text-red-800">
              {errorOf("consent")}
            </p>
          )}
        </div>

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

/**
 * The list of answers to fix after a refused submission, focused when it appears so that a screen
 * reader hears it first; each entry leads to its field.
 */
function ErrorSummary({
  entries,
  formRef,
}: {
  entries: { name: Answer; error: string }[];
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const t = useIntakeText();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const goTo = (name: Answer) => {
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    control?.focus();
    control?.scrollIntoView({ block: "center" });
  };
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="intake-summary-title"
      data-testid="intake-error-summary"
      className="rounded-xl border-2 border-red-700 bg-white p-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
    >
      <h2 id="intake-summary-title" className="text-lg font-semibold text-red-800">
        {t.summaryTitle}
      </h2>
      <p className="mt-1 text-slate-800">{countText(t.missingAnswers, entries.length, locale)}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {entries.map(({ name, error }) => (
          <li key={name}>
            <a
              href={`#intake-${name}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(name);
              }}
              className="inline-block py-0.5 text-red-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {name === "consent" ? t.consentLabel : t.labels[name]} — {error}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function IntakeInput({
  field,
  value,
  error,
  touched,
  onChange,
  onBlur,
}: {
  field: FieldDef;
  value: string;
  error: string | undefined;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useIntakeText();
  const id = `intake-${field.name}`;
  const label = t.labels[field.name as IntakeField];
  const verified = touched && !error;
  const describedBy = error ? `${id}-error` : undefined;
  const state = error ? "invalid" : verified ? "valid" : "untouched";
  // Every shown question must be answered (SPEC §5, "any other field: non-empty").
  const mark = (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
  const control = cn(
    "block w-full rounded-md border bg-white px-3 py-2 pr-9 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
    error ? "border-red-700 bg-red-50" : verified ? "border-green-700" : "border-slate-400",
  );
  const options = t.options as Record<string, string>;

  if (field.kind === "yesno") {
    return (
      <fieldset id={id} className="scroll-mt-40 md:col-span-2" data-state={state}>
        <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">
          {label}
          {mark}
        </legend>
        <div
          role="radiogroup"
          aria-required="true"
          aria-labelledby={`${id}-legend`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-1 flex gap-6"
        >
          {(["yes", "no"] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={field.name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                onBlur={onBlur}
                className="size-4 accent-red-700"
              />
              {options[option]}
            </label>
          ))}
          {verified && <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    value,
    onBlur,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": true,
    className: control,
  };

  return (
    <div className={cn(field.kind === "textarea" && "md:col-span-2")} data-state={state}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {mark}
      </label>
      <div className="relative mt-1">
        {field.kind === "textarea" ? (
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
        ) : field.kind === "select" ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t.choose}</option>
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {options[option] ?? option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.kind}
            autoComplete={field.autoComplete ?? "off"}
            inputMode={field.name === "graduationYear" ? "numeric" : undefined}
            min={field.kind === "number" ? 0 : undefined}
            step={field.kind === "number" ? "any" : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {verified && (
          <CheckCircle2
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 right-3 size-5 text-green-700"
            data-testid={`${field.name}-verified`}
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
