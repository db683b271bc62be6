import { z } from "zod";
import {
  APPLICATION_NUMBER_MAX_LENGTH,
  CASE_STEP_NAME_MAX_LENGTH,
  caseStepKinds,
} from "~/db/schema/case-values";
import { perLocale } from "~/lib/form-schema";
import { format, pick } from "~/lib/i18n/messages";
import { caseAdminMessages } from "./case-messages";

/**
 * The consultant's changes to a client's case, one schema each, for the case page's forms and the
 * back office's action: the case started, a step recorded, added, moved or removed.
 */
export const caseChangeSchemas = perLocale((locale) => {
  const t = pick(caseAdminMessages, locale);
  const client = z.string().min(1).max(200);
  const day = z.iso.date({ error: t.dateInvalid }).optional();
  const name = z.string().trim().max(CASE_STEP_NAME_MAX_LENGTH, t.nameRequired).optional();
  return {
    start: z.object({ intent: z.literal("case-start"), user: client }),
    step: z
      .object({
        intent: z.literal("case-step"),
        step: z.uuid(),
        reachedOn: day,
        dueOn: day,
        applicationNumber: z
          .string()
          .trim()
          .max(APPLICATION_NUMBER_MAX_LENGTH, format(t.numberTooLong, { n: APPLICATION_NUMBER_MAX_LENGTH }))
          .optional(),
        done: z.literal("on").optional(),
      })
      .refine((input) => !input.dueOn || input.reachedOn, { error: t.reachedFirst, path: ["reachedOn"] })
      .refine((input) => !input.dueOn || !input.reachedOn || input.dueOn >= input.reachedOn, {
        error: t.dueBeforeReached,
        path: ["dueOn"],
      }),
    add: z
      .object({
        intent: z.literal("case-add"),
        user: client,
        kind: z.enum(caseStepKinds),
        nameEn: name,
        nameFr: name,
      })
      .refine((input) => input.kind !== "custom" || input.nameEn, { error: t.nameRequired, path: ["nameEn"] })
      .refine((input) => input.kind !== "custom" || input.nameFr, {
        error: t.nameRequired,
        path: ["nameFr"],
      }),
    move: z.object({ intent: z.literal("case-move"), step: z.uuid(), direction: z.enum(["up", "down"]) }),
    remove: z.object({ intent: z.literal("case-remove"), step: z.uuid() }),
  };
});
