import { z } from "zod";
import { perLocale } from "~/lib/form-schema";
import { format, pick } from "~/lib/i18n/messages";
import { otherRepresentativeAnswers } from "~/features/agreement/terms";
import { MAX_AMOUNT_CENTS, parseCents } from "~/features/agreement/money";
import { agreementAdminMessages } from "./agreement-messages";

/** How many fee lines the draft's form offers. */
export const FEE_ROWS = 6;
/** The longest text of any one part of an agreement. */
export const TERM_MAX_LENGTH = 5000;
const LINE_MAX_LENGTH = 200;
const REASON_MAX_LENGTH = 2000;

/**
 * The consultant's changes to a client's agreement, one schema each: the draft written, given to the
 * client, countersigned, ended; an invoice issued; a payment recorded.
 */
export const agreementChangeSchemas = perLocale((locale) => {
  const t = pick(agreementAdminMessages, locale);
  const text = (max: number) =>
    z
      .string({ error: t.textRequired })
      .trim()
      .min(1, t.textRequired)
      .max(max, format(t.textTooLong, { n: max }));
  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .max(max, format(t.textTooLong, { n: max }))
      .default("");
  const amount = (message: string) =>
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .transform((typed, context) => {
        const cents = parseCents(typed);
        if (cents === undefined || cents === 0) {
          context.addIssue({ code: "custom", message: t.amountInvalid });
          return z.NEVER;
        }
        return cents;
      });
  const optionalAmount = z
    .string()
    .trim()
    .optional()
    .transform((typed, context) => {
      if (!typed) return undefined;
      const cents = parseCents(typed);
      if (cents === undefined || cents === 0 || cents > MAX_AMOUNT_CENTS) {
        context.addIssue({ code: "custom", message: t.amountInvalid });
        return z.NEVER;
      }
      return cents;
    });
  const feeRow = z
    .object({ description: optionalText(LINE_MAX_LENGTH), amount: optionalAmount })
    .optional()
    .superRefine((row, context) => {
      if (row?.description && row.amount === undefined) {
        context.addIssue({ code: "custom", message: t.amountRequired, path: ["amount"] });
      }
      if (!row?.description && row?.amount !== undefined) {
        context.addIssue({ code: "custom", message: t.descriptionRequired, path: ["description"] });
      }
    });
  const user = z.string().min(1).max(200);
  const id = z.uuid();
  const day = z.iso.date({ error: t.dateInvalid });
  return {
    draft: z
      .object({
        intent: z.literal("agreement-draft"),
        user,
        locale: z.enum(["en", "fr"]),
        fullName: text(LINE_MAX_LENGTH),
        homeAddress: text(LINE_MAX_LENGTH * 2),
        phone: text(40),
        email: z.email({ error: t.emailInvalid }),
        business: optionalText(LINE_MAX_LENGTH * 2),
        identityConfirmation: text(LINE_MAX_LENGTH * 2),
        otherRepresentative: z.enum(otherRepresentativeAnswers),
        otherRepresentativeNote: optionalText(TERM_MAX_LENGTH),
        services: text(TERM_MAX_LENGTH),
        fees: z.array(feeRow).max(FEE_ROWS).default([]),
        disbursements: text(TERM_MAX_LENGTH),
        paymentSchedule: text(TERM_MAX_LENGTH),
        refundAndTermination: text(TERM_MAX_LENGTH),
        complaints: text(TERM_MAX_LENGTH),
        confidentiality: text(TERM_MAX_LENGTH),
      })
      .refine((input) => input.otherRepresentative === "none" || input.otherRepresentativeNote, {
        error: t.noteRequired,
        path: ["otherRepresentativeNote"],
      }),
    send: z.object({ intent: z.literal("agreement-send"), id }),
    countersign: z.object({
      intent: z.literal("agreement-countersign"),
      id,
      typedName: text(LINE_MAX_LENGTH),
    }),
    terminate: z.object({ intent: z.literal("agreement-terminate"), id, reason: text(REASON_MAX_LENGTH) }),
    invoice: z
      .object({
        intent: z.literal("invoice-issue"),
        id,
        fee: z
          .array(
            z.coerce
              .number()
              .int()
              .min(0)
              .max(FEE_ROWS - 1),
          )
          .default([]),
        extraDescription: optionalText(LINE_MAX_LENGTH),
        extraAmount: optionalAmount,
        dueOn: day.optional(),
      })
      .refine((input) => input.fee.length > 0 || (input.extraDescription && input.extraAmount), {
        error: t.chooseLine,
        path: ["fee"],
      })
      .refine((input) => !input.extraDescription || input.extraAmount !== undefined, {
        error: t.amountRequired,
        path: ["extraAmount"],
      }),
    payment: z.object({
      intent: z.literal("payment-record"),
      id,
      amount: amount(t.amountInvalid),
      receivedOn: day,
      method: text(LINE_MAX_LENGTH),
      invoice: z.union([z.uuid(), z.literal("advance")]),
      fromAdvance: z.literal("on").optional(),
    }),
  };
});
