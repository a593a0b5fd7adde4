import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { LeadFormActionData } from "~/forms/shared/fields";
import { networkFailureOf, SUBMIT_TIMEOUT_MS, withTimeout, type NetworkFailure } from "./network";

/**
 * The browser's side of a form's action (Remix's clientAction): the server's answer as usual, or,
 * when the network drops the post or its answer, or no answer comes within SUBMIT_TIMEOUT_MS, the
 * form's own state again with `network` saying what happened. Never an error page: the form and
 * everything in it stay. Anything else (a redirect, a server error) goes on as Remix would.
 */
export async function resilientClientAction<T>(
  { request, serverAction }: ClientActionFunctionArgs,
  whenFailed: (formData: FormData, network: NetworkFailure) => T,
) {
  const formData = await request.clone().formData();
  try {
    return await withTimeout(serverAction<T>(), SUBMIT_TIMEOUT_MS);
  } catch (error) {
    const network = networkFailureOf(error);
    if (!network) throw error;
    return whenFailed(formData, network);
  }
}

/** The text the visitor sent, as a lead form's result: Conform reads its values back from it. */
function keptInput(formData: FormData): LeadFormActionData["result"] {
  const initialValue: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name).filter((value): value is string => typeof value === "string");
    if (values.length) initialValue[name] = values.length === 1 ? values[0]! : values;
  }
  return { status: "error", initialValue, error: {} };
}

/** `export const clientAction = leadFormClientAction;` in a route with a lead form. */
export const leadFormClientAction = (args: ClientActionFunctionArgs) =>
  resilientClientAction(args, (formData, network): LeadFormActionData => ({ result: keptInput(formData), network }));
