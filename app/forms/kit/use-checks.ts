import { useCallback, useState } from "react";
import { once } from "./once";
import { patience, withTimeout } from "./network";
import type { Checks, ErrorsByField, LazySchema } from "./validation-contract";

/**
 * The browser's checks: Conform's parser, run with the schema each form brings. No page carries
 * them; they load when a visitor reaches a form (focus, touch, an opened dialog), long before a
 * blur asks.
 */
const checksModule = once(() => import("./validation.lazy").then((module): Checks => module.checks));

/** Starts loading the browser's checks (a dialog asks as it opens). */
export function preloadChecks(): void {
  if (typeof document !== "undefined") checksModule.get().catch(() => undefined);
}

/**
 * A form's checks in the browser, with the form's own zod schema: a field is checked when the
 * visitor leaves it and again as they type in it, every field before a post. Until the checks
 * have loaded, and always in the end, the server judges. A new answer from the server replaces
 * the browser's messages (`forget`).
 */
export function useChecks(schema: LazySchema | null) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [checked, setChecked] = useState<ErrorsByField | null>(null);

  const forget = useCallback(() => {
    setTouched(new Set());
    setChecked(null);
  }, []);

  const errorsIn = (formData: FormData): ErrorsByField | undefined => {
    const checks = checksModule.value();
    const chosen = schema?.pick(formData);
    if (!checks || chosen === undefined) return undefined;
    return chosen ? checks.check(chosen, formData) : {};
  };

  const revalidate = (form: HTMLFormElement, names: ReadonlySet<string>) => {
    const errors = names.size > 0 ? errorsIn(new FormData(form)) : undefined;
    if (errors) setChecked(errors);
  };

  /**
   * The checks' verdict on `formData`: its messages by field ({} when it may go), at once when the
   * checks are here, else after at most `checksWaitMs` of waiting for them; undefined when they did
   * not come (then the server judges). Changes nothing: `showErrors` shows a verdict that stops it.
   */
  const judge = (formData: FormData): ErrorsByField | undefined | Promise<ErrorsByField | undefined> => {
    if (!schema) return {};
    const now = errorsIn(formData);
    if (now) return now;
    return withTimeout(Promise.all([checksModule.get(), schema.load()]), patience.checksWaitMs).then(
      () => errorsIn(formData),
      () => undefined,
    );
  };

  /** Shows every field's messages of a verdict and focuses the first field it stopped. */
  const showErrors = (form: HTMLFormElement, formData: FormData, errors: ErrorsByField) => {
    setTouched(new Set([...formData.keys(), ...Object.keys(errors)]));
    setChecked(errors);
    focusFirstInvalid(form, errors);
  };

  return {
    /** The browser's messages for a field the visitor has been in, or undefined: the server's stand. */
    errorsFor: (name: string) => (checked && touched.has(name) ? checked[name] : undefined),
    /** Every field's browser messages, by name, for the fields the visitor has been in. */
    browserErrors: Object.fromEntries([...touched].map((name) => [name, checked?.[name]])) as ErrorsByField,
    has: (name: string) => checked !== null && touched.has(name),
    judge,
    showErrors,
    /** Starts loading the checks and the form's schema: the visitor has reached the form. */
    reach() {
      if (!schema) return;
      preloadChecks();
      schema.load().catch(() => undefined);
    },
    onBlur(form: HTMLFormElement, name: string) {
      const next = new Set(touched).add(name);
      setTouched(next);
      revalidate(form, next);
    },
    onInput(form: HTMLFormElement, name: string) {
      if (touched.has(name)) revalidate(form, touched);
    },
    forget,
  };
}

/**
 * Focuses the first field the checks stopped, centred: WebKit scrolls a focused field to the top,
 * under the sticky header, ignoring scroll-margin.
 */
function focusFirstInvalid(form: HTMLFormElement, errors: ErrorsByField): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (element.type === "hidden" || !errors[element.name]?.length) continue;
    element.focus({ preventScroll: true });
    // After WebKit's own scroll for the focus, which comes after the focus event.
    window.setTimeout(() => element.scrollIntoView({ block: "center" }), 50);
    return;
  }
}
