import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { MAX_DOCUMENT_BYTES, problemMessage } from "~/features/documents/file-problems";
import { threadMessages } from "./messages";

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;

/** Who writes in a client's thread. */
export type Side = "client" | "consultant";

/** A message as both sides' pages receive it: its file's name and size, never its bytes. */
export interface ThreadMessage {
  id: string;
  fromConsultant: boolean;
  body: string;
  createdAt: string;
  file: { id: string; name: string; size: number } | null;
}

/** A message's form: its text, and the file posted beside it, which the server checks. */
export function messageSchema(locale: Locale) {
  const t = pick(threadMessages, locale);
  return z.object({
    body: z
      .string({ error: t.bodyRequired })
      .trim()
      .min(1, t.bodyRequired)
      .max(MESSAGE_MAX_LENGTH, format(t.bodyTooLong, { n: MESSAGE_MAX_LENGTH })),
    // Checked on the server against the document rules, whose answer names any problem here; a file
    // over the size limit is refused in the browser first, since the server cannot read it back.
    file: z
      .unknown()
      .superRefine((value, context) => {
        if (typeof File !== "undefined" && value instanceof File && value.size > MAX_DOCUMENT_BYTES) {
          context.addIssue({
            code: "custom",
            message: problemMessage({ rule: "size", bytes: value.size }, locale),
          });
        }
      })
      .optional(),
  });
}

/** What a message's post answers when it is not sent (a sent one redirects to the thread). */
export interface MessageOutcome {
  status: "invalid" | "tooLarge" | "tooMany" | "notFound" | "unavailable" | "unsent";
  submission?: SubmissionResult<string[]>;
  retryMinutes?: number;
}
