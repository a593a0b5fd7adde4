import type { NetworkOutcome } from "~/forms/kit/client-action";
import type { FormResult } from "~/shared/form-result";
import type { QuoteStep } from "./fields";
import type { QuoteAnswers } from "./answers";

/** What the wizard shows: the step, every answer so far, and what the last post got back. */
export interface QuoteWizardState {
  step: QuoteStep;
  answers: QuoteAnswers;
  result?: FormResult;
  /** A message for the whole form: rate limit, failed write, broken form. */
  formError?: string;
  /** Set by the route's clientAction when the network, not the server, answered. */
  network?: NetworkOutcome;
}
