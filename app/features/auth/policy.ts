/** Password bounds (OWASP ASVS 5.0 level 2): no composition rules, long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

/** A session lasts a week and is extended (at most daily) while the user is active. */
export const SESSION_TTL_S = 7 * 24 * HOUR_S;
export const SESSION_REFRESH_S = 24 * HOUR_S;
/** A verification link stays valid a day: people confirm from another device, later. */
export const VERIFY_TTL_S = 24 * HOUR_S;
/** A password reset link expires after an hour. */
export const RESET_TTL_S = HOUR_S;

/**
 * A browser that signed in to an account is known to it for a year (ADR 012): its sign-ins count
 * against its own budget, not the account's ceiling that strangers can spend.
 */
export const KNOWN_DEVICE_TTL_S = 365 * 24 * HOUR_S;

const MINUTE_MS = MINUTE_S * 1000;

/** Budgets per client address and per account; multiplied by RATE_LIMIT_MULTIPLIER. */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** Guesses at one account from one address: that address is stopped, the owner elsewhere is not. */
  signInPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  /**
   * Every address together: a ceiling far above what the owner needs; below it, attempts past
   * SIGN_IN_FREE_ATTEMPTS wait longer and longer (ADR 012). A password reset clears it.
   */
  signInPerAccount: { limit: 100, windowMs: 15 * MINUTE_MS },
  /** Attempts from a browser known to the account (ADR 012), in place of the two budgets above. */
  signInPerKnownDevice: { limit: 10, windowMs: 15 * MINUTE_MS },
  /**
   * The account's password asked again by a signed-in session before something irreversible: a
   * session left open on a shared computer must not become a way to guess it.
   */
  passwordRecheckPerAccount: { limit: 10, windowMs: 15 * MINUTE_MS },
  signUpPerIp: { limit: 10, windowMs: 60 * MINUTE_MS },
  emailPerIp: { limit: 10, windowMs: 60 * MINUTE_MS },
  /*
   * One budget per kind of email an address can be sent: a stranger who spends the sign-up budget of
   * someone's address cannot block that person's password reset.
   */
  signUpPerAccount: { limit: 5, windowMs: 60 * MINUTE_MS },
  resetPerAccount: { limit: 5, windowMs: 60 * MINUTE_MS },
  verifyPerAccount: { limit: 5, windowMs: 60 * MINUTE_MS },
  /** "You already have an account": its owner hears it at most once a day, however often it is tried. */
  existingAccountMail: { limit: 1, windowMs: 24 * 60 * MINUTE_MS },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE_MS },
  /**
   * Authenticator and recovery codes from one address. Each sign-in also allows five codes, and ten
   * wrong ones in a row lock the account's second step for 15 minutes (better-auth's own counts).
   */
  twoFactorPerIp: { limit: 20, windowMs: 15 * MINUTE_MS },
} as const;

/** Recovery codes given when two-step sign-in is set up (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** Sign-in attempts on one account (all addresses, one window) answered without delay. */
export const SIGN_IN_FREE_ATTEMPTS = 10;
const SIGN_IN_FIRST_DELAY_MS = 250;
const SIGN_IN_MAX_DELAY_MS = 8000;

/**
 * How long the n-th attempt on an account waits: nothing at first, then doubling, capped. The free
 * attempts scale with RATE_LIMIT_MULTIPLIER like every other budget.
 */
export function signInDelayMs(attempt: number, multiplier = 1): number {
  const free = Math.floor(SIGN_IN_FREE_ATTEMPTS * multiplier);
  if (attempt <= free) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, SIGN_IN_FIRST_DELAY_MS * 2 ** Math.min(16, attempt - free - 1));
}
