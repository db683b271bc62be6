import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

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

/**
 * Seals and opens data under one key. The server builds it at boot and lends it with the other
 * services, so no code can seal under a key that dies with its process, and a test chooses its own.
 */
export interface Sealer {
  sealJson(value: unknown): SealedJson;
  /** The stored value, opened when sealed; rows written before encryption are read as they are. */
  openJson<T = unknown>(stored: unknown): T;
  /** Seals a file's bytes as one buffer: IV, authentication tag, then the ciphertext. */
  sealBytes(bytes: Uint8Array): Buffer<ArrayBuffer>;
  /** Opens what `sealBytes` wrote; throws if a byte was changed. */
  openBytes(sealed: Uint8Array): Buffer;
}

export function isSealed(value: unknown): value is SealedJson {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { sealed?: unknown }).sealed === "aes-256-gcm" &&
    typeof (value as { data?: unknown }).data === "string"
  );
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A sealer for the configured secret (any length of at least 32 characters). The derivation's salt
 * and label are part of the stored data's format: changing them would make every sealed row unreadable.
 */
export function createSealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync("sha256", secret, "maple-pathways", "intake-answers", 32));
  return {
    sealJson(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
      return {
        sealed: "aes-256-gcm",
        iv: iv.toString("base64"),
        tag: cipher.getAuthTag().toString("base64"),
        data: data.toString("base64"),
      };
    },
    openJson<T = unknown>(stored: unknown): T {
      if (!isSealed(stored)) return stored as T;
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(stored.iv, "base64"));
      decipher.setAuthTag(Buffer.from(stored.tag, "base64"));
      const text = Buffer.concat([decipher.update(Buffer.from(stored.data, "base64")), decipher.final()]);
      return JSON.parse(text.toString("utf8")) as T;
    },
    sealBytes(bytes) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      // GCM's final block is empty: the ciphertext is update's output, copied once more, with its header.
      const data = cipher.update(bytes);
      cipher.final();
      return Buffer.concat([iv, cipher.getAuthTag(), data]);
    },
    openBytes(sealed) {
      const buffer = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      const decipher = createDecipheriv("aes-256-gcm", key, buffer.subarray(0, IV_BYTES));
      decipher.setAuthTag(buffer.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(buffer.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}
