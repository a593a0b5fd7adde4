import { useFetcher, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { FormActionData, NetworkOutcome } from "./client-action";
import { isOffline } from "~/shared/network";
import { patience, resendDelayMs, type NetworkNoticeKind } from "./network";
import { loadActionRoute, postAsPlainForm } from "./route-modules";
import type { ErrorsByField } from "./validation-contract";

/** What the checks say of a form: its messages by field, or undefined when the server judges. */
type Verdict = ErrorsByField | undefined;

interface SendOptions<Data extends FormActionData> {
  /** The form's element id; also the key of its submissions. */
  id: string;
  /** The path the form posts to. */
  action: string;
  multipart?: boolean;
  /** What the server answered a post without JavaScript (the route's own action data). */
  serverData?: Data;
  /**
   * The browser's checks on what the form holds: the messages by field ({} when it may go), a
   * promise while the checks load, undefined when the server is to judge.
   */
  judge: (formData: FormData) => Verdict | Promise<Verdict>;
  /** Shows a verdict that stops the post: every message, and the error summary focused. */
  showErrors: (formData: FormData, errors: ErrorsByField) => void;
}

/**
 * A form's submissions, through a Remix fetcher. Each submit is sent once: offline it sends
 * nothing and says so; a post whose action code is not to be had goes as a plain HTML post;
 * otherwise Remix posts it through the route's clientAction, which turns a lost or foreign answer
 * into `network`. After any failure it sends again by itself with growing waits, and at once when
 * the connection, the window's focus or the tab comes back, until the server answers; the
 * server's dedupe keeps that to one row. `pending` lasts from the click until the next page shows.
 */
export function useSend<Data extends FormActionData>(options: SendOptions<Data>) {
  const { id, action } = options;
  // Starting over ("Rensa formuläret") takes a new submission key: the old answers go with the old key.
  const [generation, setGeneration] = useState(0);
  const fetcherKey = generation === 0 ? id : `${id}-${generation}`;
  const fetcher = useFetcher<Data>({ key: fetcherKey });
  const navigation = useNavigation();
  const fetcherSubmit = fetcher.submit;
  const data: Data | undefined = fetcher.data ?? (generation === 0 ? options.serverData : undefined);

  /** Waiting, before anything is posted, for the checks or for the action's code. */
  const [holding, setHolding] = useState(false);
  const [stoppedOffline, setStoppedOffline] = useState(false);
  const [resending, setResending] = useState(false);
  const [slow, setSlow] = useState(false);
  const attempts = useRef(0);
  const lastSubmitter = useRef<{ name: string; value: string } | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const pending = fetcher.state !== "idle" || holding;
  // The answer has come back and the page it sends the visitor to is loading: the post arrived,
  // and a slow page change is the shell's to tell (it says the post arrived), not the form's.
  const followingAnswer = fetcher.state === "loading" && navigation.state === "loading";
  const answered: NetworkOutcome | undefined = fetcher.state === "idle" ? data?.network : undefined;
  const network: NetworkOutcome | null = stoppedOffline ? STOPPED_OFFLINE : (answered ?? null);

  // The server's own answer ends a run of resends.
  const result = data?.result;
  useEffect(() => {
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

  const send = useCallback(
    async (form: HTMLFormElement, submitter: Submitter | null, check: boolean) => {
      const { judge, showErrors, multipart } = latest.current;
      // Read at once, with the button that was pressed: its name and value go with the post.
      const formData = new FormData(form, submitter);
      if (check) {
        let errors = judge(formData);
        if (errors instanceof Promise) {
          setHolding(true);
          errors = await errors;
        }
        if (errors && Object.keys(errors).length > 0) {
          setHolding(false);
          showErrors(formData, errors);
          return;
        }
      }
      if (isOffline()) {
        setHolding(false);
        setStoppedOffline(true);
        return;
      }
      setStoppedOffline(false);
      setHolding(true);
      const ready = await loadActionRoute(action, patience.actionCodeWaitMs);
      setHolding(false);
      if (!form.isConnected) return;
      if (!ready) {
        postAsPlainForm(form, submitter);
        return;
      }
      // The fetcher's own submit: its key, and no navigation, go with it.
      fetcherSubmit(formData, {
        method: "post",
        action,
        encType: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded",
        preventScrollReset: true,
      });
    },
    [action, fetcherSubmit],
  );

  const resend = useCallback(() => {
    const form = document.getElementById(id);
    if (!(form instanceof HTMLFormElement)) return;
    attempts.current += 1;
    setResending(true);
    void send(form, lastSubmitter.current ? submitterIn(form, lastSubmitter.current) : null, false);
  }, [id, send]);

  // After a failure, send again by itself: after a wait that grows, and at once when the
  // connection, the window's focus or the tab comes back.
  useEffect(() => {
    if (!network || pending) return;
    const now = () => resend();
    const onVisible = () => document.visibilityState === "visible" && resend();
    const timer = network.failure === "offline" ? undefined : window.setTimeout(now, resendDelayMs(attempts.current));
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

  const notice: NetworkNoticeKind | null = pending
    ? followingAnswer
      ? null
      : resending
        ? "resending"
        : slow
          ? "slow"
          : null
    : (network?.failure ?? null);

  return {
    fetcherKey,
    data,
    pending,
    /** Posted, until the answer has come: what "Skickar …" says (not while the checks are awaited). */
    sending: fetcher.state !== "idle",
    /** What the form says about the network now, if anything. */
    notice,
    resend,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      // Every submit is sent from here, once; Remix's own handler sees it handled.
      event.preventDefault();
      if (pending) return;
      const pressed = (event.nativeEvent as SubmitEvent).submitter;
      const submitter = pressed instanceof HTMLButtonElement || pressed instanceof HTMLInputElement ? pressed : null;
      lastSubmitter.current = submitter?.name ? { name: submitter.name, value: submitter.value } : null;
      attempts.current = 0;
      setResending(false);
      void send(event.currentTarget, submitter, !submitter?.formNoValidate);
    },
    /** Starts over: no failure to tell, and a new submission key. */
    restart() {
      setStoppedOffline(false);
      attempts.current = 0;
      setGeneration((value) => value + 1);
    },
  };
}

/** A submit the browser knew was offline: nothing was sent. One object, so effects see no change. */
const STOPPED_OFFLINE: NetworkOutcome = { failure: "offline" };

/** The button that sent a form: its name and value go with the post. */
type Submitter = HTMLButtonElement | HTMLInputElement;

function submitterIn(form: HTMLFormElement, pressed: { name: string; value: string }): Submitter | null {
  return (
    Array.from(form.querySelectorAll<HTMLButtonElement>("button[name]")).find(
      (button) => button.name === pressed.name && button.value === pressed.value,
    ) ?? null
  );
}
