import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { BucketConfig } from "~/lib/storage/bucket.server";

/**
 * A real S3-compatible server on loopback (S3rver, which keeps objects on disk), with one empty bucket.
 * It refuses an unknown access key, but does not verify Signature V4 in full.
 */
export async function startS3Peer(bucket = "documents"): Promise<{
  config: BucketConfig;
  stop: () => Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3-peer-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      url: `http://127.0.0.1:${port}/${bucket}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
