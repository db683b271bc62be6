/** Hero slideshow timings of SPEC §4 and §9 ("Hero slides" row). */
export const SLIDE_AUTOPLAY_MS = 5000;
export const SLIDE_CONTROL_LOCK_MS = 1000;
export const SLIDE_TRANSITION_MS = 1000;

/**
 * Tailwind needs literal class names, so the transition length and the hero height (80 % of the
 * viewport, more when a phone needs it for the text) are spelled here beside the numbers they must match.
 */
export const SLIDE_TRANSITION_CLASS = "duration-1000";
export const HERO_HEIGHT_CLASS = "min-h-[80vh]";
