import { CheckCircle2, Circle } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { buttonStyles } from "~/components/ui/button";
import { notify } from "~/components/ui/toast";
import { site } from "~/config/site";
import { LocalLink } from "~/features/i18n/local-link";
import { format } from "~/features/i18n/messages";
import { useLocale, useMessages } from "~/features/i18n/use-locale";
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
import { validateIntake, type IntakeErrors, type IntakeFormResult } from "./schema";
import { useDraftAutosave } from "./use-draft";

/** SPEC §9 "Toasts": intake toasts last 5 s. */
export const INTAKE_TOAST_MS = 5000;

type Touched = Partial<Record<IntakeField | "consent", boolean>>;

function useIntakeText() {
  return useMessages(intakeMessages);
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
  const returned = result && result.status !== "sent" ? result : undefined;
  const [values, setValues] = useState<IntakeValues>(returned?.values ?? initialValues);
  const [touched, setTouched] = useState<Touched>(returned?.status === "invalid" ? allTouched() : {});
  const [serverErrors, setServerErrors] = useState<IntakeErrors>(
    returned?.status === "invalid" ? returned.errors : {},
  );
  const [submitting, setSubmitting] = useState(false);
  const [unavailable, setUnavailable] = useState(returned?.status === "failed");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const draft = useDraftAutosave(values);
  const formRef = useRef<HTMLFormElement>(null);

  const check = useMemo(() => validateIntake(values, locale), [values, locale]);
  const clientErrors: IntakeErrors = check.ok ? {} : check.errors;
  const errorOf = (name: IntakeField | "consent") =>
    serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined);

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
      notify(t.validationError, { description: error, variant: "destructive", duration: INTAKE_TOAST_MS });
    }
  };

  const touch = (name: IntakeField | "consent") => setTouched((current) => ({ ...current, [name]: true }));

  const toggleService = (key: ServiceKey, checked: boolean) => {
    setValues((current) => ({ ...current, services: { ...current.services, [key]: checked } }));
    notify(checked ? t.serviceAdded : t.serviceRemoved, {
      description: format(checked ? t.serviceSelected : t.serviceUnselected, { service: t.services[key] }),
      duration: INTAKE_TOAST_MS,
    });
  };

  const focusFirstError = (errors: IntakeErrors) => {
    const first = [...intakeFieldNames, "consent" as const].find((name) => errors[name]);
    if (!first) return;
    const element = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    element?.focus();
  };

  const failed = (description: string) =>
    notify(t.failureTitle, { description, variant: "destructive", duration: INTAKE_TOAST_MS });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // SPEC §5: the browser's checks do not block sending; the server decides and explains.
    setTouched(allTouched());
    setSubmitting(true);
    setUnavailable(false);
    try {
      const response = await fetch("/api/intake", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ locale, values }),
      });
      if (response.status === 201) {
        draft.skipNext();
        setValues(emptyIntake());
        setTouched({});
        setServerErrors({});
        notify(t.successTitle, { description: t.successDescription, duration: INTAKE_TOAST_MS });
        window.scrollTo({ top: 0 });
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { errors?: IntakeErrors };
      if (response.status === 400 && body.errors) {
        setServerErrors(body.errors);
        failed(t.failureDescription);
        focusFirstError(body.errors);
        return;
      }
      setUnavailable(true);
      failed(t.failureDescription);
    } catch {
      setUnavailable(true);
      failed(t.failureDescription);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <nav
          aria-label={t.progressLabel}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <p className="font-semibold text-slate-900" data-testid="intake-progress">
            {format(t.progress, { done: doneCount, total: intakeSections.length })}
          </p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={intakeSections.length}
            aria-valuenow={doneCount}
          >
            <div
              className="h-full bg-green-700 transition-[width]"
              style={{ width: `${(doneCount / intakeSections.length) * 100}%` }}
            />
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
        {!hydrated && result?.status === "sent" && (
          <div role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
            <p className="font-semibold">{t.successTitle}</p>
            <p>{t.successDescription}</p>
          </div>
        )}
        {!hydrated && result?.status === "invalid" && (
          <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t.failureTitle}</p>
            <p>{t.failureDescription}</p>
          </div>
        )}
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
  const mark = field.marked ? (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  ) : null;
  const control = cn(
    "block w-full rounded-md border bg-white px-3 py-2 pr-9 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
    error ? "border-red-700 bg-red-50" : verified ? "border-green-700" : "border-slate-400",
  );
  const options = t.options as Record<string, string>;

  if (field.kind === "yesno") {
    return (
      <fieldset className="md:col-span-2" data-state={state}>
        <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">
          {label}
          {mark}
        </legend>
        <div
          role="radiogroup"
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
    "aria-required": field.marked ? true : undefined,
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
