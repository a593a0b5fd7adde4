/**
 * Placeholder: the lead-capture work renders the URL-state dialogs here
 * (?dialog=offert, ?dialog=boka, ?dialog=nyhetsbrev) and the floating contact widget.
 */
export function SiteDialogs() {
  return null;
}
