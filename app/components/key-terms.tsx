import { Link } from "@remix-run/react";
import { KEY_TERMS_LINK_TEXT, KEY_TERMS_TITLE, keyTerms } from "~/content/key-terms";
import { TERMS_PATH, WITHDRAWAL_ANCHOR } from "~/shared/legal-paths";

/**
 * The key points a visitor reads just before sending a quote request or a booking, with a link to
 * the whole terms: what consumer law asks to be said before anyone is bound.
 */
export function KeyTerms() {
  // A plain block, not a heading: it sits in forms whose headings differ by page and dialog.
  return (
    <div className="rounded-card bg-brand-50 p-4 text-sm sm:p-5" data-key-terms="">
      <p className="font-bold text-brand-900">{KEY_TERMS_TITLE}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {keyTerms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={`${TERMS_PATH}#${WITHDRAWAL_ANCHOR}`}>{KEY_TERMS_LINK_TEXT}</Link>
      </p>
    </div>
  );
}
