import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { QuoteWizardState } from "./state";
import { resilientClientAction } from "~/forms/kit/client-action";
import { answersFromForm, parseStep } from "./answers";

/** The quote wizard: the same step again, with every answer. */
export const quoteClientAction = (args: ClientActionFunctionArgs) =>
  resilientClientAction(args, (formData, network): QuoteWizardState => ({
    step: parseStep(formData.get("step")) ?? 1,
    answers: answersFromForm(formData),
    network,
  }));
