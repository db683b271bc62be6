import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { Checkbox, Field } from "~/components/form/field";
import { strongLinkClass } from "~/components/ui/text-link";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { formatCad } from "~/lib/i18n/currency";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { AgreementView } from "~/features/agreement/agreement.server";
import type { Billing } from "~/features/agreement/billing.server";
import { centsToInput } from "~/features/agreement/money";
import { otherRepresentativeAnswers, type AgreementTerms } from "~/features/agreement/terms";
import type { AdminIntent, AdminResult } from "./action-result";
import { agreementChangeSchemas, FEE_ROWS, TERM_MAX_LENGTH } from "./agreement-changes";
import { agreementAdminMessages } from "./agreement-messages";
import { ChangeFields, Submit, useChangeForm } from "./change-form";

type Text = (typeof agreementAdminMessages)["en"];

/**
 * What the page's last post answered, for the form that sent it only: the one of its intent and
 * version. A change saved resets its form, and a reset carries no values to tell the version by; the
 * forms a saved change could concern are one per page (invoice, payment) or gone with the change
 * (countersign, end).
 */
function useResultFor(intent: AdminIntent, id?: string): AdminResult | undefined {
  const result = useActionData<AdminResult>();
  if (result?.intent !== intent) return undefined;
  if (result.status === "saved") return result;
  const sentId = result.submission?.initialValue?.id;
  return id === undefined || sentId === id ? result : undefined;
}

