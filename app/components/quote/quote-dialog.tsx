/** Placeholder: the quote-wizard work renders the wizard in a Dialog here (?dialog=offert). */
export function QuoteDialog() {
  return null;
}
