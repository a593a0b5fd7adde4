/**
 * What the site keeps in the visitor's own browser besides the consent cookie: the form kit, the
 * service worker and the privacy texts read these same values, so the policies state what the
 * code does. Pure: no I/O.
 */

/** How long a form draft is kept in localStorage: older drafts are deleted on the next page load. */
export const DRAFT_MAX_AGE_HOURS = 24;
export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_HOURS * 60 * 60 * 1000;

/** Where a tab keeps the random id its drafts are kept under (sessionStorage: gone when the tab closes). */
export const DRAFT_TAB_KEY = "transist-tab";

/**
 * The service worker's two caches, each name followed by the build's version: the site's build
 * files, and the pages kept for reading offline. public/sw.js is served as it is (no build step),
 * so it spells them out itself; a test holds the two to each other.
 */
export const SERVICE_WORKER_CACHES = { files: "transist-files-", pages: "transist-pages-" } as const;
