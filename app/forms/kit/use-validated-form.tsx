import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactElement } from "react";
import type { $ZodType } from "zod/v4/core";
import type { FormActionData } from "./client-action";
import { DraftLine, DraftNote, useFormDraft, type DraftValues } from "./drafts";
import { ErrorSummary } from "./error-summary";
import { errorSummaryId } from "./error-summary-id";
import { NetworkNotice } from "./network-notice";
import { patience } from "./network";
import { loadActionRoute } from "./route-modules";
import { useChecks } from "./use-checks";
import { useSend } from "./use-send";
import type { ErrorsByField, FieldName, LazySchema } from "./validation-contract";

export { preloadChecks } from "./use-checks";

export interface FieldProps<Name extends string = string> {
  id: string;
  name: Name;
  defaultValue: string | undefined;
  errors: string[] | undefined;
}

interface ValidatedFormOptions<Data extends FormActionData, Schema extends $ZodType = $ZodType> {
  /** The form's element id, unique on the page; also the key of its submissions. */
  id: string;
  /** The path the form posts to (`/kontakt`, `/?index`). */
  action: string;
  /**
   * The id of the form that answers this one's post without JavaScript, when that is another
   * page's form (a dialog's form is answered by its own page's): its summary is where it lands.
   */
  answeredBy?: string;
  /** The form's own schema (lazySchema); null for a form with nothing to check. */
  schema: LazySchema<Schema> | null;
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
 * The one hook every form uses: its checks (use-checks.ts), its sending (use-send.ts) and its
 * draft (drafts.tsx), wired to the form element and its fields. The server's answer is the truth:
 * its messages replace the browser's; the browser's show for a field the visitor has been in.
 */
export function useValidatedForm<Data extends FormActionData, Schema extends $ZodType = $ZodType>(
  options: ValidatedFormOptions<Data, Schema>,
) {
  const { id, action, schema } = options;
  const checks = useChecks(schema);
  // Each failed send, the browser's verdict or the server's answer alike, moves focus to the summary.
  const [summaryFocus, setSummaryFocus] = useState(0);
  const showErrors = (formData: FormData, errors: ErrorsByField) => {
    checks.showErrors(formData, errors);
    setSummaryFocus((value) => value + 1);
  };
  const send = useSend<Data>({
    id,
    action,
    multipart: options.multipart,
    serverData: options.serverData,
    judge: checks.judge,
    showErrors,
  });
  const result = send.data?.result;

  // An answer of the server's that refuses the post (not the one a page without JavaScript
  // rendered with, where the fragment has put focus on the summary already).
  const refused = Object.values(result?.error ?? {}).some((messages) => messages?.length);
  const firstResult = useRef(result);
  useEffect(() => {
    if (refused && result !== firstResult.current) setSummaryFocus((value) => value + 1);
  }, [result, refused]);
  const onReset = useRef(options.onReset);
  onReset.current = options.onReset;

  const { forget } = checks;
  useEffect(() => forget(), [result, forget]);

  const draft = useFormDraft({
    formId: id,
    key: options.draft,
    restore: result === undefined,
    onRestore: options.onRestoreDraft,
    keepHidden: options.draftKeepsHidden,
  });

  const reset = () => {
    draft.clear();
    checks.forget();
    send.restart();
    onReset.current?.();
  };

  /** The visitor has reached the form: its checks, its schema and its action's code start loading. */
  const reach = () => {
    checks.reach();
    draft.preload();
    void loadActionRoute(action, patience.actionCodeWaitMs);
  };

  const serverErrors = (result?.error ?? {}) as ErrorsByField;

  const field = <Name extends FieldName<Schema>>(name: Name): FieldProps<Name> => {
    const value = result?.initialValue?.[name];
    return {
      id: `${id}-${name}`,
      name,
      defaultValue: typeof value === "string" ? value : undefined,
      errors: checks.has(name) ? checks.errorsFor(name) : serverErrors[name],
    };
  };

  const formProps = {
    id,
    // Remix's Form, so that route discovery finds the action's route as soon as the form renders.
    navigate: false,
    fetcherKey: send.fetcherKey,
    method: "post" as const,
    // Without JavaScript a refused post is answered at this address: reading starts at the summary.
    // A form with nothing to check has none (its answer's address keeps no fragment of its own).
    action: schema ? `${action}#${errorSummaryId(options.answeredBy ?? id)}` : action,
    encType: options.multipart ? ("multipart/form-data" as const) : undefined,
    noValidate: true,
    "aria-busy": send.pending || undefined,
    onFocus: reach,
    onPointerDown: reach,
    onSubmit: send.onSubmit,
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (name) checks.onBlur(event.currentTarget, name);
    },
    onInput(event: FormEvent<HTMLFormElement>) {
      const name = fieldName(event.target);
      if (name) checks.onInput(event.currentTarget, name);
    },
  };

  // The live region is in the page from the start, so that what is put in it when a send starts
  // is spoken; the pressed button keeps focus (StatusButton is aria-disabled, not disabled).
  const notice: ReactElement = (
    <>
      <p role="status" className="sr-only">
        {send.sending ? SENDING_TEXT : ""}
      </p>
      {send.notice && (
        <NetworkNotice kind={send.notice} onRetry={send.notice === "slow" || send.notice === "resending" ? undefined : send.resend} />
      )}
    </>
  );
  const allErrors: ErrorsByField = { ...serverErrors, ...checks.browserErrors };
  // The summary answers a send; a field left after a change shows its error at the field only.
  const errorSummary = <ErrorSummary formId={id} errors={refused || checks.stoppedSend ? allErrors : {}} focusRequest={summaryFocus} />;
  // Before the fields, so the visitor reads it before the first save: the line is sent by the
  // server and shown when the page comes alive (DraftLine), the note once a draft was put back.
  const draftNote = draft.restored ? (
    <DraftNote files={draft.restored.files} onClear={reset} />
  ) : options.draft ? (
    <DraftLine onClear={reset} />
  ) : null;

  return {
    Form,
    /** Changes when the form starts over ("Rensa formuläret"): the form element's React key. */
    formKey: send.fetcherKey,
    formProps,
    field,
    /** The form's own messages (rate limit, a failed write) and every field's, by name. */
    formErrors: serverErrors[""],
    allErrors,
    /** The answer to a failed send: at the top of every form, before its fields. */
    errorSummary,
    /** Stops a send with messages the form itself holds (a file the browser refused), as the checks' would. */
    showErrors,
    data: send.data,
    pending: send.pending,
    notice,
    /** Says that drafts are kept, or that one was put back: at the top of a form that keeps drafts. */
    draftNote,
    saveDraft: draft.save,
    reset,
  };
}

/** Spoken while a send is under way. */
const SENDING_TEXT = "Skickar …";

function fieldName(target: EventTarget | null): string | null {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
    ? target.name || null
    : null;
}
