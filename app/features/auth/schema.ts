import { z } from "zod";
import { perLocale } from "~/lib/form-schema";
import { pick } from "~/lib/i18n/messages";
import { authErrors, authMessages } from "./messages";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./policy";

/** The longest address a mailbox can have (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/**
 * The account forms, one schema each, used by the browser (Conform) and by the action. Emails are
 * trimmed and lower-cased; a new password follows the policy (the server also refuses common ones).
 */
export const authSchemas = perLocale((locale) => {
  const t = pick(authMessages, locale);
  const errors = pick(authErrors, locale);
  const email = z
    .string({ error: t.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, t.emailRequired)
    .max(EMAIL_MAX_LENGTH, t.emailInvalid)
    .pipe(z.email(t.emailInvalid));
  // Signing in checks the password as it is; only a new one has to meet the policy.
  const password = z.string({ error: t.passwordRequired }).max(PASSWORD_MAX_LENGTH, errors.PASSWORD_TOO_LONG);
  const newPassword = password.min(PASSWORD_MIN_LENGTH, errors.PASSWORD_TOO_SHORT);
  return {
    /** Forgot password, and a new confirmation link. */
    email: z.object({ email }),
    signIn: z.object({ email, password }),
    signUp: z.object({ email, password: newPassword }),
    /** The reset link's token travels beside the form: it is the link's, not something typed. */
    resetPassword: z.object({ password: newPassword }),
  };
});
