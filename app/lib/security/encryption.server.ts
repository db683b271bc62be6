import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { setting } from "~/config/env.server";

/**
 * Intake answers (identity, health, criminal record, finances) are stored sealed with AES-256-GCM:
 * a copy of the database or a backup alone does not reveal them. The key comes from
 * DATA_ENCRYPTION_KEY, or is generated once into DATA_DIR for the embedded default.
 */
export interface SealedJson {
  sealed: "aes-256-gcm";
  iv: string;
  tag: string;
  data: string;
}

// Registered once by the server's boot, which shares this module with the routes (one build).
let key: Buffer | undefined;

/** Derives the 256-bit key from the configured secret (any length of at least 32 characters). */
export function setDataKey(secret: string | undefined): void {
  key = secret ? Buffer.from(hkdfSync("sha256", secret, "maple-pathways", "intake-answers", 32)) : undefined;
}

function dataKey(): Buffer {
  if (key) return key;
  // Only a process that never booted the server (a test, a one-off script) gets here: its rows
  // are sealed with a key that dies with it. A production server always registers one.
  if (setting("NODE_ENV") === "production") throw new Error("Data encryption key is not configured");
  key = randomBytes(32);
  return key;
}

export function isSealed(value: unknown): value is SealedJson {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { sealed?: unknown }).sealed === "aes-256-gcm" &&
    typeof (value as { data?: unknown }).data === "string"
  );
}

export function sealJson(value: unknown): SealedJson {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", dataKey(), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return {
    sealed: "aes-256-gcm",
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    data: data.toString("base64"),
  };
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals a file's bytes as one buffer: IV, authentication tag, then the ciphertext. */
export function sealBytes(bytes: Uint8Array): Buffer<ArrayBuffer> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", dataKey(), iv);
  const data = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

/** Opens what `sealBytes` wrote; throws if a byte was changed. */
export function openBytes(sealed: Uint8Array): Buffer {
  const buffer = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv("aes-256-gcm", dataKey(), buffer.subarray(0, IV_BYTES));
  decipher.setAuthTag(buffer.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(buffer.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** The stored value, opened when sealed; rows written before encryption are read as they are. */
export function openJson<T = unknown>(stored: unknown): T {
  if (!isSealed(stored)) return stored as T;
  const decipher = createDecipheriv("aes-256-gcm", dataKey(), Buffer.from(stored.iv, "base64"));
  decipher.setAuthTag(Buffer.from(stored.tag, "base64"));
  const text = Buffer.concat([decipher.update(Buffer.from(stored.data, "base64")), decipher.final()]);
  return JSON.parse(text.toString("utf8")) as T;
}
