import { z } from "zod";

const uuid = z.uuid();

/**
 * Whether a value from a request or a stored key is a UUID, as the database's ids are: checked
 * before a query, because PostgreSQL rejects a malformed uuid with an error rather than no row.
 */
export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}
