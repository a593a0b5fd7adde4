export const NEWSLETTER_DEFAULT_SOURCE = "discount";
export const NEWSLETTER_SOURCE_PATTERN = /^[a-z0-9-]{1,40}$/;

/** A source name as forms send it ('discount', 'blogg'); anything else is replaced by the default. */
export function newsletterSource(value: unknown): string {
  return typeof value === "string" && NEWSLETTER_SOURCE_PATTERN.test(value) ? value : NEWSLETTER_DEFAULT_SOURCE;
}

export const NEWSLETTER_FAILURE = "Ett fel uppstod. Försök igen senare.";

/** The thanks after a sign-up: the address is not a subscriber until the link in the mail is pressed. */
export const NEWSLETTER_CHECK_INBOX =
  "Ett steg kvar: kolla din inkorg. Vi har mejlat en länk, öppna den och tryck på knappen för att bekräfta din prenumeration.";

/** Which thank-you state a newsletter form shows: one per source, so two forms on a page stay apart. */
export function newsletterFormId(source: string): string {
  return `nyhetsbrev-${source}`;
}
