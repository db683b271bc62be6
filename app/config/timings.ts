/** Shell timings and thresholds of SPEC §2 and §9 ("Menu" row). */
export const MENU_AUTO_CLOSE_MS = 5000;
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/**
 * How long a toast stays up when nobody touches it. The spec's 4 s default and 5 s intake toasts were too
 * short to read; a toast also stays while the pointer or keyboard focus is on it (ADR 011).
 */
export const TOAST_READ_MS = 8000;
