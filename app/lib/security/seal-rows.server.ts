import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { Sealer } from "./encryption.server";

/** Every column that holds sealed data, with the column that names its row. */
const sealedColumns = [
  { table: "contact_messages", column: "content", key: "id" },
  { table: "intake_submissions", column: "answers", key: "id" },
  { table: "intake_drafts", column: "answers", key: "user_id" },
  { table: "lead_notes", column: "sealed_body", key: "id" },
  { table: "outbox_emails", column: "content", key: "id" },
] as const;

const BATCH = 200;

/**
 * Seals the rows written in clear before their column was sealed (by an older version, or moved by a
 * migration, which cannot hold the key), so that nothing stays readable at rest. Instances starting
 * together may both seal a row: each seals the same plain value, so either result reads the same.
 */
export async function sealPlainRows(db: Database, sealer: Sealer): Promise<number> {
  let count = 0;
  for (const { table, column, key } of sealedColumns) {
    const plain = sql`not (jsonb_typeof(${sql.identifier(column)}) = 'object' and ${sql.identifier(column)} ? 'sealed')`;
    for (;;) {
      const found = await db.execute(
        sql`select ${sql.identifier(key)} as key, ${sql.identifier(column)} as value
          from ${sql.identifier(table)} where ${plain} limit ${BATCH}`,
      );
      const rows = (found as unknown as { rows: { key: string; value: unknown }[] }).rows;
      for (const row of rows) {
        await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${JSON.stringify(sealer.sealJson(row.value))}::jsonb
            where ${sql.identifier(key)} = ${row.key} and ${plain}`,
        );
      }
      count += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return count;
}
