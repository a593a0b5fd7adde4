/**
 * Anchors on pages that links elsewhere point at, apart from the content they name so that a link
 * in the page's shell (the footer) does not bring the content with it.
 */

/** The 'Städtjänster' section on /tjanster (the footer links to it). */
export const CLEANING_SECTION_ID = "stadtjanster";
