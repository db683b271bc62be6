import { AwsClient } from "aws4fetch";
import { XMLParser } from "fast-xml-parser";

/** An S3-compatible bucket, as much of it as the site uses: objects by key, and a listing. */
export interface Bucket {
  put(key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  /** The object's bytes; undefined when there is no such object. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Deleting an object that does not exist is not an error (S3 answers 204 either way). */
  delete(key: string): Promise<void>;
  /** Every object under `prefix`, page by page. */
  list(prefix: string): AsyncGenerator<{ key: string; lastModified: Date }>;
}

export interface BucketConfig {
  /** The bucket's path-style address: `https://s3.ca-central-1.amazonaws.com/my-bucket`. */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A stalled bucket fails the request instead of holding it (and the file's memory) open. */
const REQUEST_TIMEOUT_MS = 30_000;

class BucketError extends Error {}

const listing = new XMLParser({ isArray: (name) => name === "Contents" });

interface ListPage {
  ListBucketResult?: {
    Contents?: { Key: string | number; LastModified: string }[];
    IsTruncated?: boolean | string;
    NextContinuationToken?: string;
  };
}

/** Requests are signed with AWS Signature V4, which S3, MinIO, Ceph and their kin all accept. */
export function openBucket(config: BucketConfig): Bucket {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const base = config.url.replace(/\/+$/, "");
  const objectUrl = (key: string) => `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;

  async function send(url: string, init: RequestInit, expected: number[]): Promise<Response> {
    const response = await client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!expected.includes(response.status)) {
      await response.body?.cancel();
      throw new BucketError(`bucket answered ${response.status} to ${init.method ?? "GET"}`);
    }
    return response;
  }

  return {
    async put(key, bytes) {
      const response = await send(objectUrl(key), { method: "PUT", body: bytes }, [200]);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(objectUrl(key), { method: "GET" }, [200, 404]);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send(objectUrl(key), { method: "DELETE" }, [200, 204, 404]);
      await response.body?.cancel();
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix });
        if (token) query.set("continuation-token", token);
        const response = await send(`${base}?${query}`, { method: "GET" }, [200]);
        const page = (listing.parse(await response.text()) as ListPage).ListBucketResult;
        for (const entry of page?.Contents ?? []) {
          yield { key: String(entry.Key), lastModified: new Date(entry.LastModified) };
        }
        token = String(page?.IsTruncated) === "true" ? page?.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
