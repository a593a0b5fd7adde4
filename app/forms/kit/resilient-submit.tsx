import { useEffect, useRef, useState, type FormEvent } from "react";
import { company, telHref } from "~/shared/company";
import { CALL_US_LEAD, isOffline, networkMessages, SLOW_NOTICE_MS, type NetworkFailure } from "./network";
import { actionRouteId, isRouteModuleLoaded, loadRouteModule, submitNatively } from "./route-modules";

type Notice = NetworkFailure | "slow" | "resending";

interface LastSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** The button a submit was made with, if any. */
export function submitterOf(event: FormEvent<HTMLFormElement>): HTMLElement | null {
  return (event.nativeEvent as SubmitEvent).submitter ?? null;
}

/** Conform runs its checks (on blur, while typing) as submits of a hidden `__intent__` button: such a submit is not a post. */
export function isConformCheck(submitter: HTMLElement | null): boolean {
  return submitter instanceof HTMLButtonElement && submitter.name === "__intent__";
}

/** How long a form waits for its action's code before it posts as a plain HTML form instead. */
const ROUTE_MODULE_WAIT_MS = 8_000;

/**
 * Keeps a form's post alive on a bad network (issue 15), for every form on the site:
 * - offline at submit: nothing is sent, the form says so, and sends by itself once the browser
 *   is online again (or when the button is pressed again);
 * - a post that failed or timed out (the route's clientAction answers `network`): said in the form;
 * - a slow answer: after SLOW_NOTICE_MS the form says it is taking longer than usual;
 * - the action's route code not on the page and not to be had: a plain HTML post.
 * The answers stay on screen in every case: the inputs are never reset.
 */
export function useResilientSubmit({ network, pending }: { network?: NetworkFailure; pending: boolean }) {
  const [stoppedOffline, setStoppedOffline] = useState(false);
  const [resending, setResending] = useState(false);
  const [slow, setSlow] = useState(false);
  const last = useRef<LastSubmit | null>(null);

  const resend = () => {
    const submit = last.current;
    if (!submit?.form.isConnected) return;
    setStoppedOffline(false);
    setResending(true);
    submit.form.requestSubmit(submit.submitter?.isConnected ? submit.submitter : null);
  };

  // Back online after a post that could not go: send it again, as the visitor asked.
  const waitingForNetwork = stoppedOffline || network === "offline";
  useEffect(() => {
    if (!waitingForNetwork) return;
    window.addEventListener("online", resend, { once: true });
    return () => window.removeEventListener("online", resend);
  }, [waitingForNetwork]);

  useEffect(() => {
    if (!pending) {
      setSlow(false);
      setResending(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  /** Runs first in a form's onSubmit; false when the post was taken care of here (stopped or sent another way). */
  function guard(event: FormEvent<HTMLFormElement>): boolean {
    const form = event.currentTarget;
    const submitter = submitterOf(event);
    if (isConformCheck(submitter)) return true;
    last.current = { form, submitter };
    if (isOffline()) {
      event.preventDefault();
      setStoppedOffline(true);
      return false;
    }
    setStoppedOffline(false);
    const routeId = actionRouteId(form);
    if (routeId && !isRouteModuleLoaded(routeId)) {
      event.preventDefault();
      const timeout = new Promise<boolean>((resolve) => window.setTimeout(() => resolve(false), ROUTE_MODULE_WAIT_MS));
      void Promise.race([loadRouteModule(routeId), timeout]).then((loaded) => {
        if (!form.isConnected) return;
        if (loaded && isRouteModuleLoaded(routeId)) form.requestSubmit(submitter);
        else submitNatively(form, submitter);
      });
      return false;
    }
    return true;
  }

  /** Called when a visitor reaches the form: its action's code comes along with the checks. */
  function prepare(form: HTMLFormElement) {
    const routeId = actionRouteId(form);
    if (routeId) void loadRouteModule(routeId);
  }

  const failure: NetworkFailure | undefined = stoppedOffline ? "offline" : network;
  const notice: Notice | null = pending ? (resending ? "resending" : slow ? "slow" : null) : (failure ?? null);
  const element = notice ? (
    <NetworkNotice notice={notice} onRetry={notice === "slow" || notice === "resending" ? undefined : resend} />
  ) : null;
  return { guard, prepare, notice: element };
}

/** The form's word on the network, in Swedish, with the phone number; scrolled into view when it appears. */
function NetworkNotice({ notice, onRetry }: { notice: Notice; onRetry?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [notice]);
  const waiting = notice === "slow" || notice === "resending";
  return (
    <div
      ref={ref}
      role={waiting ? "status" : "alert"}
      data-network={notice}
      className={
        waiting
          ? "rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4 text-brand-900"
          : "rounded-lg border-l-4 border-danger bg-red-50 p-4 text-red-900"
      }
    >
      <p>{networkMessages[notice]}</p>
      {!waiting && (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {onRetry && (
            <button type="button" onClick={onRetry} className="font-semibold underline">
              Försök igen
            </button>
          )}
          <span>
            {CALL_US_LEAD}{" "}
            <a href={telHref} className="font-semibold">
              {company.phoneDisplay}
            </a>
            .
          </span>
        </p>
      )}
    </div>
  );
}
