import { Form, useFetcher, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactElement } from "react";
import type { FormResult } from "~/shared/form-result";
import type { FormActionData, NetworkOutcome } from "./client-action";
import { DraftLine, DraftNote, useFormDraft, type DraftValues } from "./drafts";
import { isOffline, patience, resendDelayMs, type NetworkNoticeKind } from "./network";
import { NetworkNotice } from "./network-notice";
import { once } from "./once";
import { loadActionRoute, postAsPlainForm } from "./route-modules";
import type { Checks, ErrorsByField, SchemaPicker } from "./validation-contract";

/**
 * The browser's checks: Conform's parser with every form's zod schema. No page carries them; they
 * load when a visitor reaches a form (focus, touch, an opened dialog), long before a blur asks.
 */
const checksModule = once(() => import("./validation.lazy").then((module): Checks => module.checks));

/** Starts loading the browser's checks (a dialog asks as it opens). */
export function preloadChecks(): void {
  if (typeof document !== "undefined") checksModule.get().catch(() => undefined);
}

export interface FieldProps {
  id: string;
  name: string;
  defaultValue: string | undefined;
  errors: string[] | undefined;
}

export interface ValidatedFormOptions<Data extends FormActionData> {
  /** The form's element id, unique on the page; also the key of its submissions. */
  id: string;
  /** The path the form posts to (`/kontakt`, `/?index`). */
  action: string;
  /** Where a post without JavaScript lands, so the errors show at the form (`#kontaktformular`). */
  anchor?: string;
  /** The schema that judges what the form holds now; null for a form with nothing to check. */
  schema: SchemaPicker | null;
  /** Keep a draft in this browser under this key (the form's thank-you marker, which deletes it). */
  draft?: string;
  /** What the server answered a post without JavaScript (the route's own action data). */
  serverData?: Data;
  multipart?: boolean;
  /** The quote wizard rebuilds its step from a draft instead of filling fields. */
  onRestoreDraft?: (values: DraftValues) => void;
  /** Called by "Rensa formuläret", after the draft and the fields are cleared. */
  onReset?: () => void;
  /** Hidden fields count as the visitor's answers in the draft (the wizard's earlier steps). */
  draftKeepsHidden?: boolean;
}

/**
 * The one hook every form uses. It owns the form's submissions (a Remix fetcher), and:
 * - checks with the form's zod schema in the browser on blur, again while typing, and before a
 *   post, once the checks have loaded; until then, and always in the end, the server judges;
 * - sends each submit once: offline it sends nothing and says so; a post whose action code is
 *   not to be had goes as a plain HTML post; otherwise Remix posts it through the route's
 *   clientAction, which turns a lost or foreign answer into `network`;
 * - after any failure keeps every answer, says what is known in Swedish, and sends again by
 *   itself with growing waits (at once when the connection, the window's focus or the tab comes
 *   back), until the server answers; the server's dedupe keeps that to one row;
 * - `pending` from the click until the next page shows (a redirect's page load included);
 * - keeps a draft (drafts.tsx), with the note and "Rensa formuläret".
 */
