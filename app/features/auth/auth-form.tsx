import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useActionData, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Unsent } from "~/components/form/network";
import { networkMessages } from "~/components/ui/network-messages";
import { notify, preloadToasts } from "~/components/ui/toast";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { AuthActionData } from "./actions.server";
import { AuthPanel, Field, Notice, SubmitButton, textLinkClass, useAuthForm, useHydrated } from "./fields";
import { accountMessages, authErrors, authMessages } from "./messages";
import { PASSWORD_MAX_LENGTH } from "./policy";
import { leadsToIntakeForm } from "./redirect";
import { authSchemas } from "./schema";
import { SignUpSent } from "./sign-up-sent";

/**
 * Sign in or create an account (SPEC "Auth"), posting to the page's own action. A plain `Form`: a
 * successful sign-in leaves the page, and the no-JavaScript answer is the page itself.
 */
export function AuthForm() {
  const locale = useLocale();
  const t = useMessages(authMessages);
  const errors = useMessages(authErrors);
  const account = useMessages(accountMessages);
  const network = useMessages(networkMessages);
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "/";
  // On the way to the intake form most visitors have no account yet: sign-up comes first.
  const forIntake = leadsToIntakeForm(redirectTo);
  const requested = params.get("mode");
  const mode = requested === "signup" || (requested !== "signin" && forIntake) ? "signup" : "signin";
  const result = useActionData<AuthActionData | Unsent>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const resending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resend";
  const schemas = authSchemas(locale);
  // One form id for both modes: a new id would make Conform reset, emptying what is being typed.
  const [form, fields] = useAuthForm("auth", mode === "signup" ? schemas.signUp : schemas.signIn, result);

  useEffect(() => {
    if (result?.status === "error") {
      notify(t.error, { description: errors[result.code], variant: "destructive" });
    } else if (result?.status === "unsent") {
      notify(t.error, { description: network.notSent, variant: "destructive" });
    } else if (result?.status === "signed-up") {
      notify(t.signUpSuccessTitle, { description: t.signUpSuccess });
    } else if (result?.status === "resent") {
      notify(t.signUpSuccessTitle, { description: t.resent });
    } else if (result?.status === "signed-in") {
      notify(t.signInSuccessTitle, { description: t.signInSuccess });
      void navigate(result.redirectTo, { replace: true });
    }
    // Each answer is shown once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const toggle = new URLSearchParams(params);
  toggle.delete("status");
  toggle.set("mode", mode === "signin" ? "signup" : "signin");

  if (result?.status === "signed-up") {
    return <SignUpSent email={result.email} forIntake={forIntake} again={`?${params.toString()}`} />;
  }

  return (
    <AuthPanel
      title={mode === "signup" ? t.signUpTitle : t.signInTitle}
      lead={forIntake ? t.intakeReason : undefined}
    >
      {params.get("status") === "deleted" && !result && <Notice tone="success">{account.deleted}</Notice>}
      {result?.status === "error" && <Notice tone="error">{errors[result.code]}</Notice>}
      {result?.status === "unsent" && <Notice tone="error">{network.notSent}</Notice>}
      {result?.status === "resent" && <Notice tone="success">{t.resent}</Notice>}

      <Form
        method="post"
        {...getFormProps(form)}
        onFocus={preloadToasts}
        className="space-y-4"
        aria-busy={busy}
      >
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated && <input type="hidden" name="enhanced" value="1" />}
        <Field field={fields.email} type="email" label={t.email} autoComplete="email" required />
        <Field
          field={fields.password}
          type="password"
          label={t.password}
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          required
          maxLength={PASSWORD_MAX_LENGTH}
          hint={mode === "signup" ? t.passwordHint : undefined}
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
