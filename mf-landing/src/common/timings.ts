/** Landing timings, spec 01 §4 and §9 ("Timings"). */

/** The hero headline types one character every 100 ms. */
export const TYPING_INTERVAL_MS = 100;

/** The testimonials carousel advances on its own every 5 s... */
export const CAROUSEL_INTERVAL_MS = 5000;

/** ...and holds the slide direction flag (which drives the slide-in) for 100 ms after each change. */
export const CAROUSEL_DIRECTION_FLAG_MS = 100;

/** Sections fade in once 10% of them is visible (IntersectionObserver threshold). */
export const FADE_IN_THRESHOLD = 0.1;
