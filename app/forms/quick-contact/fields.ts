export const QUICK_CONTACT_FORM = "snabbkontakt";
/** The form on /snabbkontakt, which answers every quick contact posted without JavaScript (the widget's too). */
export const QUICK_CONTACT_PAGE_FORM_ID = "snabbkontakt-sida";
export const QUICK_CONTACT_FAILURE = "Det gick inte att skicka. Försök igen senare eller ring oss.";
