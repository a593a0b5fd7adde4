export const QUICK_CONTACT_FORM = "snabbkontakt";
export const QUICK_CONTACT_FAILURE = "Det gick inte att skicka. Försök igen senare eller ring oss.";
