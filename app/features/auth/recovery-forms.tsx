import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form, useActionData, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { Unsent } from "~/components/form/network";
import { networkMessages } from "~/components/ui/network-messages";
import { notify, preloadToasts } from "~/components/ui/toast";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { AuthActionData } from "./actions.server";
import { AuthPanel, Field, Notice, SubmitButton, textLinkClass, useAuthForm } from "./fields";
import { authErrors, authMessages, recoveryMessages } from "./messages";
import { PASSWORD_MAX_LENGTH } from "./policy";
import { authSchemas } from "./schema";

/** An answer, or "unsent" when the request got none (offline: the route's clientAction). */
type Result = AuthActionData | Unsent;

/** Toasts an answer once it arrives (the page also shows it, for visitors without JavaScript). */
function useResultToast(result: Result | undefined, success: string | undefined) {
  const t = useMessages(authMessages);
  const errors = useMessages(authErrors);
  const network = useMessages(networkMessages);
  useEffect(() => {
    if (result?.status === "error")
      notify(t.error, { description: errors[result.code], variant: "destructive" });
    else if (result?.status === "unsent")
      notify(t.error, { description: network.notSent, variant: "destructive" });
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

/** The page's notice for a request that got no answer. */
function UnsentNotice({ result }: { result: Result | undefined }) {
  const network = useMessages(networkMessages);
  return result?.status === "unsent" ? <Notice tone="error">{network.notSent}</Notice> : null;
}

/**
 * The answer to a form whose result stays on the page: the fetcher's with JavaScript, the page's
 * own without (the browser then posts the form itself).
 */
function useFetcherResult() {
  const fetcher = useFetcher<Result>();
  const documentResult = useActionData<Result>();
  return { fetcher, result: fetcher.data ?? documentResult, busy: fetcher.state !== "idle" };
}

export function ForgotPasswordForm() {
  const locale = useLocale();
  const t = useMessages(authMessages);
  const r = useMessages(recoveryMessages);
  const errors = useMessages(authErrors);
  const { fetcher, result, busy } = useFetcherResult();
  const [form, fields] = useAuthForm("forgot-password", authSchemas(locale).email, result);
  useResultToast(result, r.linkSentTitle);

  return (
    <AuthPanel title={r.forgotTitle} lead={r.forgotLead}>
      {result?.status === "reset-requested" && <Notice tone="success">{r.linkSent}</Notice>}
      {result?.status === "error" && <Notice tone="error">{errors[result.code]}</Notice>}
      <UnsentNotice result={result} />
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onFocus={preloadToasts}
        className="space-y-4"
        aria-busy={busy}
      >
        <Field field={fields.email} type="email" label={t.email} autoComplete="email" required />
        <SubmitButton busy={busy} label={r.sendLink} busyLabel={t.loading} />
      </fetcher.Form>
      <BackToSignIn />
    </AuthPanel>
  );
}

export function ResetPasswordForm() {
  const locale = useLocale();
  const t = useMessages(authMessages);
  const r = useMessages(recoveryMessages);
  const errors = useMessages(authErrors);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { fetcher, result, busy } = useFetcherResult();
  const [form, fields] = useAuthForm("reset-password", authSchemas(locale).resetPassword, result);
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
      <UnsentNotice result={result} />
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onFocus={preloadToasts}
        className="space-y-4"
        aria-busy={busy}
      >
        <input type="hidden" name="token" value={token} />
        <Field
          field={fields.password}
          type="password"
          label={r.newPassword}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t.passwordHint}
        />
        <SubmitButton busy={busy} label={r.savePassword} busyLabel={t.loading} />
      </fetcher.Form>
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
  const result = useActionData<Result>();
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
      <UnsentNotice result={result} />
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
