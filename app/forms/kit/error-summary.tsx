import { useEffect, useRef } from "react";
import { FAILED_TITLE_PREFIX, useTitleLayer } from "./page-title";
import { errorSummaryId } from "./error-summary-id";
import type { ErrorsByField } from "./validation-contract";

/** "Det finns 1 fel i formuläret", the summary's heading: how many things to put right. */
export function errorCountText(count: number): string {
  return `Det finns ${count} fel i formuläret`;
}

interface ErrorSummaryProps {
  formId: string;
  errors: ErrorsByField;
  /** The form's fields in the order they were drawn, so the summary lists errors in form order. */
  order: readonly string[];
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
export function ErrorSummary({ formId, errors, order, focusRequest }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const formLevel = errors[""]?.filter(Boolean) ?? [];
  const named = Object.keys(errors).filter((name) => name !== "" && errors[name]?.length);
  const fields = [...order.filter((name) => named.includes(name)), ...named.filter((name) => !order.includes(name))];
  const count = formLevel.length + fields.length;
  useTitleLayer("outcome", count > 0 ? FAILED_TITLE_PREFIX : null);
  useEffect(() => {
    if (focusRequest === 0 || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    // Centred, not scrolled to the top: WebKit ignores scroll-margin, and the header is sticky.
    ref.current.scrollIntoView({ block: "center" });
  }, [focusRequest]);
  if (count === 0) return null;
  const id = errorSummaryId(formId);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-rubrik`}
      className="scroll-mt-28 rounded-lg border-l-4 border-danger bg-red-50 p-4 text-red-900 focus:outline-3 focus:outline-accent-500"
    >
      <h2 id={`${id}-rubrik`} className="text-lg font-bold text-red-950">
        {errorCountText(count)}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {formLevel.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fields.map((name) => (
          <li key={name}>
            {/* A plain fragment link: following it moves focus to the field, with or without JavaScript. */}
            <a href={`#${formId}-${name}`} className="font-semibold text-red-900 underline">
              {errors[name]![0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
