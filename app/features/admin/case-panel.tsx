import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useFetcher } from "react-router";
import { Checkbox, Field } from "~/components/form/field";
import { useHydrated } from "~/components/form/use-hydrated";
import { buttonStyles } from "~/components/ui/button";
import { textLinkClass } from "~/components/ui/text-link";
import {
  APPLICATION_NUMBER_MAX_LENGTH,
  CASE_STEP_NAME_MAX_LENGTH,
  caseStepKinds,
} from "~/db/schema/case-values";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { caseMessages } from "~/features/case/messages";
import { stepName, usualDueDaysOf, type CaseStep } from "~/features/case/steps";
import { ActionMessage } from "./action-message";
import type { AdminResult } from "./action-result";
import { caseChangeSchemas } from "./case-changes";
import { caseAdminMessages } from "./case-messages";
import { ChangeFields, Submit, useChangeForm } from "./change-form";

/** The consultant's view of a client's case: its steps in order, each recorded, moved or removed here. */
export function CasePanel({ userId, steps }: { userId: string; steps: CaseStep[] }) {
  const t = useMessages(caseAdminMessages);
  return (
    <section aria-labelledby="case-steps" className="space-y-4">
      <h2 id="case-steps" className="text-xl font-semibold text-slate-900">
        {t.stepsLabel}
      </h2>
      {steps.length === 0 ? (
        <StartForm userId={userId} />
      ) : (
        <ol className="space-y-3">
          {steps.map((step, index) => (
            <StepItem key={step.id} step={step} first={index === 0} last={index === steps.length - 1} />
          ))}
        </ol>
      )}
      {steps.length > 0 && <AddForm userId={userId} />}
    </section>
  );
}

function StartForm({ userId }: { userId: string }) {
  const t = useMessages(caseAdminMessages);
  const fetcher = useFetcher<AdminResult>();
  return (
    <fetcher.Form method="post" className="space-y-3">
      <p className="text-slate-700">{t.none}</p>
      <ChangeFields intent="case-start" user={userId} />
      <div className="flex flex-wrap items-center gap-3">
        <Submit fetcher={fetcher}>{t.start}</Submit>
        <ActionMessage result={fetcher.data} />
      </div>
    </fetcher.Form>
  );
}

function StepItem({ step, first, last }: { step: CaseStep; first: boolean; last: boolean }) {
  const locale = useLocale();
  const t = useMessages(caseAdminMessages);
  const name = stepName(step, locale);
  const fetcher = useFetcher<AdminResult>();
  // Without JavaScript the page's own answer carries the errors; it names the step it was about.
  const pageResult = useActionData<AdminResult>();
  const ownPageResult =
    pageResult?.submission?.initialValue?.intent === "case-step" &&
    pageResult.submission.initialValue.step === step.id
      ? pageResult
      : undefined;
  const result = fetcher.data ?? ownPageResult;
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="case-step">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 basis-48 font-medium break-words text-slate-900">{name}</p>
        <p className="text-sm font-medium text-slate-800" data-testid="case-step-state">
          {step.reachedOn
            ? format(t.reached, { date: formatLongDate(step.reachedOn, locale) })
            : t.notReached}
          {step.dueOn && (
            <>
              {" · "}
              {step.doneOn
                ? format(t.doneOn, { date: formatLongDate(step.doneOn, locale) })
                : format(t.due, { date: formatLongDate(step.dueOn, locale) })}
            </>
          )}
        </p>
      </div>
      {/* Closed until wanted, so the case reads as a list; open again when its form has an error to show. */}
      <details className="mt-2" open={result?.status === "invalid" || undefined}>
        <summary className={cn("cursor-pointer text-sm font-medium", textLinkClass)}>
          {t.edit}
          <span className="sr-only"> ({name})</span>
        </summary>
        {/* Drawn anew when the step's saved days change, so the fields show what the server kept. */}
        <StepForm
          key={[step.reachedOn, step.dueOn, step.doneOn, step.applicationNumber].join("|")}
          step={step}
          name={name}
          fetcher={fetcher}
          result={result}
        />
      </details>
      <ActionMessage result={fetcher.data} className="mt-2 block text-sm" />
      <div className="mt-3 flex flex-wrap gap-2">
        {!first && (
          <PostButton intent="case-move" step={step.id} direction="up" label={t.moveUp} name={name} />
        )}
        {!last && (
          <PostButton intent="case-move" step={step.id} direction="down" label={t.moveDown} name={name} />
        )}
        {!step.reachedOn && <PostButton intent="case-remove" step={step.id} label={t.remove} name={name} />}
      </div>
    </li>
  );
}

