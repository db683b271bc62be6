import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useNavigate, useNavigation, useSearchParams } from "react-router";
import { notify } from "~/components/ui/toast";
import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import type { AuthActionData } from "./actions.server";
import { AuthPanel, Field, Notice, SubmitButton, textLinkClass, useHydrated } from "./fields";
import { accountMessages, authErrors, authMessages } from "./messages";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign in or create an account (SPEC "Auth"), posting to the page's own action. */
export function AuthForm() {
  const t = useMessages(authMessages);
  const errors = useMessages(authErrors);
  const account = useMessages(accountMessages);
  const [params] = useSearchParams();
  const mode = params.get("mode") === "signup" ? "signup" : "signin";
  const redirectTo = params.get("redirectTo") ?? "/";
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const resending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const fieldMessage = (field: "email" | "password", kind: "required" | "invalid" | undefined) =>
    kind === undefined
      ? undefined
      : field === "email"
        ? kind === "required"
          ? t.emailRequired
          : t.emailInvalid
        : t.passwordRequired;

  useEffect(() => {
    if (!result) return;
    if (result.status === "invalid") {
      setFieldErrors({
        email: fieldMessage("email", result.fields.email),
        password: fieldMessage("password", result.fields.password),
      });
    } else if (result.status === "error") {
      notify(t.error, { description: errors[result.code], variant: "destructive" });
    } else if (result.status === "signed-up") {
      notify(t.signUpSuccessTitle, { description: t.signUpSuccess });
    } else if (result.status === "resent") {
      notify(t.signUpSuccessTitle, { description: t.resent });
    } else if (result.status === "signed-in") {
      notify(t.signInSuccessTitle, { description: t.signInSuccess });
      void navigate(result.redirectTo, { replace: true });
    }
    // Each answer is shown once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found = {
      email: !email ? t.emailRequired : EMAIL_PATTERN.test(email) ? undefined : t.emailInvalid,
      password: password ? undefined : t.passwordRequired,
    };
    setFieldErrors(found);
    if (found.email || found.password) {
      event.preventDefault();
      (found.email ? emailRef : passwordRef).current?.focus();
    }
  };

  const toggle = new URLSearchParams(params);
  toggle.delete("status");
  if (mode === "signin") toggle.set("mode", "signup");
  else toggle.delete("mode");

  return (
    <AuthPanel title={mode === "signup" ? t.signUpTitle : t.signInTitle}>
      {params.get("status") === "deleted" && !result && <Notice tone="success">{account.deleted}</Notice>}
      {result?.status === "error" && <Notice tone="error">{errors[result.code]}</Notice>}
      {result?.status === "signed-up" && <Notice tone="success">{t.signUpSuccess}</Notice>}
      {result?.status === "resent" && <Notice tone="success">{t.resent}</Notice>}

      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated && <input type="hidden" name="enhanced" value="1" />}
        <Field
          ref={emailRef}
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          required
          error={fieldErrors.email}
          onChange={() => fieldErrors.email && setFieldErrors((f) => ({ ...f, email: undefined }))}
        />
        <Field
          ref={passwordRef}
          name="password"
          type="password"
          label={t.password}
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          required
          maxLength={128}
          hint={mode === "signup" ? t.passwordHint : undefined}
          error={fieldErrors.password}
          onChange={() => fieldErrors.password && setFieldErrors((f) => ({ ...f, password: undefined }))}
        />
        <SubmitButton busy={busy} label={mode === "signup" ? t.signUp : t.signIn} busyLabel={t.loading} />
      </Form>

      {result?.status === "error" && result.code === "EMAIL_NOT_VERIFIED" && result.email && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={result.email} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <SubmitButton busy={resending} label={t.resend} busyLabel={t.loading} variant="outline" />
        </Form>
      )}

      <div className="mt-6 flex flex-col gap-3 text-sm">
        <Link to={`?${toggle.toString()}`} className={textLinkClass}>
          {mode === "signup" ? t.toSignIn : t.toSignUp}
        </Link>
        {mode === "signin" && (
          <LocalLink to="/auth/forgot-password" className={textLinkClass}>
            {t.forgotPassword}
          </LocalLink>
        )}
      </div>
    </AuthPanel>
  );
}
