/** The same answer whether or not the address was on the list: the page must not reveal who subscribes. */
export const UNSUBSCRIBE_CONFIRMATION =
  "Om adressen fanns på vår lista för nyhetsbrevet är den nu borttagen, och du får inga fler utskick från oss.";
export const UNSUBSCRIBE_FAILURE = "Det gick inte att avregistrera dig just nu. Försök igen senare.";

/** The confirmation's heading: where a sent form lands, as a thank-you does. */
export const UNSUBSCRIBE_DONE_ANCHOR = "avregistrerad";

/** Where a sent form lands: the same page, showing the confirmation. */
export const UNSUBSCRIBE_DONE_URL = `/avregistrera?klart=1#${UNSUBSCRIBE_DONE_ANCHOR}`;
