/** An IANA zone name such as "America/Argentina/Buenos_Aires" or "UTC"; never an offset like "+05:30". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/;

/**
 * The visitor's time zone as their browser sent it, if the time-zone database knows it; otherwise
 * null, and the booking shows Saskatoon time only (a hidden field the visitor cannot correct never
 * refuses a booking).
 */
export function checkedTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
