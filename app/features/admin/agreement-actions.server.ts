import { z } from "zod";
import type { SessionUser } from "~/features/auth/session.server";
import {
  countersignAgreement,
  isAgreementOf,
  saveDraft,
  sendAgreement,
  terminateAgreement,
  termsToEdit,
} from "~/features/agreement/agreement.server";
import { billingOf, issueInvoice, recordPayment } from "~/features/agreement/billing.server";
import { followLanguage } from "~/features/agreement/template";
import { formatCad } from "~/lib/i18n/currency";
import { perLocale } from "~/lib/form-schema";
import { localeFromPath } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import type { FeeLine } from "~/features/agreement/terms";
import type { Services } from "~/lib/services.server";
import type { AdminResult } from "./action-result";
import { agreementChangeSchemas } from "./agreement-changes";
import { agreementAdminMessages } from "./agreement-messages";
import { adminAnswer, failedChange, readChange } from "./change.server";

const changeSchema = perLocale((locale) => {
  const s = agreementChangeSchemas(locale);
  return z.discriminatedUnion("intent", [s.draft, s.send, s.countersign, s.terminate, s.invoice, s.payment]);
});

/**
 * The agreement page's changes for one client (`userId` from the address): a validated form, 400
 * with the fields to correct otherwise; 404 for what is not this client's; a database fault is a 503.
 */
export async function handleAgreementAction(
  services: Services,
  request: Request,
  user: SessionUser,
  userId: string,
) {
  const change = await readChange(request, changeSchema);
  if (!change.ok) return change.answer;
  const { input, submission } = change;
  const { db, sealer, env, nudgeOutbox } = services;
  const actor = { id: user.id, email: user.email };
  const { intent } = input;
  const t = pick(agreementAdminMessages, localeFromPath(new URL(request.url).pathname));
  const outcome = (status: AdminResult["status"], options: { reset?: boolean } = {}) => {
    if (status === "saved") nudgeOutbox();
    return adminAnswer({ status, intent, submission: submission.reply({ resetForm: options.reset }) });
  };
  const fieldError = (field: string, message: string) =>
    adminAnswer({
      status: "invalid",
      intent,
      submission: submission.reply({ fieldErrors: { [field]: [message] } }),
    });
  try {
    if (input.intent === "agreement-draft") {
      if (input.user !== userId) return outcome("notFound");
      const base = await termsToEdit(db, sealer, userId, env);
      if (!base) return outcome("notFound");
      const fees: FeeLine[] = input.fees.flatMap((row) =>
        row?.description && row.amount !== undefined
          ? [{ description: row.description, cents: row.amount }]
          : [],
      );
      const terms = {
        ...base,
        locale: input.locale,
        client: {
          fullName: input.fullName,
          homeAddress: input.homeAddress,
          phone: input.phone,
          email: input.email,
          business: input.business,
          identityConfirmation: input.identityConfirmation,
        },
        otherRepresentative: input.otherRepresentative,
        otherRepresentativeNote: input.otherRepresentativeNote,
        services: input.services,
        fees,
        disbursements: input.disbursements,
        paymentSchedule: input.paymentSchedule,
        refundAndTermination: input.refundAndTermination,
        complaints: input.complaints,
        confidentiality: input.confidentiality,
      };
      const followed = followLanguage(terms, base.locale, { email: env.CONSULTANT_EMAIL });
      return outcome(await saveDraft(db, sealer, actor, userId, followed));
    }
    if (!(await isAgreementOf(db, input.id, userId))) return outcome("notFound");
    if (input.intent === "agreement-send")
      return outcome(await sendAgreement(db, sealer, actor, input.id, env));
    if (input.intent === "agreement-countersign") {
      const result = await countersignAgreement(
        db,
        sealer,
        actor,
        { id: input.id, typedName: input.typedName },
        env,
      );
      return outcome(result, { reset: result === "saved" });
    }
    if (input.intent === "agreement-terminate") {
      const result = await terminateAgreement(
        db,
        sealer,
        { side: "consultant", actor },
        { id: input.id, reason: input.reason },
        env,
      );
      return outcome(result, { reset: result === "saved" });
    }
    if (input.intent === "invoice-issue") {
      const extra =
        input.extraDescription && input.extraAmount !== undefined
          ? { description: input.extraDescription, cents: input.extraAmount }
          : undefined;
      const result = await issueInvoice(
        db,
        sealer,
        actor,
        { agreementId: input.id, feeIndexes: input.fee, extra, dueOn: input.dueOn },
        env,
      );
      return outcome(result, { reset: result === "saved" });
    }
    const result = await recordPayment(db, sealer, actor, {
      agreementId: input.id,
      invoiceId: input.invoice === "advance" ? undefined : input.invoice,
      fromAdvance: input.fromAdvance === "on",
      amountCents: input.amount,
      receivedOn: input.receivedOn,
      method: input.method,
    });
    if (result === "overpaid" || result === "noAdvance") {
      const billing = await billingOf(db, sealer, userId);
      const locale = localeFromPath(new URL(request.url).pathname);
      const owed = billing.invoices.find((invoice) => invoice.id === input.invoice)?.dueCents ?? 0;
      return result === "overpaid"
        ? fieldError("amount", format(t.overpaid, { due: formatCad(owed, locale) }))
        : fieldError(
            "fromAdvance",
            format(t.noAdvance, { held: formatCad(billing.advanceHeldCents, locale) }),
          );
    }
    return outcome(result, { reset: result === "saved" });
  } catch (error) {
    return failedChange(error, "agreement change not saved", intent, submission);
  }
}
