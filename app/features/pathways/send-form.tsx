import { getFormProps, useForm } from "@conform-to/react";
import { ConsentField } from "~/components/form/consent-field";
import { HoneypotField } from "~/components/form/honeypot-field";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { NameEmailFields } from "~/components/form/name-email-fields";
import { InlineNotice } from "~/components/form/notice";
import { useHydrated } from "~/components/form/use-hydrated";
import { buttonStyles } from "~/components/ui/button";
import { textLinkClass } from "~/components/ui/text-link";
import { site } from "~/config/site";
import { HONEYPOT_FIELD } from "~/features/contact/schema";
import { cn } from "~/lib/cn";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { sendMessages } from "./send-messages";
import {
  PROFILE_FIELD,
  SEND_LIMITS,
  sendConsentText,
  sendFields,
  sendSchema,
  type SendField,
  type SendOutcome,
} from "./send-schema";

/** What the page says once the results are sent, in place of the form. */
function SentNotice({ sent, query }: { sent: NonNullable<SendOutcome["sent"]>; query: string }) {
  const t = useMessages(sendMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Said where the form was: the visitor who sent it is taken to what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="space-y-3 rounded-md border border-green-700 bg-green-50 p-4 text-green-900"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
        {t.sentTitle}
      </h2>
      <p>{format(t.sentText, { email: sent.email })}</p>
      {sent.filed && <p>{t.sentFile}</p>}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <LocalLink to={`/pathways?${query}`} className={textLinkClass}>
          {t.backToResults}
        </LocalLink>
        <LocalLink to="/book-appointment" className={textLinkClass}>
          {t.book}
        </LocalLink>
      </p>
    </div>
  );
}

/**
 * Who sends the results, and their consent; the answers travel in a hidden field. Conform checks it
 * in the browser with the action's schema; without JavaScript the action answers with the same
 * errors, listed first, and the typed values.
 */
export function SendForm({ query, account }: { query: string; account: string | null }) {
  const locale = useLocale();
  const t = useMessages(sendMessages);
  const outcome = useActionData<SendOutcome>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "pathways-send",
    lastResult: outcome?.status === "sent" ? undefined : outcome?.result,
    defaultValue: { email: account ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendSchema(locale) }),
  });
  if (outcome?.status === "sent" && outcome.sent) return <SentNotice sent={outcome.sent} query={query} />;

  const label: Record<SendField, string> = {
    fullName: t.fullName,
    email: t.email,
    consent: t.consentLabel,
  };
  // Without JavaScript the page comes back with the errors: listed first, each linking to its field.
  const summary =
    !hydrated && outcome?.status === "invalid"
      ? sendFields.flatMap((name) => {
          const message = outcome.result?.error?.[name]?.[0];
          return message ? [{ name, message }] : [];
        })
      : [];
  const refusal = outcome?.status === "failed" || outcome?.status === "limited";
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5" aria-busy={busy}>
      {refusal && (
        <InlineNotice
          notice={{
            tone: "error",
            title: t.failedTitle,
            description: format(outcome.status === "limited" ? t.rateLimitedText : t.failedText, {
              phone: site.phone,
            }),
          }}
        />
      )}
      {form.errors && (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900"
        >
          {form.errors[0]}
        </p>
      )}
      {summary.length > 0 && (
        <ErrorSummary
          title={t.fixErrors}
          items={summary.map(({ name, message }) => ({ label: label[name], href: fields[name].id, message }))}
        />
      )}
      {account && <p className="text-slate-800">{format(t.signedIn, { email: account })}</p>}
      <input type="hidden" name={PROFILE_FIELD} value={query} />
      <NameEmailFields
        fields={fields}
        words={{ fullName: t.fullName, email: t.email, emailHelp: t.emailHelp, required: t.required }}
        limits={SEND_LIMITS}
      />
      <ConsentField
        field={fields.consent}
        label={sendConsentText(locale)}
        required={t.required}
        privacyLink={t.privacyLink}
      />
      <HoneypotField id="pathways-send-website" name={HONEYPOT_FIELD} label={t.honeypot} />
      <button type="submit" disabled={busy} className={cn(buttonStyles({ size: "lg" }), "w-full sm:w-auto")}>
        {busy ? t.sending : t.send}
      </button>
    </Form>
  );
}