function StepForm({
  step,
  name,
  fetcher,
  result,
}: {
  step: CaseStep;
  name: string;
  fetcher: ReturnType<typeof useFetcher<AdminResult>>;
  result: AdminResult | undefined;
}) {
  const t = useMessages(caseAdminMessages);
  const usualDays = usualDueDaysOf(step.kind);
  const [form, fields] = useChangeForm(caseChangeSchemas(useLocale()).step, result, {
    id: `case-step-${step.id}`,
    defaultValue: {
      reachedOn: step.reachedOn ?? "",
      dueOn: step.dueOn ?? "",
      applicationNumber: step.applicationNumber ?? "",
      done: step.doneOn ? "on" : undefined,
    },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <ChangeFields intent="case-step" step={step.id} />
      <div className="flex flex-wrap items-start gap-3">
        <Field field={fields.reachedOn} label={t.reachedOn} help={t.reachedHelp} compact alert>
          {(control) => <input {...control} type="date" />}
        </Field>
        <Field
          field={fields.dueOn}
          label={t.dueOn}
          help={usualDays === undefined ? t.dueHelpPlain : format(t.dueHelp, { n: usualDays })}
          compact
          alert
        >
          {(control) => <input {...control} type="date" />}
        </Field>
        {step.kind === "submitted" && (
          <Field field={fields.applicationNumber} label={t.applicationNumber} compact alert>
            {(control) => <input {...control} maxLength={APPLICATION_NUMBER_MAX_LENGTH} autoComplete="off" />}
          </Field>
        )}
      </div>
      {step.dueOn && <Checkbox field={fields.done} label={t.done} />}
      <div className="flex flex-wrap items-center gap-3">
        <Submit fetcher={fetcher} variant="outline">
          {t.save}
          <span className="sr-only"> ({name})</span>
        </Submit>
      </div>
    </fetcher.Form>
  );
}

/** A one-button change (move, remove): a plain post, so it works the same without JavaScript. */
function PostButton({
  intent,
  step,
  direction,
  label,
  name,
}: {
  intent: "case-move" | "case-remove";
  step: string;
  direction?: "up" | "down";
  label: string;
  /** The step, said to screen readers after the label. */
  name: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <ChangeFields intent={intent} step={step} direction={direction} />
      <button type="submit" className={buttonStyles({ variant: "outline" })}>
        {label}
        <span className="sr-only"> ({name})</span>
      </button>
    </Form>
  );
}

function AddForm({ userId }: { userId: string }) {
  const t = useMessages(caseAdminMessages);
  const names = useMessages(caseMessages).steps;
  const fetcher = useFetcher<AdminResult>();
  const [form, fields] = useChangeForm(caseChangeSchemas(useLocale()).add, fetcher.data, {
    id: "case-add",
    defaultValue: { kind: "invitation" },
  });
  // The names are for a step of the consultant's own; without JavaScript they are always there.
  const named = !useHydrated() || fields.kind.value === "custom";
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="space-y-2 rounded-md border border-dashed border-slate-300 p-3"
    >
      <h3 className="font-medium text-slate-900">{t.addHeading}</h3>
      <ChangeFields intent="case-add" user={userId} />
      <div className="flex flex-wrap items-start gap-3">
        <Field field={fields.kind} label={t.kind} compact>
          {(control) => (
            <select {...control} className={cn(control.className, "max-w-full")}>
              {caseStepKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === "custom" ? t.custom : names[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {named && (
          <>
            <Field field={fields.nameEn} label={t.nameEn} compact alert className="min-w-0 basis-56">
              {(control) => (
                <input
                  {...control}
                  lang="en"
                  maxLength={CASE_STEP_NAME_MAX_LENGTH}
                  className={cn(control.className, "w-full")}
                />
              )}
            </Field>
            <Field field={fields.nameFr} label={t.nameFr} compact alert className="min-w-0 basis-56">
              {(control) => (
                <input
                  {...control}
                  lang="fr"
                  maxLength={CASE_STEP_NAME_MAX_LENGTH}
                  className={cn(control.className, "w-full")}
                />
              )}
            </Field>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Submit fetcher={fetcher} variant="outline">
          {t.add}
        </Submit>
        <ActionMessage result={fetcher.data} />
      </div>
    </fetcher.Form>
  );
}
