import { z } from "zod";
import { statusOrder, typeOrder } from "./lead-kinds";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An empty field in a GET form means "any": it arrives as "", which reads as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const day = z
  .string()
  .regex(ISO_DAY)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The leads list's filter, read from the query string; the CSV export takes the same one. */
export const leadFilterSchema = z.object({
  type: optional(z.enum(typeOrder)),
  status: optional(z.enum(statusOrder)),
  from: optional(day),
  to: optional(day),
  q: optional(z.string().trim().max(200)),
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
