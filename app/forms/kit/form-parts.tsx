import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { SENT_TITLE_PREFIX, useTitleLayer } from "./page-title";
import { CheckIcon } from "~/ui/icons";

/**
 * The thank-you that replaces a form after it was sent: a region named by its heading, which gets
 * focus (with JavaScript; without, the sent page's fragment is the heading's `id`), and the title
 * begins with "Tack – " while it shows.
 */
export function ThankYouPanel({
  title = "Tack!",
  id = "tack",
  children,
  actions,
}: {
  title?: string;
  /** The heading's id: the fragment a sent form's page lands on (one thank-you shows at a time). */
  id?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useTitleLayer("outcome", SENT_TITLE_PREFIX);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby={id} className="rounded-card border border-green-200 bg-green-50 p-6 text-center text-green-950 sm:p-8">
      <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-success text-white">
        <CheckIcon className="size-6" />
      </span>
      <h2 ref={ref} id={id} tabIndex={-1} className="text-2xl font-bold text-green-950 focus:outline-none">
        {title}
      </h2>
      <div className="mt-2 text-lg">{children}</div>
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}

/** The current page as a same-site path, to come back to after a post. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Whether a checkbox value was among the visitor's answers (Conform's initial value is a string or a list). */
export function wasChosen(initial: unknown, value: string): boolean {
  return Array.isArray(initial) ? initial.includes(value) : initial === value;
}
