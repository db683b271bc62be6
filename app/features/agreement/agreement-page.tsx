import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/form/field";
import { PageHeader } from "~/components/layout/page-header";
import { buttonStyles } from "~/components/ui/button";
import { strongLinkClass } from "~/components/ui/text-link";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { formatCad } from "~/lib/i18n/currency";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, labelColon, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { AgreementView } from "./agreement.server";
import type { Billing } from "./billing.server";
import type { ClientAgreementResult } from "./client-actions.server";
import { clientAgreementSchemas, SIGNED_NAME_MAX_LENGTH } from "./client-changes";
import { agreementMessages } from "./messages";
import { agreementPdfMessages } from "./pdf-messages";
import { totalCents, type AgreementTerms } from "./terms";

export interface AgreementPageData {
  versions: AgreementView[];
  billing: Billing;
}

const sectionHeading = "text-xl font-semibold text-slate-900";

/** The client's agreement: the latest version given to them, to read and sign, then its invoices. */
export function AgreementPage({ data, result }: { data: AgreementPageData; result?: ClientAgreementResult }) {
  const t = useMessages(agreementMessages);
  const [current, ...earlier] = data.versions;
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-16">
        <Outcome result={result} />
        {current ? (
          <CurrentAgreement agreement={current} result={result} />
        ) : (
          <p className="text-slate-700">{t.none}</p>
        )}
        {current && (data.billing.invoices.length > 0 || data.billing.advanceHeldCents > 0) && (
          <BillingSection billing={data.billing} />
        )}
        {earlier.length > 0 && <EarlierVersions versions={earlier} />}
      </div>
    </>
  );
}

function Outcome({ result }: { result?: ClientAgreementResult }) {
  const t = useMessages(agreementMessages);
  const text =
    result?.status === "saved"
      ? result.intent === "sign"
        ? t.signedNow
        : t.terminatedNow
      : result?.status === "conflict" || result?.status === "notFound"
        ? result.intent === "terminate"
          ? t.notTerminable
          : t.notSignable
        : result?.status === "unavailable" || result?.status === "unsent"
          ? t.unavailable
          : undefined;
  if (!text) return <p role="status" className="sr-only" />;
  const saved = result?.status === "saved";
  return (
    <p
      role={saved ? "status" : "alert"}
      className={
        saved ? "rounded-md bg-green-50 p-3 text-green-900" : "rounded-md bg-red-50 p-3 text-red-900"
      }
    >
      {text}
    </p>
  );
}

function stateText(t: (typeof agreementMessages)["en"], agreement: AgreementView, locale: "en" | "fr") {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : "");
  if (agreement.state === "signed") return format(t.signed, { date: when(agreement.clientSignedAt) });
  if (agreement.state === "in-force") {
    return format(t.inForce, {
      date: when(agreement.clientSignedAt),
      countersigned: when(agreement.consultantSignedAt),
    });
  }
  if (agreement.state === "terminated") return format(t.terminated, { date: when(agreement.terminatedAt) });
  return t.sent;
}

