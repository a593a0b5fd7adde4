/** Placeholder: the lead-capture work replaces this with the four-category settings form and the clear button. */
export function CookieSettingsForm() {
  return <div id="installningar" />;
}
