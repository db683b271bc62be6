import { z } from "zod";
import { documentKinds } from "~/db/schema/documents-values";
import { DOCUMENT_LABEL_MAX_LENGTH, REASON_MAX_LENGTH } from "./limits";
import { perLocale } from "~/lib/form-schema";
import { pick } from "~/lib/i18n/messages";
import { isProgramme } from "~/features/documents/checklist";
import { documentReviewMessages } from "~/features/documents/messages";

/**
 * The consultant's changes to a client's checklist, one schema each, for the review page's forms
 * and the back office's action: a file reviewed, a line added, removed or restored, a checklist
 * started.
 */
export const reviewChangeSchemas = perLocale((locale) => {
  const t = pick(documentReviewMessages, locale);
  const client = z.string().min(1).max(200);
  return {
    review: z
      .object({
        intent: z.literal("document-review"),
        item: z.uuid(),
        decision: z.enum(["accepted", "needs-replacement"]),
        reason: z.string().trim().max(REASON_MAX_LENGTH).default(""),
      })
      // The reason goes into the email that asks the client for a new file.
      .refine((input) => input.decision === "accepted" || input.reason !== "", {
        error: t.reasonRequired,
        path: ["reason"],
      }),
    add: z.object({
      intent: z.literal("document-add"),
      user: client,
      label: z
        .string({ error: t.labelRequired })
        .trim()
        .min(1, t.labelRequired)
        .max(DOCUMENT_LABEL_MAX_LENGTH, t.labelRequired),
      kind: z.enum(documentKinds),
    }),
    // Removing asks first (the review page's confirmation step): a post without it removes nothing.
    remove: z.object({
      intent: z.literal("document-remove"),
      item: z.uuid(),
      confirm: z.literal("yes", { error: t.removeUnconfirmed }),
    }),
    restore: z.object({ intent: z.literal("document-restore"), item: z.uuid() }),
    start: z.object({
      intent: z.literal("document-start"),
      user: client,
      programme: z
        .array(z.string())
        .transform((chosen) => chosen.filter(isProgramme))
        .refine((chosen) => chosen.length > 0, { error: t.programmeRequired }),
    }),
  };
});
