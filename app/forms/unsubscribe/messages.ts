/** How long an unsubscribe link works: long enough to find the mail, short enough that an old mail is no key. */
export const UNSUBSCRIBE_LINK_HOURS = 48;

/** The same answer whether or not the address was on the list: the page must not reveal who subscribes. */
export const UNSUBSCRIBE_LINK_SENT =
  "Om adressen finns på vår lista för nyhetsbrevet har vi nu mejlat en länk till den. Öppna länken och tryck på knappen, så tas adressen bort.";
export const UNSUBSCRIBE_FAILURE = "Det gick inte att avregistrera dig just nu. Försök igen senare.";

/** The confirmation's heading: where a sent form lands, as a thank-you does. */
export const UNSUBSCRIBE_DONE_ANCHOR = "avregistrerad";

/** Where a sent form lands: the same page, saying a link is on its way if the address is listed. */
export const UNSUBSCRIBE_DONE_URL = `/avregistrera?klart=1#${UNSUBSCRIBE_DONE_ANCHOR}`;
