import { Link } from "@remix-run/react";
import type { PageLinks } from "~/shared/blog-listing";

const linkClasses =
  "inline-flex min-h-11 items-center gap-1 rounded-lg border border-brand-100 px-4 font-semibold no-underline hover:bg-surface";

/**
 * Links to the page before and after, plain links that work without JavaScript. A listing by date
 * says 'Nyare' and 'Äldre'; search results, ordered by relevance, say 'Föregående' and 'Nästa'.
 */
export function Pagination({ pages, order }: { pages: PageLinks; order: "date" | "relevance" }) {
  if (pages.pageCount <= 1) return null;
  const [previous, next] = order === "date" ? ["Nyare artiklar", "Äldre artiklar"] : ["Föregående sida", "Nästa sida"];
  return (
    <nav aria-label="Sidor" className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-brand-100 pt-6">
      {pages.previous ? (
        <Link to={pages.previous} rel="prev" className={linkClasses}>
          <span aria-hidden="true">← </span>
          {previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{`Sida ${pages.page} av ${pages.pageCount}`}</p>
      {pages.next ? (
        <Link to={pages.next} rel="next" className={linkClasses}>
          {next}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
