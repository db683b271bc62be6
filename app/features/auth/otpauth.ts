const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed in. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * The key an authenticator app is given (better-auth keys its codes with the secret's UTF-8 bytes),
 * and the otpauth:// address that carries it with the account's name, as better-auth writes it.
 */
export function authenticatorKey(secret: string, issuer: string, account: string) {
  const key = base32(new TextEncoder().encode(secret));
  const params = new URLSearchParams({ secret: key, issuer, digits: "6", period: "30" });
  return {
    key,
    uri: `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params.toString()}`,
  };
}

/** A key in groups of four, easier to read and type (apps ignore the spaces). */
export function groupedKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, "$1 ");
}
