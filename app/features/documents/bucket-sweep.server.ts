import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { documentFiles } from "~/db/schema/documents";
import type { Bucket } from "~/lib/storage/bucket.server";
import { isUuid } from "~/lib/uuid";
import { BUCKET_PREFIX } from "./documents.server";

/** An object younger than this may be an upload whose transaction has not committed yet. */
export const SWEEP_GRACE_MS = 15 * 60 * 1000;
/** How often the sweep runs: with the grace, a deleted file's bytes outlive its row by at most half an hour. */
export const SWEEP_PERIOD_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes the bucket's objects that no file row names any more. Rows go with their line, their
 * client's account and, through the retention job, their lead, all by the database's own cascades;
 * this is how their bytes follow them out of the bucket, whichever way they went.
 */
export async function sweepBucket(db: Database, bucket: Bucket, now = new Date()): Promise<number> {
  let deleted = 0;
  let batch: string[] = [];
  const settle = async () => {
    const ids = batch.map((key) => key.slice(BUCKET_PREFIX.length)).filter(isUuid);
    const known = new Set(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: documentFiles.id })
              .from(documentFiles)
              .where(inArray(documentFiles.id, ids))
          ).map((row) => row.id),
    );
    const orphans = batch.filter((key) => !known.has(key.slice(BUCKET_PREFIX.length)));
    for (const key of orphans) await bucket.delete(key);
    deleted += orphans.length;
    batch = [];
  };
  for await (const object of bucket.list(BUCKET_PREFIX)) {
    if (now.getTime() - object.lastModified.getTime() < SWEEP_GRACE_MS) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return deleted;
}
