import type { SubmissionResult } from "@conform-to/react";
import { createElement, Fragment, useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement } from "react";
import { flushSync } from "react-dom";
import type { $ZodType } from "zod/v4/core";
import type { NetworkFailure } from "./network";
import { submitNatively } from "./route-modules";
import { loadedFormEnhancer, loadFormEnhancer, requestedFormEnhancer, type Schemas } from "./validation-loader";
import { useFormDraft } from "./draft-note";
import { isConformCheck, submitterOf, useResilientSubmit } from "./resilient-submit";

/** The field names the errors are kept under: "" holds the form's own errors. */
export type ErrorsByField = Record<string, string[] | undefined>;

export interface FieldMetadata {
  id: string;
  name: string;
  errorId: string;
  /** What the server sent back (a string, or a list for a field with several values). */
  initialValue: string | string[] | undefined;
  errors: string[] | undefined;
}

export interface ValidatedFormOptions {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the network did to the last post, as the route's clientAction answered it. */
  network?: NetworkFailure;
  /** The post is under way (a navigation or the form's fetcher). */
  pending?: boolean;
  /** Keep a draft in this browser under this key (the form's thank-you id, which deletes it). */
  draft?: string;
  /** The schema that judges what the form holds now; null when nothing needs checking (the wizard's Back). */
  schema: (schemas: Schemas, formData: FormData) => $ZodType | null;
}

/**
 * Conform focuses the first invalid field; WebKit scrolls it there ignoring scroll-margin, under
 * the sticky header. Centre it once the focus has moved.
 */
function bringFocusedFieldIntoView(form: HTMLFormElement): void {
  const center = (target: EventTarget | null) => {
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) &&
      form.contains(target)
    ) {
      target.scrollIntoView({ block: "center" });
    }
  };
  // Conform moves focus after it has rendered the errors; the field may also have had it already.
  // WebKit scrolls to the focused field after the focus event itself: centre it after that.
  const onFocus = (event: FocusEvent) => window.setTimeout(() => center(event.target), 50);
  form.addEventListener("focusin", onFocus, { once: true });
  window.setTimeout(() => form.removeEventListener("focusin", onFocus), 1000);
  window.setTimeout(() => center(document.activeElement), 50);
}

/** How long a first submit waits for the browser's checks before the server judges alone. */
const ENHANCER_WAIT_MS = 3000;

/** Forms whose submit waited in vain for the checks: the next submit goes to the server at once. */
const enhancerUnavailable = new WeakSet<HTMLFormElement>();

/**
 * A form the server always judges and the browser checks too, with the same zod schema, through
 * Conform: on blur, again while typing, and before a post. A page carries none of that code.
 * Until a visitor reaches the form (focus, touch, an opened dialog) the errors shown are the
 * server's (`lastResult`); then Conform and the schemas load (form-enhancer.tsx) and take over.
 * A submit that comes first waits a moment for them; if they cannot be had, the form posts and
 * the server answers, so nothing typed is lost either way.
 */
export function useValidatedForm<Values extends Record<string, unknown>>(options: ValidatedFormOptions) {
  const { id, lastResult } = options;
  const [enhancer, setEnhancer] = useState(loadedFormEnhancer);
  // What Conform reports belongs to one form id: the wizard's next step starts from the server's word.
  const [live, setLive] = useState<{ id: string; errors: ErrorsByField } | null>(null);
  // A submit held while the checks arrive: the send button shows it is working.
  const [holding, setHolding] = useState(false);
  const conformSubmit = useRef<{ id: string; submit: (event: FormEvent<HTMLFormElement>) => void } | null>(null);
  const whenReady = useRef<Array<() => void>>([]);
  const latestOptions = useRef(options);
  latestOptions.current = options;

  const adopt = useCallback((pending: ReturnType<typeof loadFormEnhancer>) => {
    void pending.then((module) => module && setEnhancer(() => module));
  }, []);
  const load = useCallback(() => adopt(loadFormEnhancer()), [adopt]);
  const resilient = useResilientSubmit({ network: options.network, pending: Boolean(options.pending) || holding });
  const draftNote = useFormDraft({ formId: id, key: options.draft, restore: lastResult === undefined });
  const reach = (event: { currentTarget: HTMLFormElement }) => {
    load();
    resilient.prepare(event.currentTarget);
  };

  // A dialog asks for the checks as it opens: take them as soon as they arrive.
  useEffect(() => {
    const pending = requestedFormEnhancer();
    if (pending) adopt(pending);
  }, [adopt]);

  const errors: ErrorsByField = live?.id === id ? live.errors : ((lastResult?.error as ErrorsByField | undefined) ?? {});
  const initialValue = (lastResult?.initialValue ?? {}) as Record<string, string | string[] | undefined>;
  const field = (name: string): FieldMetadata => ({
    id: `${id}-${name}`,
    name,
    errorId: `${id}-${name}-error`,
    initialValue: initialValue[name],
    errors: errors[name],
  });
  const fields = new Proxy({} as Record<keyof Values & string, FieldMetadata>, { get: (_, name) => field(String(name)) });
  /** `networkNotice`: what the network did, with the phone number; each form shows it by its send button. */
  const form = { id, errorId: `${id}-error`, errors: errors[""], allErrors: errors, holding, networkNotice: resilient.notice };

  const formProps = {
    id,
    noValidate: true,
    onFocus: reach,
    onPointerDown: reach,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!resilient.guard(event)) return;
      const element = event.currentTarget;
      const checks = conformSubmit.current;
      if (checks?.id === id) {
        checks.submit(event);
        // A real send the checks stopped (not one of Conform's own checks on blur or input).
        if (event.defaultPrevented && !isConformCheck(submitterOf(event))) bringFocusedFieldIntoView(element);
        return;
      }
      if (enhancerUnavailable.has(element)) return;
      // The checks are not in place yet: hold the post until they are, or until the wait is over.
      event.preventDefault();
      const submitter = submitterOf(event);
      setHolding(true);
      const loading = loadFormEnhancer();
      adopt(loading);
      const ready = new Promise<"ready">((resolve) => whenReady.current.push(() => resolve("ready")));
      const timeout = new Promise<"slow">((resolve) => setTimeout(() => resolve("slow"), ENHANCER_WAIT_MS));
      // The checks could not be fetched (a dropped file, a blocked chunk): never a reason not to send.
      const failed = loading.then((module) => (module ? new Promise<never>(() => {}) : ("failed" as const)));
      void Promise.race([ready, timeout, failed]).then((outcome) => {
        if (conformSubmit.current?.id !== id) enhancerUnavailable.add(element);
        // The send button is enabled again before the submit, so it counts as the submitter.
        flushSync(() => setHolding(false));
        if (!element.isConnected) return;
        if (outcome === "failed") submitNatively(element, submitter);
        else element.requestSubmit(submitter);
      });
    },
  };

  const onReady = useCallback((formId: string, submit: (event: FormEvent<HTMLFormElement>) => void) => {
    conformSubmit.current = { id: formId, submit };
    for (const resolve of whenReady.current.splice(0)) resolve();
  }, []);
  const onErrors = useCallback((formId: string, reported: ErrorsByField) => setLive({ id: formId, errors: reported }), []);

  const checks: ReactElement | null = enhancer
    ? createElement(enhancer.FormEnhancer, {
        key: id,
        id,
        lastResult,
        schema: (schemas: Schemas, formData: FormData) => latestOptions.current.schema(schemas, formData),
        onErrors,
        onReady,
      })
    : null;
  const enhancement = createElement(Fragment, null, checks, draftNote);

  return [form, fields, formProps, enhancement] as const;
}