export function useValidatedForm<Data extends FormActionData>(options: ValidatedFormOptions<Data>) {
  const { id, action, schema } = options;
  // "Rensa formuläret" starts over with a new submission key: the old answers go with the old key.
  const [generation, setGeneration] = useState(0);
  const fetcherKey = generation === 0 ? id : `${id}-${generation}`;
  const fetcher = useFetcher<Data>({ key: fetcherKey });
  const submit = useSubmit();
  const data: Data | undefined = fetcher.data ?? (generation === 0 ? options.serverData : undefined);
  const result: FormResult | undefined = data?.result;

  const [holding, setHolding] = useState(false);
  const [stoppedOffline, setStoppedOffline] = useState<NetworkOutcome | null>(null);
  const [resending, setResending] = useState(false);
  const [slow, setSlow] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [checked, setChecked] = useState<ErrorsByField | null>(null);
  const attempts = useRef(0);
  const lastSubmitter = useRef<{ name: string; value: string } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const pending = fetcher.state !== "idle" || holding;
  const network = stoppedOffline ?? (fetcher.state === "idle" ? data?.network : undefined) ?? null;

  // A new answer from the server is the truth: its messages replace the browser's.
  useEffect(() => {
    setTouched(new Set());
    setChecked(null);
    if (result && !data?.network) attempts.current = 0;
  }, [result, data?.network]);

  useEffect(() => {
    if (!pending) {
      setSlow(false);
      setResending(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), patience.slowNoticeMs);
    return () => window.clearTimeout(timer);
  }, [pending]);

  const formElement = () => {
    const element = document.getElementById(id);
    return element instanceof HTMLFormElement ? element : null;
  };

  const send = useCallback(
    async (form: HTMLFormElement, submitter: HTMLElement | null, check: boolean) => {
      const { schema: pick, multipart } = latest.current;
      const formData = formDataOf(form, submitter);
      if (check && pick) {
        let checks = checksModule.value();
        if (!checks) {
          setHolding(true);
          checks = await within(checksModule.get(), patience.checksWaitMs);
        }
        const errors = checks?.check(pick, formData);
        if (errors && Object.keys(errors).length > 0) {
          setHolding(false);
          setTouched(new Set([...formData.keys(), ...Object.keys(errors)]));
          setChecked(errors);
          focusFirstInvalid(form, errors);
          return;
        }
      }
      if (isOffline()) {
        setHolding(false);
        setStoppedOffline({ failure: "offline", retryAfterMs: null });
        return;
      }
      setStoppedOffline(null);
      setHolding(true);
      const ready = await within(loadActionRoute(action, patience.actionCodeWaitMs), patience.actionCodeWaitMs);
      setHolding(false);
      if (!form.isConnected) return;
      if (!ready) {
        postAsPlainForm(form, submitter);
        return;
      }
      submit(formData, {
        method: "post",
        action,
        encType: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded",
        navigate: false,
        fetcherKey,
        preventScrollReset: true,
      });
    },
    [action, fetcherKey, submit],
  );

  const resend = useCallback(() => {
    const form = formElement();
    if (!form) return;
    attempts.current += 1;
    setResending(true);
    const submitter = lastSubmitter.current ? submitterIn(form, lastSubmitter.current) : null;
    void send(form, submitter, false);
    // The form's element id is stable; reading it at the moment of sending is what counts.
  }, [send]); // eslint-disable-line react-hooks/exhaustive-deps

  // After a failure, send again by itself: after a wait that grows (or the one the server asked
  // for), and at once when the connection, the window's focus or the tab comes back.
  useEffect(() => {
    if (!network || pending) return;
    const now = () => resend();
    const onVisible = () => document.visibilityState === "visible" && resend();
    const timer = network.failure === "offline" ? undefined : window.setTimeout(now, resendDelayMs(attempts.current, network.retryAfterMs));
    window.addEventListener("online", now);
    window.addEventListener("focus", now);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", now);
      window.removeEventListener("focus", now);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [network, pending, resend]);

  const draft = useFormDraft({
    formId: id,
    key: options.draft,
    restore: result === undefined,
    onRestore: options.onRestoreDraft,
    keepHidden: options.draftKeepsHidden,
  });

  const reset = () => {
    draft.clear();
    setStoppedOffline(null);
    setTouched(new Set());
    setChecked(null);
    attempts.current = 0;
    setGeneration((value) => value + 1);
    latest.current.onReset?.();
  };

  const revalidate = (form: HTMLFormElement, names: ReadonlySet<string>) => {
    const checks = checksModule.value();
    const pick = latest.current.schema;
    if (!checks || !pick || names.size === 0) return;
    setChecked(checks.check(pick, new FormData(form)));
  };

  const reach = () => {
    if (schema) preloadChecks();
    void loadActionRoute(action, patience.actionCodeWaitMs);
  };

  const serverErrors = (result?.error ?? {}) as ErrorsByField;
  const errorsFor = (name: string) => (checked && touched.has(name) ? checked[name] : serverErrors[name]);

  const field = (name: string): FieldProps => {
    const value = result?.initialValue?.[name];
    return {
      id: `${id}-${name}`,
      name,
      defaultValue: typeof value === "string" ? value : undefined,
      errors: errorsFor(name),
    };
  };

  const formProps = {
    id,
    // Remix's Form, so that route discovery finds the action's route as soon as the form renders.
    navigate: false,
    fetcherKey,
    method: "post" as const,
    action: options.anchor ? `${action}#${options.anchor}` : action,
    encType: options.multipart ? ("multipart/form-data" as const) : undefined,
    noValidate: true,
    "aria-busy": pending || undefined,
    onFocus: reach,
    onPointerDown: reach,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      // Every submit is sent from here, once; Remix's own handler sees it handled.
      event.preventDefault();
      if (pending) return;
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
      lastSubmitter.current =
        submitter instanceof HTMLButtonElement && submitter.name ? { name: submitter.name, value: submitter.value } : null;
      attempts.current = 0;
      setResending(false);
      void send(event.currentTarget, submitter, !(submitter instanceof HTMLButtonElement && submitter.formNoValidate));
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (!name) return;
      const next = new Set(touched).add(name);
      setTouched(next);
      revalidate(event.currentTarget, next);
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (name && touched.has(name)) revalidate(event.currentTarget, touched);
    },
  };

  const noticeKind: NetworkNoticeKind | null = pending ? (resending ? "resending" : slow ? "slow" : null) : (network?.failure ?? null);
  const notice: ReactElement | null = noticeKind ? (
    <NetworkNotice
      kind={noticeKind}
      retryInMs={noticeKind === "unavailable" ? network?.retryAfterMs : null}
      onRetry={noticeKind === "slow" || noticeKind === "resending" ? undefined : resend}
    />
  ) : null;
  const draftNote = draft.restored ? (
    <DraftNote files={draft.restored.files} onClear={reset} />
  ) : options.draft && draft.saving ? (
    <DraftLine onClear={reset} />
  ) : null;

  return {
    Form,
    /** Changes when the form starts over ("Rensa formuläret"): the form element's React key. */
    formKey: fetcherKey,
    formProps,
    field,
    /** The form's own messages (rate limit, a failed write) and every field's, by name. */
    formErrors: serverErrors[""],
    allErrors: { ...serverErrors, ...Object.fromEntries([...touched].map((name) => [name, checked?.[name]])) } as ErrorsByField,
    data,
    pending,
    notice,
    draftNote,
    saveDraft: draft.save,
    reset,
  };
}

/** What the form holds, with the pressed button's name and value, as a browser would post it. */
function formDataOf(form: HTMLFormElement, submitter: HTMLElement | null): FormData {
  try {
    return new FormData(form, submitter);
  } catch {
    const formData = new FormData(form);
    if (submitter instanceof HTMLButtonElement && submitter.name) formData.append(submitter.name, submitter.value);
    return formData;
  }
}

function submitterIn(form: HTMLFormElement, pressed: { name: string; value: string }): HTMLElement | null {
  return (
    Array.from(form.querySelectorAll<HTMLButtonElement>("button[name]")).find(
      (button) => button.name === pressed.name && button.value === pressed.value,
    ) ?? null
  );
}

function fieldName(target: EventTarget | null): string | null {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
    ? target.name || null
    : null;
}

/** `promise`'s value, or undefined when it takes longer than `ms` or fails. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      () => {
        window.clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
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
