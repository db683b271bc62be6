import { Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { AuthPanel, Notice, SubmitButton, textLinkClass } from "./fields";
import { authErrors, authMessages } from "./messages";
import type { SecondStepData, SettingsForm, TwoFactorSettingsData } from "./two-factor-actions.server";
import type { TwoFactorState } from "./two-factor.server";
import { twoFactorMessages } from "./two-factor-messages";
import { groupedKey } from "./otpauth";

const inputClass =
  "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700";

/** A labelled input whose error (the form's refusal) is tied to it; keeps what was typed. */
function CodeField({
  id,
  name,
  label,
  hint,
  error,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(inputClass, error ? "border-red-700" : "border-slate-400")}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** A refused code that can only be fixed by signing in again (the pending sign-in is gone). */
const SIGN_IN_AGAIN = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

/** The sign-in's second step: the authenticator's code, or a recovery code for a lost phone. */
export function SecondStepForm() {
  const t = useMessages(twoFactorMessages);
  const auth = useMessages(authMessages);
  const errors = useMessages(authErrors);
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "/";
  const result = useActionData<SecondStepData>();
  const codeBusy = useBusy("code");
  const recoveryBusy = useBusy("recovery");
  const error = result ? errors[result.code] : undefined;
  const again = result ? SIGN_IN_AGAIN.has(result.code) : false;
  return (
    <AuthPanel title={t.stepTitle} lead={t.stepLead}>
      {again && (
        <Notice tone="error">
          {error}{" "}
          <LocalLink to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`} className={textLinkClass}>
            {t.startOver}
          </LocalLink>
        </Notice>
      )}
      <Form method="post" className="space-y-4" aria-busy={codeBusy}>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <CodeField
          key={result?.form === "code" ? result.typed : "code"}
          id="two-factor-code"
          name="code"
          label={t.code}
          hint={t.codeHint}
          error={result?.form === "code" && !again ? error : undefined}
          defaultValue={result?.form === "code" ? result.typed : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          // The page is opened for this field alone.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <SubmitButton busy={codeBusy} label={t.verify} busyLabel={auth.loading} />
      </Form>
      <section aria-labelledby="lost-title" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="lost-title" className="text-lg font-semibold text-slate-900">
          {t.lostTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t.lostLead}</p>
        <Form method="post" className="mt-4 space-y-4" aria-busy={recoveryBusy}>
          <input type="hidden" name="intent" value="recovery" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <CodeField
            key={result?.form === "recovery" ? result.typed : "recovery"}
            id="recovery-code"
            name="code"
            label={t.recoveryCode}
            hint={t.recoveryHint}
            error={result?.form === "recovery" && !again ? error : undefined}
            defaultValue={result?.form === "recovery" ? result.typed : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
          />
          <SubmitButton
            busy={recoveryBusy}
            label={t.useRecovery}
            busyLabel={auth.loading}
            variant="outline"
          />
        </Form>
        <p className="mt-4 text-sm text-slate-700">{t.noCodes}</p>
      </section>
    </AuthPanel>
  );
}

function CodeList({ codes, testId }: { codes: string[]; testId: string }) {
  return (
    <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-slate-900" data-testid={testId}>
      {codes.map((code) => (
        <li key={code} className="rounded border border-slate-300 bg-slate-50 px-2 py-1 text-center">
          {code}
        </li>
      ))}
    </ul>
  );
}

/** A form asking the password again before a change, with its own refusal. */
function PasswordForm({
  intent,
  title,
  lead,
  button,
  error,
  danger,
}: {
  intent: SettingsForm;
  title: string;
  lead: string;
  button: string;
  error?: string;
  danger?: boolean;
}) {
  const t = useMessages(twoFactorMessages);
  const auth = useMessages(authMessages);
  const busy = useBusy(intent);
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  return (
    <section aria-labelledby={`${intent}-title`} className="rounded-lg border border-slate-200 p-6">
      <h2 id={`${intent}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{lead}</p>
      <Form method="post" className="mt-4 space-y-4" aria-busy={busy}>
        <input type="hidden" name="intent" value={intent} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <CodeField
          id={`${intent}-password`}
          name="password"
          type="password"
          label={t.password}
          error={error}
          autoComplete="current-password"
          className="max-w-sm"
        />
        <button
          type="submit"
          disabled={busy}
          className={buttonStyles({ variant: danger ? "danger" : "primary" })}
        >
          {busy ? auth.loading : button}
        </button>
      </Form>
    </section>
  );
}

type SettingsProps = TwoFactorState & {
  email: string;
  required: boolean;
  redirectTo: string | null;
  status: "on" | "off" | null;
};

/** Setting two-step sign-in up (key, recovery codes, first code), and managing it once on. */
export function TwoFactorSettings({
  enabled,
  pending,
  codesLeft,
  required,
  redirectTo,
  status,
}: SettingsProps) {
  const t = useMessages(twoFactorMessages);
  const auth = useMessages(authMessages);
  const errors = useMessages(authErrors);
  const result = useActionData<TwoFactorSettingsData>();
  const confirmBusy = useBusy("confirm");
  const errorFor = (form: SettingsForm) =>
    result?.status === "error" && result.form === form ? errors[result.code] : undefined;

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16">
      <p className="text-slate-700">{t.settingsLead}</p>
      {required && !enabled && <Notice tone="error">{t.required}</Notice>}
      {status === "on" && enabled && <Notice tone="success">{t.turnedOn}</Notice>}
      {status === "off" && !enabled && <Notice tone="success">{t.turnedOff}</Notice>}
      <p className="font-semibold text-slate-900" data-testid="two-factor-status">
        {enabled ? t.statusOn : t.statusOff}
        {enabled && codesLeft !== null && <> {format(t.codesLeft, { n: codesLeft })}</>}
      </p>

      {!enabled && (
        <PasswordForm
          intent="start"
          title={t.startTitle}
          lead={t.startLead}
          button={t.start}
          error={errorFor("start")}
        />
      )}

      {pending && (
        <>
          <section aria-labelledby="key-title" className="rounded-lg border border-slate-200 p-6">
            <h2 id="key-title" className="text-xl font-bold text-slate-900">
              {t.keyTitle}
            </h2>
            <p className="mt-2 text-slate-700">{t.keyLead}</p>
            <p className="mt-2">
              <span className="text-sm font-medium text-slate-800">{t.keyLabel}</span>
              <code
                className="mt-1 block break-all rounded bg-slate-100 px-3 py-2 font-mono text-lg"
                data-testid="two-factor-key"
              >
                {groupedKey(pending.key)}
              </code>
            </p>
            <p className="mt-4 text-slate-700">{t.uriLead}</p>
            <p className="mt-2">
              <span className="text-sm font-medium text-slate-800">{t.uriLabel}</span>
              <a
                href={pending.uri}
                className={cn(textLinkClass, "mt-1 block break-all font-mono text-sm")}
                data-testid="two-factor-uri"
              >
                {pending.uri}
              </a>
            </p>
          </section>
          <section aria-labelledby="codes-title" className="rounded-lg border border-slate-200 p-6">
            <h2 id="codes-title" className="text-xl font-bold text-slate-900">
              {t.codesTitle}
            </h2>
            <p className="mt-2 text-slate-700">{t.codesLead}</p>
            <CodeList codes={pending.codes} testId="recovery-codes" />
          </section>
          <section aria-labelledby="confirm-title" className="rounded-lg border border-slate-200 p-6">
            <h2 id="confirm-title" className="text-xl font-bold text-slate-900">
              {t.confirmTitle}
            </h2>
            <Form method="post" className="mt-4 space-y-4" aria-busy={confirmBusy}>
              <input type="hidden" name="intent" value="confirm" />
              {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
              <CodeField
                id="confirm-code"
                name="code"
                label={t.code}
                hint={t.codeHint}
                error={errorFor("confirm")}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={12}
                className="max-w-xs"
              />
              <button type="submit" disabled={confirmBusy} className={buttonStyles()}>
                {confirmBusy ? auth.loading : t.confirm}
              </button>
            </Form>
          </section>
        </>
      )}

      {enabled && (
        <>
          {result?.status === "codes" && (
            <section aria-labelledby="new-codes-title" className="rounded-lg border border-green-300 p-6">
              <h2 id="new-codes-title" className="text-xl font-bold text-slate-900">
                {t.newCodesTitle}
              </h2>
              <Notice tone="success">{t.newCodesShown}</Notice>
              <CodeList codes={result.codes} testId="new-recovery-codes" />
            </section>
          )}
          <PasswordForm
            intent="codes"
            title={t.newCodesTitle}
            lead={t.newCodesLead}
            button={t.newCodes}
            error={errorFor("codes")}
          />
          {!required && (
            <PasswordForm
              intent="off"
              title={t.offTitle}
              lead={t.offLead}
              button={t.off}
              error={errorFor("off")}
              danger
            />
          )}
        </>
      )}

      <p>
        <LocalLink to="/account" className={textLinkClass}>
          {t.back}
        </LocalLink>
      </p>
    </div>
  );
}
