/** Placeholder: the lead-capture work replaces this with the real form (name, e-mail, phone, service, message). */
export function ContactForm({ source }: { source: "home" | "kontakt" }) {
  return <div data-form={`contact-${source}`} />;
}
