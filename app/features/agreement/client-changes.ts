import { z } from "zod";
import { perLocale } from "~/lib/form-schema";
import { format, pick } from "~/lib/i18n/messages";
import { agreementMessages } from "./messages";

export const SIGNED_NAME_MAX_LENGTH = 200;
const TERMINATION_REASON_MAX_LENGTH = 2000;

/** What the client's agreement page posts: a signature, or the agreement ended with its reason. */
export const clientAgreementSchemas = perLocale((locale) => {
  const t = pick(agreementMessages, locale);
  const sign = z.object({
    intent: z.literal("sign"),
    id: z.uuid(),
    pdfSha256: z.string().regex(/^[0-9a-f]{64}$/),
    typedName: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(SIGNED_NAME_MAX_LENGTH),
    consent: z.literal("on", { error: t.consentRequired }),
  });
  const terminate = z.object({
    intent: z.literal("terminate"),
    id: z.uuid(),
    reason: z
      .string({ error: t.reasonRequired })
      .trim()
      .min(1, t.reasonRequired)
      .max(TERMINATION_REASON_MAX_LENGTH, format(t.reasonTooLong, { n: TERMINATION_REASON_MAX_LENGTH })),
  });
  return { sign, terminate, any: z.discriminatedUnion("intent", [sign, terminate]) };
});
