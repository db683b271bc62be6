import { getFormProps, useForm } from "@conform-to/react";
import { HoneypotField } from "~/components/form/honeypot-field";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { useActionData, useFetcher } from "react-router";
import { clearErrorOnEdit } from "~/components/form/clear-error-on-edit";
import { Field } from "~/components/form/field";
import { useHydrated } from "~/components/form/use-hydrated";
import { InlineNotice, useToastOrInline, type FormNotice } from "~/components/form/notice";
import { preloadToasts } from "~/components/ui/toast";
import { buttonStyles } from "~/components/ui/button";
import { site } from "~/config/site";
import { format } from "~/lib/i18n/messages";
import { localizePath } from "~/lib/i18n/locale";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { contactMessages } from "./messages";
import {
  CONTACT_LIMITS,
  contactFields,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactField,
  type ContactOutcome,
} from "./schema";

/**
 * The contact form, checked by Conform in the browser with the action's schema. Once JavaScript runs
 * a fetcher posts it and the answer is a toast; without JavaScript the browser posts it and the page
 * comes back with the answer inline, the errors and the typed values.
 */
export function ContactForm() {
  const locale = useLocale();
  const t = useMessages(contactMessages);
  const fetcher = useFetcher<ContactOutcome>();
  const documentOutcome = useActionData<ContactOutcome>();
  const outcome = fetcher.data ?? documentOutcome;
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: "contact",
    lastResult: outcome?.result,
    // A field is checked when it is left and when the form is sent; editing it hides its error
    // until then (clearErrorOnEdit below).
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema(locale) }),
  });
  const failure = format(t.failureDescription, { phone: site.phone });
  const sent: FormNotice = { tone: "success", title: t.successTitle, description: t.successDescription };
  const failed: FormNotice = { tone: "error", title: t.failureTitle, description: failure };
  // A toast once JavaScript runs (in the form when its code cannot be loaded); the page itself without.
  const { inline, tell } = useToastOrInline();
  const notice = hydrated
    ? inline
    : outcome?.status === "sent"
      ? sent
      : outcome?.status === "failed"
        ? failed
        : null;

  // Each answer the fetcher brings is told once; Conform has already reset the form or shown the errors.
  // A request that got no answer (offline) comes back as "failed" (the route's clientAction): the typed
  // text stays.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer.status === "invalid") return;
    tell(answer.status === "sent" ? sent : failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const label: Record<ContactField, string> = {
    fullName: t.fullName,
    email: t.email,
    subject: t.subject,
    message: t.message,
  };

  return (
    // An explicit action: the page is built ahead of time under "/contact/", and the form's address
    // must be the same when the browser takes over.
    <fetcher.Form
      method="post"
      action={localizePath("/contact", locale)}
      {...getFormProps(form)}
      onInput={clearErrorOnEdit(form)}
      noValidate
      // The toast's code loads as the form is first used, before the network can fail.
      onFocus={preloadToasts}
      className="space-y-5"
      aria-busy={busy}
    >
      {notice && <InlineNotice notice={notice} />}
      {contactFields.map((name) => (
        <Field key={name} field={fields[name]} label={label[name]} required>
          {(control) =>
            name === "message" ? (
              <textarea {...control} rows={6} maxLength={CONTACT_LIMITS[name]} aria-required />
            ) : (
              <input
                {...control}
                type={name === "email" ? "email" : "text"}
                autoComplete={name === "fullName" ? "name" : name === "email" ? "email" : "off"}
                maxLength={CONTACT_LIMITS[name]}
                aria-required
              />
            )
          }
        </Field>
      ))}
      <HoneypotField id="contact-website" name={HONEYPOT_FIELD} label={t.honeypot} />
      <button type="submit" disabled={busy} className={buttonStyles({ size: "lg" })}>
        {busy ? t.sending : t.send}
      </button>
    </fetcher.Form>
  );
}
