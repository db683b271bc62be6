import { createSealer } from "~/lib/security/encryption.server";

/**
 * The key every test's services seal with: one fixed key, so what a test writes through one helper
 * opens through another, as it does across a server's restarts.
 */
export const testSealer = createSealer("a-fixed-data-encryption-key-for-the-tests-0123456789");
