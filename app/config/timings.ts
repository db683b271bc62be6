/** Shell timings and thresholds of SPEC §2 and §9 ("Menu" row). */
export const MENU_AUTO_CLOSE_MS = 5000;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