function CurrentAgreement({
  agreement,
  result,
}: {
  agreement: AgreementView;
  result?: ClientAgreementResult;
}) {
  const locale = useLocale();
  const t = useMessages(agreementMessages);
  const file = (which: "issued" | "signed") => `/account/agreement/${which}/${agreement.id}`;
  return (
    <section aria-labelledby="agreement-current" className="space-y-4">
      <h2 id="agreement-current" className={sectionHeading}>
        {format(t.reference, {
          reference: agreement.reference,
          date: agreement.issuedOn ? formatLongDate(agreement.issuedOn, locale) : "",
        })}
      </h2>
      <p className="font-medium text-slate-900" data-testid="agreement-state">
        {stateText(t, agreement, locale)}
      </p>
      {agreement.termination && (
        <p className="break-words text-slate-700">
          {format(agreement.termination.by === "client" ? t.terminatedByClient : t.terminatedByConsultant, {
            reason: agreement.termination.reason,
          })}
        </p>
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <LocalLink to={file("issued")} reloadDocument className={strongLinkClass}>
          {t.downloadIssued}
        </LocalLink>
        {agreement.consultantSignedAt && (
          <LocalLink to={file("signed")} reloadDocument className={strongLinkClass}>
            {t.downloadSigned}
          </LocalLink>
        )}
      </p>
      {agreement.clientSignedAt && agreement.pdfSha256 && (
        <p className="text-sm break-all text-slate-700">
          {format(t.fingerprint, { hash: agreement.pdfSha256 })}
        </p>
      )}
      <TermsView terms={agreement.terms} />
      {agreement.state === "sent" && <SignForm agreement={agreement} result={result} />}
      {(agreement.state === "signed" || agreement.state === "in-force") && (
        <TerminateForm agreement={agreement} result={result} />
      )}
    </section>
  );
}

/** The terms as the PDF gives them, in the agreement's own language. */
function TermsView({ terms }: { terms: AgreementTerms }) {
  const p = pick(agreementPdfMessages, terms.locale);
  const colon = labelColon[terms.locale];
  // An address is one long word: it breaks anywhere rather than run past a phone's edge.
  const email = (address: string) => <span className="break-all">{address}</span>;
  const paragraphs = (text: string) =>
    text
      .split(/\n+/)
      .filter((line) => line.trim())
      .map((line, index) => (
        <p key={index} className="break-words">
          {line}
        </p>
      ));
  const part = (heading: string, body: React.ReactNode) => (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <div className="space-y-2 text-slate-800">{body}</div>
    </div>
  );
  return (
    <article
      lang={terms.locale === "fr" ? "fr-CA" : "en-CA"}
      aria-label={p.title}
      className="space-y-5 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      {part(
        p.parties,
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="font-medium">{p.consultant}</dt>
            <dd className="break-words">
              {terms.consultant.name}, {terms.consultant.business}
              <br />
              {p.licence}
              {colon}
              {terms.consultant.licence}
              <br />
              {p.provincialLicence}
              {colon}
              {terms.consultant.provincialLicence}
              <br />
              {email(terms.consultant.email)} · {terms.consultant.phone}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{p.client}</dt>
            <dd className="break-words">
              {terms.client.fullName}
              <br />
              {terms.client.homeAddress}
              <br />
              {email(terms.client.email)} · {terms.client.phone}
              {terms.client.business && (
                <>
                  <br />
                  {p.business}
                  {colon}
                  {terms.client.business}
                </>
              )}
            </dd>
          </div>
        </dl>,
      )}
      {part(p.identityConfirmed, paragraphs(terms.client.identityConfirmation))}
      {part(
        p.otherRepresentative,
        <>
          <p>{p.otherRepresentativeAnswers[terms.otherRepresentative]}</p>
          {paragraphs(terms.otherRepresentativeNote)}
        </>,
      )}
      {part(p.services, paragraphs(terms.services))}
      {part(
        p.fees,
        <table className="w-full text-left">
          <caption className="sr-only">{p.fees}</caption>
          <tbody>
            {terms.fees.map((fee, index) => (
              <tr key={index} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-3 font-normal break-words">
                  {fee.description}
                </th>
                <td className="py-1 text-right whitespace-nowrap">{formatCad(fee.cents, terms.locale)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1 pr-3 font-semibold">
                {p.total}
              </th>
              <td className="py-1 text-right font-semibold whitespace-nowrap">
                {formatCad(totalCents(terms.fees), terms.locale)}
              </td>
            </tr>
          </tbody>
        </table>,
      )}
      {part(p.disbursements, paragraphs(terms.disbursements))}
      {part(p.paymentSchedule, paragraphs(terms.paymentSchedule))}
      {part(p.refundAndTermination, paragraphs(terms.refundAndTermination))}
      {part(p.complaints, paragraphs(terms.complaints))}
      {part(p.confidentiality, paragraphs(terms.confidentiality))}
    </article>
  );
}

function Submit({ children, outline }: { children: React.ReactNode; outline?: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <button type="submit" disabled={busy} className={buttonStyles(outline ? { variant: "outline" } : {})}>
      {children}
    </button>
  );
}

function SignForm({ agreement, result }: { agreement: AgreementView; result?: ClientAgreementResult }) {
  const locale = useLocale();
  const t = useMessages(agreementMessages);
  const [form, fields] = useForm({
    id: `sign-${agreement.id}`,
    lastResult: result?.intent === "sign" ? result.submission : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clientAgreementSchemas(locale).sign }),
  });
  const consentError = fields.consent.errors?.[0];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-4 rounded-lg border-2 border-slate-300 p-4 sm:p-6"
      aria-labelledby="sign-heading"
    >
      <h3 id="sign-heading" className="text-lg font-semibold text-slate-900">
        {t.signHeading}
      </h3>
      <input type="hidden" name="intent" value="sign" />
      <input type="hidden" name="id" value={agreement.id} />
      <input type="hidden" name="pdfSha256" value={agreement.pdfSha256 ?? ""} />
      <Field
        field={fields.typedName}
        label={t.typedName}
        help={format(t.typedNameHelp, { name: agreement.terms.client.fullName })}
        required
      >
        {(control) => <input {...control} autoComplete="name" maxLength={SIGNED_NAME_MAX_LENGTH} />}
      </Field>
      <div>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            name={fields.consent.name}
            id={fields.consent.id}
            value="on"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? fields.consent.errorId : undefined}
            className="mt-1 size-5 shrink-0"
          />
          <span>{t.consent}</span>
        </label>
        {consentError && (
          <p id={fields.consent.errorId} className="mt-1 text-sm text-red-800">
            {consentError}
          </p>
        )}
      </div>
      <Submit>{t.signButton}</Submit>
    </Form>
  );
}

