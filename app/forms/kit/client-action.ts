import type { ClientActionFunctionArgs } from "@remix-run/react";
import { submittedValues, type FormReply } from "~/shared/form-result";
import { noteArrival } from "./arrival";
import { failureOf, patience, withTimeout, type NetworkFailure } from "./network";

/** What the network did to a post, as the form's clientAction answers it instead of the server. */
export interface NetworkOutcome {
  failure: NetworkFailure;
}

/** What a form's action answers when it does not redirect: Conform's result, or the network's word. */
export interface FormActionData extends Partial<FormReply> {
  /** Set by the route's clientAction when the network, not the server, answered. */
  network?: NetworkOutcome;
}

/**
 * The browser's side of a form's action (Remix's clientAction): the server's answer as usual, or,
 * when the post or its answer is lost, no answer comes within `submitTimeoutMs`, or the answer is
 * not the site's own (a 5xx page from the network's edge), the form's own state again with
 * `network` saying what happened. Never an error page: the form and everything in it stay.
 * A redirect or a refusal of the site's own goes on as Remix would; a redirect is noted as the
 * post's arrival (arrival.tsx).
 */
export async function resilientClientAction<T>(
  { request, serverAction }: ClientActionFunctionArgs,
  whenFailed: (formData: FormData, network: NetworkOutcome) => T,
) {
  const formData = await request.clone().formData();
  try {
    return await withTimeout(serverAction<T>(), patience.submitTimeoutMs);
  } catch (error) {
    // A redirect is the server's answer: the post has arrived, whatever the page change after it meets.
    if (error instanceof Response && error.status >= 300 && error.status < 400) noteArrival(error.headers.get("Location"));
    const failure = failureOf(error);
    if (!failure) throw error;
    return whenFailed(formData, { failure });
  }
}

/** `export const clientAction = formClientAction;` in a route with a form: the same form, its input kept. */
export const formClientAction = (args: ClientActionFunctionArgs) =>
  resilientClientAction(args, (formData, network): FormActionData => ({
    result: { status: "error", initialValue: submittedValues(formData), error: {} },
    network,
  }));
