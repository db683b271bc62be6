import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { documentFiles } from "~/db/schema/documents";
import { caseMessageFiles, MESSAGE_FILES_PREFIX } from "~/db/schema/messages";
import type { Bucket } from "~/lib/storage/bucket.server";
import { isUuid } from "~/lib/uuid";
import { BUCKET_PREFIX } from "./documents.server";

/** An object younger than this may be an upload whose transaction has not committed yet. */
export const SWEEP_GRACE_MS = 15 * 60 * 1000;
/** How often the sweep runs: with the grace, a deleted file's bytes outlive its row by at most half an hour. */
export const SWEEP_PERIOD_MS = 15 * 60 * 1000;
const BATCH = 500;

/** The bucket's folders of sealed files, each with the table whose rows name its objects. */
const folders = [
  { prefix: BUCKET_PREFIX, table: documentFiles },
  { prefix: MESSAGE_FILES_PREFIX, table: caseMessageFiles },
];

/**
 * Deletes the bucket's objects that no file row names any more: documents and files sent in messages.
 * Rows go with their line or message, their client's account and, through the retention job, their
 * client file, all by the database's own cascades; this is how their bytes follow them out of the
 * bucket, whichever way they went.
 */
export async function sweepBucket(db: Database, bucket: Bucket, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const { prefix, table } of folders) {
    let batch: string[] = [];
    const settle = async () => {
      const ids = batch.map((key) => key.slice(prefix.length)).filter(isUuid);
      const known = new Set(
        ids.length === 0
          ? []
          : (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map(
              (row) => row.id,
            ),
      );
      const orphans = batch.filter((key) => !known.has(key.slice(prefix.length)));
      for (const key of orphans) await bucket.delete(key);
      deleted += orphans.length;
      batch = [];
    };
    for await (const object of bucket.list(prefix)) {
      if (now.getTime() - object.lastModified.getTime() < SWEEP_GRACE_MS) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await settle();
    }
    await settle();
  }
  return deleted;
}
