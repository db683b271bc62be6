import { useEffect, useState, type FormEvent } from "react";
import { Form, useActionData, useNavigation, useSearchParams } from "react-router";
import { notify } from "~/components/ui/toast";
import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import type { AuthActionData } from "./actions.server";
import { AuthPanel, Field, Notice, SubmitButton, textLinkClass } from "./fields";
import { authErrors, authMessages, recoveryMessages } from "./messages";

/** Toasts an answer once it arrives (the page also shows it, for visitors without JavaScript). */
function useResultToast(result: AuthActionData | undefined, success: string | undefined) {
  const t = useMessages(authMessages);
  const errors = useMessages(authErrors);
  useEffect(() => {
    if (result?.status === "error")
      notify(t.error, { description: errors[result.code], variant: "destructive" });
    else if (result && result.status !== "invalid" && success) notify(success);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}

function BackToSignIn() {
  const r = useMessages(recoveryMessages);
  return (
    <p className="mt-6 text-sm">
      <LocalLink to="/auth" className={textLinkClass}>
        {r.backToSignIn}
      </LocalLink>
    </p>
  );
}

export function ForgotPasswordForm() {
  const t = useMessages(authMessages);
  const r = useMessages(recoveryMessages);
  const errors = useMessages(authErrors);
  const result = useActionData<AuthActionData>();
  const busy = useNavigation().state === "submitting";
  const [emailError, setEmailError] = useState<string>();
  useResultToast(result, r.linkSentTitle);
  useEffect(() => {
    if (result?.status === "invalid")
      setEmailError(result.fields.email === "required" ? t.emailRequired : t.emailInvalid);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    const problem = !email
      ? t.emailRequired
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
        ? undefined
        : t.emailInvalid;
    setEmailError(problem);
    if (problem) event.preventDefault();
  };

  return (
    <AuthPanel title={r.forgotTitle} lead={r.forgotLead}>
      {result?.status === "reset-requested" && <Notice tone="success">{r.linkSent}</Notice>}
      {result?.status === "error" && <Notice tone="error">{errors[result.code]}</Notice>}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        <Field
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          required
          error={emailError}
          onChange={() => setEmailError(undefined)}
        />
        <SubmitButton busy={busy} label={r.sendLink} busyLabel={t.loading} />
      </Form>
      <BackToSignIn />
    </AuthPanel>
  );
}

export function ResetPasswordForm() {
  const t = useMessages(authMessages);
  const r = useMessages(recoveryMessages);
  const errors = useMessages(authErrors);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = useActionData<AuthActionData>();
  const busy = useNavigation().state === "submitting";
  const [passwordError, setPasswordError] = useState<string>();
  useResultToast(result, r.resetDoneTitle);

  if (!token || result?.status === "reset-done") {
    return (
      <AuthPanel title={result?.status === "reset-done" ? r.resetDoneTitle : r.resetTitle}>
        {result?.status === "reset-done" ? (
          <Notice tone="success">{r.resetDone}</Notice>
        ) : (
          <Notice tone="error">{r.missingToken}</Notice>
        )}
        <p className="text-sm">
          <LocalLink to={result ? "/auth" : "/auth/forgot-password"} className={textLinkClass}>
            {result ? t.signIn : r.askNewLink}
          </LocalLink>
        </p>
      </AuthPanel>
    );
  }

  const linkFailed =
    result?.status === "error" && (result.code === "INVALID_TOKEN" || result.code === "TOKEN_EXPIRED");
  return (
    <AuthPanel title={r.resetTitle}>
      {result?.status === "error" && (
        <Notice tone="error">
          {errors[result.code]}{" "}
          {linkFailed && (
            <LocalLink to="/auth/forgot-password" className={textLinkClass}>
              {r.askNewLink}
            </LocalLink>
          )}
        </Notice>
      )}
      <Form
        method="post"
        noValidate
        className="space-y-4"
        aria-busy={busy}
        onSubmit={(event) => {
          const missing = !new FormData(event.currentTarget).get("password");
          setPasswordError(missing ? t.passwordRequired : undefined);
          if (missing) event.preventDefault();
        }}
      >
        <input type="hidden" name="token" value={token} />
        <Field
          name="password"
          type="password"
          label={r.newPassword}
          autoComplete="new-password"
          required
          maxLength={128}
          hint={t.passwordHint}
          error={passwordError ?? (result?.status === "invalid" ? t.passwordRequired : undefined)}
          onChange={() => setPasswordError(undefined)}
        />
        <SubmitButton busy={busy} label={r.savePassword} busyLabel={t.loading} />
      </Form>
      <BackToSignIn />
    </AuthPanel>
  );
}

export function VerifyEmailForm() {
  const t = useMessages(authMessages);
  const r = useMessages(recoveryMessages);
  const errors = useMessages(authErrors);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = useActionData<AuthActionData>();
  const busy = useNavigation().state === "submitting";
  useResultToast(result, r.verifiedTitle);

  if (result?.status === "verified") {
    return (
      <AuthPanel title={r.verifiedTitle}>
        <Notice tone="success">{r.verified}</Notice>
        <a href={result.redirectTo} className={textLinkClass}>
          {r.continue}
        </a>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={r.verifyTitle} lead={token ? r.verifyLead : undefined}>
      {!token && <Notice tone="error">{r.missingToken}</Notice>}
      {result?.status === "error" && <Notice tone="error">{errors[result.code]}</Notice>}
      {token && (
        <Form method="post" aria-busy={busy}>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
          <SubmitButton busy={busy} label={r.verifyButton} busyLabel={t.loading} />
        </Form>
      )}
      <BackToSignIn />
    </AuthPanel>
  );
}
