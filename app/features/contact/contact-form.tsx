import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useActionData } from "react-router";
import { notify } from "~/components/ui/toast";
import { buttonStyles } from "~/components/ui/button";
import { site } from "~/config/site";
import { format } from "~/lib/i18n/messages";
import { localizePath } from "~/lib/i18n/locale";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { contactMessages } from "./messages";
import {
  CONTACT_LIMITS,
  contactFields,
  HONEYPOT_FIELD,
  validateContact,
  type ContactResult,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./schema";

const empty: ContactValues = { fullName: "", email: "", subject: "", message: "" };

/** True once React runs in the browser: without JavaScript the page shows results inline instead of toasts. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ContactForm() {
  const locale = useLocale();
  const t = useMessages(contactMessages);
  // Without JavaScript the browser posts the form itself and the page comes back with the result.
  const documentResult = useActionData<ContactResult>();
  const hydrated = useHydrated();
  const initial = documentResult && documentResult.status !== "sent" ? documentResult : undefined;
  const [values, setValues] = useState<ContactValues>({ ...empty, ...initial?.values });
  const [errors, setErrors] = useState<ContactErrors>(initial?.status === "invalid" ? initial.errors : {});
  const [sending, setSending] = useState(false);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const failure = format(t.failureDescription, { phone: site.phone });

  const showResult = (result: ContactResult | undefined) => {
    if (result?.status === "sent") {
      setValues(empty);
      setErrors({});
      notify(t.successTitle, { description: t.successDescription });
    } else if (result?.status === "invalid") {
      setErrors(result.errors);
    } else {
      notify(t.failureTitle, { description: failure, variant: "destructive" });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = validateContact(values, locale);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = contactFields.find((field) => parsed.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setSending(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: trap ?? "", locale }),
      });
      const result = (await response.json().catch(() => undefined)) as ContactResult | undefined;
      showResult(result);
    } catch {
      showResult(undefined);
    } finally {
      setSending(false);
    }
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const label: Record<ContactField, string> = {
    fullName: t.fullName,
    email: t.email,
    subject: t.subject,
    message: t.message,
  };

  return (
    // An explicit action: the page is built ahead of time under "/contact/", and the form's address
    // must be the same when the browser takes over.
    <Form
      method="post"
      action={localizePath("/contact", locale)}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-busy={sending}
    >
      {!hydrated && documentResult?.status === "sent" && (
        <div role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{t.successTitle}</p>
          <p>{t.successDescription}</p>
        </div>
      )}
      {!hydrated && documentResult?.status === "failed" && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t.failureTitle}</p>
          <p>{failure}</p>
        </div>
      )}
      {contactFields.map((field) => {
        const id = `contact-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          value: values[field],
          maxLength: CONTACT_LIMITS[field],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          "aria-required": true,
          className: cn(
            "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
            error ? "border-red-700" : "border-slate-400",
          ),
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {label[field]}{" "}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
            {field === "message" ? (
              <textarea
                {...common}
                ref={(el) => {
                  fieldRefs.current[field] = el;
                }}
                rows={6}
                onChange={(event) => change(field, event.target.value)}
              />
            ) : (
              <input
                {...common}
                ref={(el) => {
                  fieldRefs.current[field] = el;
                }}
                type={field === "email" ? "email" : "text"}
                autoComplete={field === "fullName" ? "name" : field === "email" ? "email" : "off"}
                onChange={(event) => change(field, event.target.value)}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {/* Off-screen rather than display:none, so bots that skip hidden fields still fill it. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="contact-website">{t.honeypot}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" disabled={sending} className={buttonStyles({ size: "lg" })}>
        {sending ? t.sending : t.send}
      </button>
    </Form>
  );
}
