import { Link } from "@remix-run/react";
import { newsletterTerms } from "~/content/newsletter-offer";

/** The discount's terms under a newsletter signup that offers it. */
export function NewsletterTerms() {
  const { rules, unsubscribe } = newsletterTerms;
  return (
    <ul className="mt-5 list-disc space-y-1 pl-5 text-sm text-muted">
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
      <li>
        {unsubscribe.before}{" "}
        <Link to="/avregistrera" className="underline">
          {unsubscribe.link}
        </Link>{" "}
        {unsubscribe.after}
      </li>
    </ul>
  );
}
