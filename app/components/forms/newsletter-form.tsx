/** Placeholder: the lead-capture work replaces this with the real newsletter signup form. */
export function NewsletterForm({ source }: { source: string }) {
  return <div data-form={`newsletter-${source}`} />;
}
