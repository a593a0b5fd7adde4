import { Link } from "@remix-run/react";
import { TERMS_PATH, WITHDRAWAL_ANCHOR, type KeyTermsContent } from "~/shared/legal-paths";

/**
 * The key points a visitor reads just before sending a quote request or a booking, with a link to
 * the whole terms: what consumer law asks to be said before anyone is bound. The lines come as
 * data (a page's loader, a dialog's own code), so that no page's JavaScript carries them.
 */
export function KeyTerms({ content }: { content: KeyTermsContent }) {
  // A plain block, not a heading: it sits in forms whose headings differ by page and dialog.
  return (
    <div className="rounded-card bg-brand-50 p-4 text-sm sm:p-5">
      <p className="font-bold text-brand-900">{content.title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {content.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={`${TERMS_PATH}#${WITHDRAWAL_ANCHOR}`}>{content.linkText}</Link>
      </p>
    </div>
  );
}
