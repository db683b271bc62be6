import { useEffect, useState, type ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonStyles } from "~/components/ui/button";
import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import type { AccountActionData } from "./actions.server";
import { Notice } from "./fields";
import { accountMessages, authErrors, authMessages } from "./messages";
import { twoFactorMessages } from "./two-factor-messages";
import type { Role } from "./session.server";

/** One part of the account kept on a page of its own: what it is and the link to it. */
export function AccountLinkSection({
  id,
  title,
  lead,
  to,
  link,
}: {
  id: string;
  title: string;
  lead: string;
  to: string;
  link: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{lead}</p>
      <p className="mt-4">
        <LocalLink
          to={to}
          className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          {link}
        </LocalLink>
      </p>
    </section>
  );
}

/**
 * My account: who I am, whether my address is confirmed, ending sessions, deleting everything.
 * `children`: the sections of the account's other features (appointments, documents), before two-step
 * sign-in's.
 */
export function AccountPage({
  email,
  emailVerified,
  role,
  twoFactorEnabled,
  children,
}: {
  email: string;
  emailVerified: boolean;
  role: Role;
  twoFactorEnabled: boolean;
  children: ReactNode;
}) {
  const t = useMessages(accountMessages);
  const auth = useMessages(authMessages);
  const errors = useMessages(authErrors);
  const twoFactor = useMessages(twoFactorMessages);
  const result = useActionData<AccountActionData>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const [confirmError, setConfirmError] = useState(false);
  const [passwordError, setPasswordError] = useState<"required" | "invalid" | undefined>();
  useEffect(() => {
    if (result?.status !== "invalid") return;
    setConfirmError(Boolean(result.fields.confirm));
    setPasswordError(result.fields.password);
  }, [result]);

  return (
    <>
      <PageHeader title={t.title} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16">
        {result?.status === "error" && <Notice tone="error">{errors[result.code]}</Notice>}
        <dl className="grid gap-4 rounded-lg border border-slate-200 p-6 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-800">{t.email}</dt>
          <dd className="break-all text-slate-900" data-testid="account-email">
            {email}
          </dd>
          <dt className="font-semibold text-slate-800">{t.status}</dt>
          <dd className={emailVerified ? "text-green-800" : "text-red-800"}>
            {emailVerified ? t.verified : t.unverified}
          </dd>
          <dt className="font-semibold text-slate-800">{t.role}</dt>
          <dd className="text-slate-900">{role === "consultant" ? t.consultant : t.client}</dd>
        </dl>

        {children}

        <AccountLinkSection
          id="two-factor"
          title={twoFactor.settingsTitle}
          lead={`${twoFactorEnabled ? twoFactor.statusOn : twoFactor.statusOff} ${twoFactor.settingsDescription}`}
          to="/account/two-factor"
          link={twoFactor.manage}
        />

        <section aria-labelledby="sessions-title">
          <h2 id="sessions-title" className="text-xl font-bold text-slate-900">
            {t.sessionsTitle}
          </h2>
          <p className="mt-2 text-slate-700">{t.sessionsLead}</p>
          <Form method="post" className="mt-4">
            <button
              type="submit"
              name="intent"
              value="signout-everywhere"
              disabled={pending === "signout-everywhere"}
              className={buttonStyles({ variant: "outline" })}
            >
              {pending === "signout-everywhere" ? auth.loading : t.signOutEverywhere}
            </button>
          </Form>
        </section>

        <section aria-labelledby="delete-title" className="rounded-lg border border-red-300 p-6">
          <h2 id="delete-title" className="text-xl font-bold text-red-900">
            {t.deleteTitle}
          </h2>
          <p className="mt-2 text-slate-700">{t.deleteLead}</p>
          <Form
            method="post"
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              const form = new FormData(event.currentTarget);
              const confirmed = form.get("confirm") === "yes";
              const typed = String(form.get("password") ?? "") !== "";
              setConfirmError(!confirmed);
              setPasswordError(typed ? undefined : "required");
              if (!confirmed || !typed) event.preventDefault();
            }}
          >
            <div>
              <label htmlFor="delete-password" className="block text-sm font-medium text-slate-800">
                {t.deletePassword}
              </label>
              <p id="delete-password-help" className="text-sm text-slate-600">
                {t.deletePasswordHelp}
              </p>
              <input
                id="delete-password"
                type="password"
                name="password"
                autoComplete="current-password"
                aria-required="true"
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={
                  passwordError ? "delete-password-help delete-password-error" : "delete-password-help"
                }
                onChange={() => setPasswordError(undefined)}
                className="mt-1 block w-full max-w-sm rounded-md border border-slate-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700"
              />
              {passwordError && (
                <p id="delete-password-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
                  {passwordError === "required" ? t.deletePasswordRequired : t.deletePasswordWrong}
                </p>
              )}
            </div>
            <div>
              <label className="flex items-start gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  aria-invalid={confirmError || undefined}
                  aria-describedby={confirmError ? "confirm-error" : undefined}
                  onChange={() => setConfirmError(false)}
                  className="mt-1 size-4 accent-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                />
                <span>{t.deleteConfirm}</span>
              </label>
              {confirmError && (
                <p id="confirm-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
                  {t.deleteConfirmRequired}
                </p>
              )}
            </div>
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={pending === "delete"}
              className={buttonStyles({ variant: "danger" })}
            >
              {pending === "delete" ? auth.loading : t.deleteButton}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
