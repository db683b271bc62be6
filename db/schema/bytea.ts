import { customType } from "drizzle-orm/pg-core";

/** Binary column: the sealed bytes of a stored file. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
