import { useEffect, useRef } from "react";
import { FAILED_TITLE_PREFIX, useTitleLayer } from "./page-title";
import { errorSummaryId } from "./error-summary-id";
import type { ErrorsByField } from "./validation-contract";

interface ErrorSummaryProps {
  formId: string;
  errors: ErrorsByField;
  /** Changes each time a send fails in the page: focus moves to the summary. */
  focusRequest: number;
}

/**
 * The answer to a failed send, as GOV.UK's error summary: at the top of the form, how many
 * things to put right and a link to each field. It is where the answer lands (the fragment of a
 * post without JavaScript, focus with it) and is announced once, by focus: no live region, which
 * would say it a second time. While it shows, the title begins with "Fel: ". In every page's code:
 * a failed send is never told by code loaded on demand.
 */
export function ErrorSummary({ formId, errors, focusRequest }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // In the order the schema judges them, which is the form's; the form's own message ("") has no field to link to.
  const listed = Object.entries(errors).filter(([, messages]) => messages?.length) as [string, string[]][];
  useTitleLayer("outcome", listed.length ? FAILED_TITLE_PREFIX : null);
  // The browser scrolls a focused element into view, centred where it was out of it (not under the sticky header).
  useEffect(() => {
    if (focusRequest) ref.current?.focus();
  }, [focusRequest]);
  if (!listed.length) return null;
  const id = errorSummaryId(formId);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-rubrik`}
      className="rounded-lg border-l-4 border-danger bg-red-50 p-4 text-red-900 focus:outline-3 focus:outline-accent-500"
    >
      <h2 id={`${id}-rubrik`} className="text-lg font-bold text-red-950">
        Det finns {listed.length} fel i formuläret
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {listed.map(([name, messages]) => (
          <li key={name}>
            {/* A plain fragment link: following it moves focus to the field, with or without JavaScript. */}
            {name ? (
              <a href={`#${formId}-${name}`} className="font-semibold text-red-900 underline">
                {messages[0]}
              </a>
            ) : (
              messages[0]
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
