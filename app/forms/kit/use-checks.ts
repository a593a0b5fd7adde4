import { useCallback, useRef, useState } from "react";
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
 * visitor leaves it after changing it, and again as they type in it; every field before a post.
 * Focus passing through a field the visitor has not changed says nothing of it. Until the checks
 * have loaded, and always in the end, the server judges. A new answer from the server replaces
 * the browser's messages (`forget`).
 */
export function useChecks(schema: LazySchema | null) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [checked, setChecked] = useState<ErrorsByField | null>(null);
  /** A send was stopped by these checks: their messages are the answer, shown in the summary. */
  const [stoppedSend, setStoppedSend] = useState(false);
  const changed = useRef(new Set<string>());

  const forget = useCallback(() => {
    setTouched(new Set());
    setChecked(null);
    setStoppedSend(false);
    changed.current = new Set();
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

  /** Shows every field's messages of a verdict that stopped a send (the summary then takes focus). */
  const showErrors = (formData: FormData, errors: ErrorsByField) => {
    // The verdict's fields first, in the schema's order (the form's): the summary lists them so.
    setTouched(new Set([...touched, ...Object.keys(errors), ...formData.keys()]));
    setChecked(errors);
    setStoppedSend(true);
  };

  return {
    /** The browser's messages for a field the visitor has been in, or undefined: the server's stand. */
    errorsFor: (name: string) => (checked && touched.has(name) ? checked[name] : undefined),
    /** Every field's browser messages, by name, for the fields the visitor has been in. */
    browserErrors: Object.fromEntries([...touched].map((name) => [name, checked?.[name]])) as ErrorsByField,
    has: (name: string) => checked !== null && touched.has(name),
    /** Whether the browser's messages are the answer to a send (not only to a field left). */
    stoppedSend,
    judge,
    showErrors,
    /** Starts loading the checks and the form's schema: the visitor has reached the form. */
    reach() {
      if (!schema) return;
      preloadChecks();
      schema.load().catch(() => undefined);
    },
    onBlur(form: HTMLFormElement, name: string) {
      if (!changed.current.has(name) || touched.has(name)) return;
      const next = new Set(touched).add(name);
      setTouched(next);
      revalidate(form, next);
    },
    onInput(form: HTMLFormElement, name: string) {
      changed.current.add(name);
      if (touched.has(name)) revalidate(form, touched);
    },
    forget,
  };
}