/** The consultant's agreement page for one client: versions, the draft, invoices and payments. */
export function AgreementPanel({
  userId,
  versions,
  terms,
  billing,
}: {
  userId: string;
  versions: AgreementView[];
  terms: AgreementTerms;
  billing: Billing;
}) {
  const t = useMessages(agreementAdminMessages);
  const latest = versions[0];
  const draftHeading =
    !latest || latest.state === "terminated"
      ? t.newAgreementHeading
      : latest.state === "draft"
        ? t.draftHeading
        : t.newVersionHeading;
  // Billing follows the version in force, or the last one that was before it ended.
  const billable = versions.find(
    (version) =>
      version.consultantSignedAt !== null && (version.state === "in-force" || version.state === "terminated"),
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="agreement-versions" className="space-y-3">
        <h2 id="agreement-versions" className="text-xl font-semibold text-slate-900">
          {t.versionsHeading}
        </h2>
        {versions.length === 0 ? (
          <p className="text-slate-700">{t.noVersions}</p>
        ) : (
          <ol className="space-y-3">
            {versions.map((version) => (
              <VersionItem
                key={version.id}
                userId={userId}
                version={version}
                awaiting={versions.some((other) => other.state === "signed")}
              />
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="agreement-billing" className="space-y-3">
        <h2 id="agreement-billing" className="text-xl font-semibold text-slate-900">
          {t.billingHeading}
        </h2>
        {billable ? (
          <BillingPanel userId={userId} agreement={billable} billing={billing} />
        ) : (
          <p className="text-slate-700">{t.billingNeedsAgreement}</p>
        )}
      </section>
      <section aria-labelledby="agreement-draft-heading" className="space-y-3">
        <h2 id="agreement-draft-heading" className="text-xl font-semibold text-slate-900">
          {draftHeading}
        </h2>
        {latest && latest.state !== "draft" && latest.state !== "terminated" ? (
          // Folded while a version is with the client: the page then reads as its versions and billing.
          <NewVersion>
            <DraftForm key={`${latest.id}-${terms.locale}`} userId={userId} terms={terms} />
          </NewVersion>
        ) : (
          // Drawn anew when the saved draft's language changes: the template's parts follow it.
          <DraftForm key={`${latest?.id ?? "new"}-${terms.locale}`} userId={userId} terms={terms} />
        )}
      </section>
    </div>
  );
}

function NewVersion({ children }: { children: React.ReactNode }) {
  const t = useMessages(agreementAdminMessages);
  const result = useResultFor("agreement-draft");
  return (
    <details open={result?.status === "invalid" || undefined}>
      <summary className={cn("cursor-pointer font-medium", strongLinkClass)}>{t.newVersionHelp}</summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}

function stateSentence(t: Text, version: AgreementView, locale: "en" | "fr"): string {
  const day = (iso: string | null) => (iso ? formatLongDate(iso.slice(0, 10), locale) : "");
  const date = {
    draft: "",
    sent: day(version.issuedOn),
    signed: version.clientSignedAt ? formatDateTime(version.clientSignedAt, locale) : "",
    "in-force": version.consultantSignedAt ? formatDateTime(version.consultantSignedAt, locale) : "",
    terminated: version.terminatedAt ? formatDateTime(version.terminatedAt, locale) : "",
    withdrawn: "",
    superseded: "",
  }[version.state];
  return format(t.state[version.state], { date });
}

function VersionItem({
  userId,
  version,
  awaiting,
}: {
  userId: string;
  version: AgreementView;
  /** Another version the client signed waits for the countersignature: this one waits for it. */
  awaiting: boolean;
}) {
  const locale = useLocale();
  const t = useMessages(agreementAdminMessages);
  const file = (which: "issued" | "signed") => `/admin/agreements/${userId}/${which}/${version.id}`;
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="agreement-version">
      <p className="font-medium break-words text-slate-900">{version.reference}</p>
      <p className="text-sm font-medium text-slate-800" data-testid="agreement-state">
        {stateSentence(t, version, locale)}
      </p>
      {version.clientSignedName && version.clientSignedAt && (
        <p className="text-sm text-slate-700">
          {format(t.signedBy, {
            name: version.clientSignedName,
            date: formatDateTime(version.clientSignedAt, locale),
          })}
        </p>
      )}
      {version.termination && (
        <p className="text-sm break-words text-slate-700">
          {format(t.endedBy[version.termination.by], { reason: version.termination.reason })}
        </p>
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        {version.state !== "draft" && (
          <LocalLink to={file("issued")} reloadDocument className={strongLinkClass}>
            {t.issuedPdf}
            <span className="sr-only"> ({version.reference})</span>
          </LocalLink>
        )}
        {(version.state === "in-force" || (version.state === "terminated" && version.consultantSignedAt)) && (
          <LocalLink to={file("signed")} reloadDocument className={strongLinkClass}>
            {t.signedPdf}
            <span className="sr-only"> ({version.reference})</span>
          </LocalLink>
        )}
      </p>
      {version.state === "draft" &&
        (version.terms.fees.length === 0 ? (
          <p className="text-sm text-slate-700">{t.noFeesYet}</p>
        ) : awaiting ? (
          <p className="text-sm text-slate-700">{t.awaitingFirst}</p>
        ) : (
          <SendForm version={version} />
        ))}
      {version.state === "signed" && <CountersignForm version={version} />}
      {(version.state === "signed" || version.state === "in-force") && <TerminateForm version={version} />}
    </li>
  );
}

function SendForm({ version }: { version: AgreementView }) {
  const t = useMessages(agreementAdminMessages);
  return (
    <Form method="post" preventScrollReset className="space-y-2">
      <ChangeFields intent="agreement-send" id={version.id} />
      <p className="text-sm text-slate-700">{t.sendHelp}</p>
      <Submit>{t.send}</Submit>
    </Form>
  );
}

function CountersignForm({ version }: { version: AgreementView }) {
  const t = useMessages(agreementAdminMessages);
  const result = useResultFor("agreement-countersign", version.id);
  const [form, fields] = useChangeForm(agreementChangeSchemas(useLocale()).countersign, result, {
    id: `countersign-${version.id}`,
    defaultValue: { typedName: site.consultantName },
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-2">
      <h3 className="font-medium text-slate-900">{t.countersignHeading}</h3>
      <ChangeFields intent="agreement-countersign" id={version.id} />
      <Field field={fields.typedName} label={t.typedName} required={t.required} compact>
        {(control) => <input {...control} autoComplete="name" />}
      </Field>
      <Submit>{t.countersign}</Submit>
    </Form>
  );
}

function TerminateForm({ version }: { version: AgreementView }) {
  const t = useMessages(agreementAdminMessages);
  const result = useResultFor("agreement-terminate", version.id);
  const [form, fields] = useChangeForm(agreementChangeSchemas(useLocale()).terminate, result, {
    id: `terminate-${version.id}`,
  });
  return (
    <details open={result?.status === "invalid" || undefined}>
      <summary className={cn("cursor-pointer text-sm font-medium", strongLinkClass)}>
        {t.terminateHeading}
      </summary>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-2 space-y-2">
        <ChangeFields intent="agreement-terminate" id={version.id} />
        <p className="text-sm text-slate-700">{t.terminateHelp}</p>
        <Field field={fields.reason} label={t.reason} required={t.required}>
          {(control) => <textarea {...control} rows={3} />}
        </Field>
        <Submit variant="outline">{t.terminate}</Submit>
      </Form>
    </details>
  );
}

function DraftForm({ userId, terms }: { userId: string; terms: AgreementTerms }) {
  const t = useMessages(agreementAdminMessages);
  const result = useResultFor("agreement-draft");
  const [form, fields] = useChangeForm(agreementChangeSchemas(useLocale()).draft, result, {
    id: "agreement-draft",
    shouldRevalidate: "onInput",
    defaultValue: {
      locale: terms.locale,
      ...terms.client,
      otherRepresentative: terms.otherRepresentative,
      otherRepresentativeNote: terms.otherRepresentativeNote,
      services: terms.services,
      // Every row of the schedule is a field, the rows past the saved fees empty.
      fees: Array.from({ length: FEE_ROWS }, (_, index) => {
        const fee = terms.fees[index];
        return fee
          ? { description: fee.description, amount: centsToInput(fee.cents) }
          : { description: "", amount: "" };
      }),
      disbursements: terms.disbursements,
      paymentSchedule: terms.paymentSchedule,
      refundAndTermination: terms.refundAndTermination,
      complaints: terms.complaints,
      confidentiality: terms.confidentiality,
    },
  });
  const feeRows = fields.fees.getFieldList();
  const text = (field: FieldMetadata<string>, label: string, rowsCount = 4) => (
    <Field field={field} label={label} required={t.required}>
      {(control) => <textarea {...control} rows={rowsCount} maxLength={TERM_MAX_LENGTH} />}
    </Field>
  );
  const line = (field: FieldMetadata<string>, label: string, autoComplete: string, required = true) => (
    <Field field={field} label={label} required={required ? t.required : undefined}>
      {(control) => <input {...control} autoComplete={autoComplete} />}
    </Field>
  );
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-6">
      <ChangeFields intent="agreement-draft" user={userId} />
      <p className="text-sm text-slate-700">
        {format(t.consultantFrom, { name: site.consultantName, licence: site.consultantLicence })}
      </p>
      <Field field={fields.locale} label={t.language} compact>
        {(control) => (
          <select {...control}>
            <option value="en">{t.languages.en}</option>
            <option value="fr">{t.languages.fr}</option>
          </select>
        )}
      </Field>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium text-slate-900">{t.clientHeading}</legend>
        {line(fields.fullName, t.fullName, "off")}
        {text(fields.homeAddress, t.homeAddress, 2)}
        <div className="grid gap-3 sm:grid-cols-2">
          {line(fields.phone, t.phone, "off")}
          {line(fields.email, t.email, "off")}
        </div>
        <Field field={fields.business} label={t.business}>
          {(control) => <textarea {...control} rows={2} />}
        </Field>
        {text(fields.identityConfirmation, t.identityConfirmation, 2)}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-slate-900">{t.otherRepresentative}</legend>
        {otherRepresentativeAnswers.map((answer) => (
          <label key={answer} className="flex min-h-9 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="radio"
              name={fields.otherRepresentative.name}
              value={answer}
              defaultChecked={fields.otherRepresentative.initialValue === answer}
              className="size-4"
            />
            {t.otherAnswers[answer]}
          </label>
        ))}
        <Field field={fields.otherRepresentativeNote} label={t.otherNote} help={t.otherNoteHelp}>
          {(control) => <textarea {...control} rows={2} maxLength={TERM_MAX_LENGTH} />}
        </Field>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium text-slate-900">{t.termsHeading}</legend>
        {text(fields.services, t.services, 5)}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t.feesHeading}</legend>
          <p className="text-sm text-slate-700">{t.feesHelp}</p>
          {feeRows.map((row, index) => (
            <FeeRow key={row.key} n={index + 1} row={row} />
          ))}
        </fieldset>
        {text(fields.disbursements, t.disbursements)}
        {text(fields.paymentSchedule, t.paymentSchedule)}
        {text(fields.refundAndTermination, t.refundAndTermination, 6)}
        {text(fields.complaints, t.complaints)}
        {text(fields.confidentiality, t.confidentiality)}
      </fieldset>
      <Submit>{t.saveDraft}</Submit>
    </Form>
  );
}

/** One line of the fee schedule. */
function FeeRow({
  n,
  row,
}: {
  n: number;
  row: FieldMetadata<{ description?: string; amount?: string } | undefined>;
}) {
  const t = useMessages(agreementAdminMessages);
  const fee = row.getFieldset();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
      <Field field={fee.description} label={format(t.feeDescription, { n })}>
        {(control) => <input {...control} autoComplete="off" />}
      </Field>
      <Field field={fee.amount} label={format(t.feeAmount, { n })}>
        {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
      </Field>
    </div>
  );
}

function BillingPanel({
  userId,
  agreement,
  billing,
}: {
  userId: string;
  agreement: AgreementView;
  billing: Billing;
}) {
  const locale = useLocale();
  const t = useMessages(agreementAdminMessages);
  const cad = (cents: number) => formatCad(cents, locale);
  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-900" data-testid="billing-summary">
        {format(t.summary, {
          invoiced: cad(billing.invoicedCents),
          paid: cad(billing.paidCents),
          due: cad(billing.dueCents),
          advance: cad(billing.advanceHeldCents),
        })}
      </p>
      {billing.invoices.length === 0 ? (
        <p className="text-slate-700">{t.noInvoices}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.invoicesLabel}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  {t.invoice}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.issuedOn}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.total}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.paid}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t.due}
                </th>
              </tr>
            </thead>
            <tbody>
              {billing.invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <LocalLink
                      to={`/admin/agreements/${userId}/invoice/${invoice.id}`}
                      reloadDocument
                      className={strongLinkClass}
                    >
                      {format(t.invoicePdf, { number: invoice.number })}
                    </LocalLink>
                  </th>
                  <td className="py-2 pr-3">{formatLongDate(invoice.issuedOn, locale)}</td>
                  <td className="py-2 pr-3 text-right">{cad(invoice.totalCents)}</td>
                  <td className="py-2 pr-3 text-right">{cad(invoice.paidCents)}</td>
                  <td className="py-2 text-right">{cad(invoice.dueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InvoiceForm agreement={agreement} />
      {/* Drawn anew when an invoice is issued, so it offers that invoice first. */}
      <PaymentForm key={billing.invoices.length} agreement={agreement} billing={billing} />
      <h3 className="font-medium text-slate-900">{t.paymentsLabel}</h3>
      {billing.payments.length === 0 ? (
        <p className="text-slate-700">{t.noPayments}</p>
      ) : (
        <ul className="space-y-1 text-sm text-slate-800">
          {billing.payments.map((payment) => (
            <li key={payment.id} className="break-words">
              {formatLongDate(payment.receivedOn, locale)} · {cad(payment.amountCents)} ·{" "}
              {payment.invoiceNumber
                ? payment.fromAdvance
                  ? format(t.paymentApplied, { number: payment.invoiceNumber })
                  : payment.invoiceNumber
                : t.paymentAdvance}{" "}
              · {payment.method}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InvoiceForm({ agreement }: { agreement: AgreementView }) {
  const locale = useLocale();
  const t = useMessages(agreementAdminMessages);
  const result = useResultFor("invoice-issue", agreement.id);
  const [form, fields] = useChangeForm(agreementChangeSchemas(locale).invoice, result, {
    id: `invoice-${agreement.id}`,
  });
  const feeError = fields.fee.errors?.[0];
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-3 rounded-md border border-dashed border-slate-300 p-3"
    >
      <h3 className="font-medium text-slate-900">{t.issueHeading}</h3>
      <ChangeFields intent="invoice-issue" id={agreement.id} />
      <fieldset aria-describedby={feeError ? fields.fee.errorId : undefined}>
        <legend className="text-sm text-slate-700">{t.issueHelp}</legend>
        {agreement.terms.fees.map((fee, index) => (
          <label key={index} className="flex min-h-9 items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name={fields.fee.name} value={index} className="size-4" />
            {fee.description} · {formatCad(fee.cents, locale)}
          </label>
        ))}
        {feeError && (
          <p id={fields.fee.errorId} className="text-sm text-red-800">
            {feeError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Field field={fields.extraDescription} label={t.extraDescription}>
          {(control) => <input {...control} autoComplete="off" />}
        </Field>
        <Field field={fields.extraAmount} label={t.extraAmount}>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
      </div>
      <Field field={fields.dueOn} label={t.dueOn} compact>
        {(control) => <input {...control} type="date" />}
      </Field>
      <Submit>{t.issue}</Submit>
    </Form>
  );
}

function PaymentForm({ agreement, billing }: { agreement: AgreementView; billing: Billing }) {
  const locale = useLocale();
  const t = useMessages(agreementAdminMessages);
  const result = useResultFor("payment-record", agreement.id);
  const [form, fields] = useChangeForm(agreementChangeSchemas(locale).payment, result, {
    id: `payment-${agreement.id}`,
    defaultValue: { invoice: billing.invoices.find((invoice) => invoice.dueCents > 0)?.id ?? "advance" },
  });
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-3 rounded-md border border-dashed border-slate-300 p-3"
    >
      <h3 className="font-medium text-slate-900">{t.paymentHeading}</h3>
      <ChangeFields intent="payment-record" id={agreement.id} />
      <div className="flex flex-wrap items-start gap-3">
        <Field field={fields.amount} label={t.amount} required={t.required} compact>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field field={fields.receivedOn} label={t.receivedOn} required={t.required} compact>
          {(control) => <input {...control} type="date" />}
        </Field>
        <Field field={fields.invoice} label={t.paymentFor} compact>
          {(control) => (
            <select {...control} className={cn(control.className, "max-w-full")}>
              <option value="advance">{t.advance}</option>
              {billing.invoices.map((invoice) => (
                <option key={invoice.id} value={invoice.id}>
                  {invoice.number} · {formatCad(invoice.dueCents, locale)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field field={fields.method} label={t.method} help={t.methodHelp} required={t.required}>
        {(control) => <input {...control} autoComplete="off" />}
      </Field>
      <Checkbox field={fields.fromAdvance} label={t.fromAdvance} />
      {fields.fromAdvance.errors && (
        <p id={fields.fromAdvance.errorId} className="text-sm text-red-800" role="alert">
          {fields.fromAdvance.errors[0]}
        </p>
      )}
      <Submit>{t.recordPayment}</Submit>
    </Form>
  );
}
