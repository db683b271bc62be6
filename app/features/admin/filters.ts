import { z } from "zod";
import { isIsoDay } from "./agenda";
import { statusOrder, typeOrder } from "./lead-kinds";

/**
 * Leads are dated by the database's clock: a day outside these years filters nothing, and past 9999 it
 * cannot even be written as a timestamp.
 */
const FIRST_DAY = "1970-01-01";
const LAST_DAY = "2999-12-31";

/** An empty field in a GET form means "any": it arrives as "", which reads as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const day = z.string().refine((value) => isIsoDay(value) && value >= FIRST_DAY && value <= LAST_DAY);

/** The leads list's filter, read from the query string; the CSV export takes the same one. */
const leadFilterSchema = z.object({
  type: optional(z.enum(typeOrder)),
  status: optional(z.enum(statusOrder)),
  from: optional(day),
  to: optional(day),
  // PostgreSQL takes no NUL in a text parameter; nobody types one into a search box.
  q: optional(
    z
      .string()
      .transform((value) => value.replaceAll("\u0000", ""))
      .pipe(z.string().trim().max(200)),
  ),
});

export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** The filter in a query string; anything malformed is dropped rather than refused, as a search box should. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  for (const key of ["type", "status", "from", "to", "q"] as const) {
    const single = leadFilterSchema.shape[key].safeParse(params.get(key));
    if (single.success && single.data !== undefined && single.data !== "") {
      (filter as Record<string, unknown>)[key] = single.data;
    }
  }
  return filter;
}

/** The filter back as a query string (for the export link that matches the list on screen). */
export function leadFilterQuery(filter: LeadFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}