function TerminateForm({ agreement, result }: { agreement: AgreementView; result?: ClientAgreementResult }) {
  const locale = useLocale();
  const t = useMessages(agreementMessages);
  const own = result?.intent === "terminate";
  const [form, fields] = useForm({
    id: `terminate-${agreement.id}`,
    lastResult: own ? result.submission : undefined,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: clientAgreementSchemas(locale).terminate }),
  });
  return (
    <details
      open={(own && result.status === "invalid") || undefined}
      className="rounded-lg border border-slate-200 p-4"
    >
      <summary className={`cursor-pointer font-medium ${strongLinkClass}`}>{t.terminateHeading}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="terminate" />
        <input type="hidden" name="id" value={agreement.id} />
        <p className="text-slate-700">{t.terminateHelp}</p>
        <Field field={fields.reason} label={t.reason} required>
          {(control) => <textarea {...control} rows={4} />}
        </Field>
        <Submit outline>{t.terminateButton}</Submit>
      </Form>
    </details>
  );
}

function BillingSection({ billing }: { billing: Billing }) {
  const locale = useLocale();
  const t = useMessages(agreementMessages);
  const cad = (cents: number) => formatCad(cents, locale);
  return (
    <section aria-labelledby="agreement-billing" className="space-y-4">
      <h2 id="agreement-billing" className={sectionHeading}>
        {t.billingHeading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="billing-totals">
        {(
          [
            [t.invoiced, billing.invoicedCents],
            [t.paid, billing.paidCents],
            [t.stillDue, billing.dueCents],
            [t.advanceHeld, billing.advanceHeldCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{cad(cents)}</dd>
          </div>
        ))}
      </dl>
      {billing.invoices.length === 0 ? (
        <p className="text-slate-700">{t.noInvoices}</p>
      ) : (
        <ul className="space-y-3">
          {billing.invoices.map((invoice) => (
            <li key={invoice.id} className="rounded-md border border-slate-200 p-3" data-testid="invoice">
              <p className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                <span className="font-medium text-slate-900">
                  {t.invoice} {invoice.number}
                </span>
                <span className="text-slate-700">{formatLongDate(invoice.issuedOn, locale)}</span>
              </p>
              <p className="mt-1 text-slate-800">
                {t.total} {cad(invoice.totalCents)} · {t.paid} {cad(invoice.paidCents)} · {t.due}{" "}
                {cad(invoice.dueCents)}
              </p>
              {invoice.dueCents > 0 && (
                <p className="text-sm text-slate-700">
                  {invoice.dueOn
                    ? format(t.dueBy, { date: formatLongDate(invoice.dueOn, locale) })
                    : t.onReceipt}
                </p>
              )}
              <LocalLink
                to={`/account/agreement/invoice/${invoice.id}`}
                reloadDocument
                className={`mt-2 inline-block ${strongLinkClass}`}
              >
                {format(t.downloadInvoice, { number: invoice.number })}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EarlierVersions({ versions }: { versions: AgreementView[] }) {
  const t = useMessages(agreementMessages);
  return (
    <section aria-labelledby="agreement-history" className="space-y-3">
      <h2 id="agreement-history" className={sectionHeading}>
        {t.historyHeading}
      </h2>
      <ul className="space-y-2">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="font-medium text-slate-900">{version.reference}</span>
            <span className="text-slate-700">{version.state === "draft" ? "" : t.state[version.state]}</span>
            <LocalLink
              to={`/account/agreement/issued/${version.id}`}
              reloadDocument
              className={strongLinkClass}
            >
              {t.downloadIssued}
              <span className="sr-only"> ({version.reference})</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
