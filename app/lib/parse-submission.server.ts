import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * Conform's parse of a posted form with an action's zod schema, or null when Conform cannot read the
 * post at all: a forged `__intent__` or `__state__` (not JSON, or of no shape it knows) makes
 * its parser throw, which an action answers with a 400 rather than a 500.
 */
export function parseSubmission<Schema extends $ZodType>(form: FormData | URLSearchParams, schema: Schema) {
  try {
    return parseWithZod(form, { schema });
  } catch {
    return null;
  }
}
