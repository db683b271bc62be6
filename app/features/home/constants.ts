/** Hero slideshow timings of SPEC §4 and §9 ("Hero slides" row). */
export const SLIDE_AUTOPLAY_MS = 5000;
export const SLIDE_CONTROL_LOCK_MS = 1000;

/**
 * Tailwind needs literal class names, so the transition (1000 ms) and the hero height (80 % of the
 * viewport, more when a phone needs it for the text) are spelled here as classes.
 */
export const SLIDE_TRANSITION_CLASS = "duration-1000";
export const HERO_HEIGHT_CLASS = "min-h-[80vh]";
