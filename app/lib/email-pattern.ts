/**
 * SPEC §5's "simple email pattern", shared by the contact and intake forms: something, an @,
 * something, a dot, something, with no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
