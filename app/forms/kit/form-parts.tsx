import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { CheckIcon } from "~/ui/icons";
import { FormAlert } from "~/ui/forms";

/** Shows the form-level errors (rate limit, failed write, too large) at the top of a form. */
export function FormErrors({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <FormAlert tone="error" id={id}>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </FormAlert>
  );
}

/** The thank-you state that replaces a form after it was sent; focused so screen readers announce it. */
export function ThankYouPanel({ title = "Tack!", children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-card border border-green-200 bg-green-50 p-6 text-center text-green-950 focus:outline-none sm:p-8"
    >
      <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-success text-white">
        <CheckIcon className="size-6" />
      </span>
      <p className="text-2xl font-bold text-green-950">{title}</p>
      <div className="mt-2 text-lg">{children}</div>
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
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
