import { createContext, useContext } from "react";

/**
 * The request's Content-Security-Policy nonce, for the few inline scripts React Router writes.
 * In the browser it is "": browsers hide nonce values from the DOM, so "" is what hydration sees.
 */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}

/** Request header through which the HTTP server hands the nonce to the renderer. */
export const NONCE_HEADER = "x-csp-nonce";

/**
 * Pages built ahead of time carry this marker instead of a nonce; the server strips it and names
 * their inline scripts by hash in the policy (server/prerendered.ts).
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";
