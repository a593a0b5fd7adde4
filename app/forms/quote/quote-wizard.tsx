import type { Form } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { QuoteWizardState } from "./action.server";
import { stockholmToday } from "~/shared/dates";
import { formDraft, saveDraft, type DraftValues } from "~/forms/kit/drafts";
import { answersFromForm, parseStep, type QuoteAnswers } from "./request";
import {
  cleaningDetailFields,
  movingDetailFields,
  QUOTE_FORM,
  QUOTE_FORM_ANCHOR,
  QUOTE_STEPS,
  quoteFieldsByStep,
  type QuoteStep,
} from "./fields";
import { useFormDraft } from "~/forms/kit/draft-note";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { Button, StatusButton } from "~/ui/button";
import { FormAlert, Honeypot } from "~/ui/forms";
import { CleaningDetailsStep, ContactStep, MovingDetailsStep, ServiceStep, type StepProps } from "./quote-steps";
import { StepIndicator } from "./step-indicator";

const movingFields = new Set<string>(movingDetailFields);
const cleaningFields = new Set<string>(cleaningDetailFields);

/** The fields the visitor sees on this step; every other answer rides along in hidden inputs. */
function visibleFields(step: QuoteStep, serviceType: string | undefined): Set<string> {
  if (step === 1) return new Set(quoteFieldsByStep[1]);
  if (step === 3) return new Set(quoteFieldsByStep[3]);
  return serviceType === "städning" ? cleaningFields : movingFields;
}

function HiddenAnswers({ answers, visible }: { answers: QuoteAnswers; visible: Set<string> }) {
  return (
    <>
      {Object.entries(answers).flatMap(([name, value]) =>
        visible.has(name)
          ? []
          : (Array.isArray(value) ? value : [value]).map((item, index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
            )),
      )}
    </>
  );
}

interface QuoteWizardProps {
  /** Remix's <Form> on /offert, a fetcher's Form in the dialog. */
  FormElement: typeof Form;
  state: QuoteWizardState | undefined;
  pending: boolean;
  /** Distinguishes the page's form from the dialog's when both are on one page. */
  idPrefix: string;
  /** Heading level of the step title: h1 on /offert, h3 inside the dialog. */
  headingLevel?: "h1" | "h2" | "h3";
}

/**
 * The three-step quote wizard. Every step is a real form post to /offert that works without
 * JavaScript; with JavaScript Conform validates the step with the same schema first.
 */
export function QuoteWizard({ FormElement, state, pending, idPrefix, headingLevel = "h2" }: QuoteWizardProps) {
  // A draft from an earlier visit (a reload, a closed tab) stands in until the server answers.
  const [restored, setRestored] = useState<QuoteWizardState | null>(null);
  const current = state ?? restored ?? undefined;
  const step: QuoteStep = current?.step ?? 1;
  const answers = current?.answers ?? {};
  const serviceType = typeof answers.service_type === "string" ? answers.service_type : undefined;
  const today = stockholmToday();
  const formId = `${idPrefix}-steg-${step}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const restoreDraft = useCallback((values: DraftValues) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(values))
      for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
    const draftAnswers = answersFromForm(formData);
    if (Object.keys(draftAnswers).length > 0) setRestored({ step: parseStep(formData.get("step")) ?? 1, answers: draftAnswers });
  }, []);
  const draftNote = useFormDraft({ formId, key: QUOTE_FORM, restore: state === undefined, onRestore: restoreDraft });
  // Each step the server answers is kept at once: a reload comes back to it.
  useEffect(() => {
    const element = document.getElementById(formId);
    if (state && element instanceof HTMLFormElement) saveDraft(QUOTE_FORM, formDraft(element));
  }, [formId, state]);

  const [form, , formProps, enhancement] = useValidatedForm<Record<string, unknown>>({
    id: formId,
    lastResult: current?.result,
    network: state?.network,
    pending,
    // Back never validates: the visitor may go back from a half-filled step.
    schema: (schemas, formData) =>
      formData.get("intent") === "back"
        ? null
        : schemas.quoteStepSchema(step, String(formData.get("service_type") ?? serviceType ?? ""), today),
  });

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const errors = form.allErrors as Record<string, readonly string[] | undefined>;
  const busy = pending || form.holding;
  const fieldErrors = Object.entries(errors).filter(([name, list]) => name !== "" && list?.length);
  const stepProps: StepProps = { formId, answers, errors, today };
  const meta = QUOTE_STEPS[step - 1]!;
  const Heading = headingLevel;

  return (
    <FormElement
      key={restored ? "utkast" : "ny"}
      method="post"
      action={`/offert#${QUOTE_FORM_ANCHOR}`}
      preventScrollReset
      {...formProps}
      className="space-y-6"
    >
      <StepIndicator current={step} />
      <div>
        <Heading ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
          {meta.title}
        </Heading>
        <p className="mt-1 text-lg text-muted">{meta.intro}</p>
      </div>
      {draftNote}
      {state?.formError && (
        <FormAlert tone="error" id={`${formId}-fel`}>
          {state.formError}
        </FormAlert>
      )}
      {fieldErrors.length > 0 && (
        <FormAlert tone="error" title="Något behöver rättas:" id={`${formId}-sammanfattning`}>
          <ul className="mt-1 list-disc pl-5">
            {fieldErrors.map(([name, list]) => (
              <li key={name}>
                <a href={`#${formId}-${name}`}>{list![0]}</a>
              </li>
            ))}
          </ul>
        </FormAlert>
      )}
      <input type="hidden" name="step" value={step} />
      <Honeypot />
      {enhancement}
      <HiddenAnswers answers={answers} visible={visibleFields(step, serviceType)} />

      {step === 1 && <ServiceStep {...stepProps} />}
      {step === 2 && (serviceType === "städning" ? <CleaningDetailsStep {...stepProps} /> : <MovingDetailsStep {...stepProps} />)}
      {step === 3 && <ContactStep {...stepProps} />}

      {form.networkNotice}
      <div className="flex flex-col-reverse gap-3 border-t border-brand-100 pt-5 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button type="submit" name="intent" value="back" formNoValidate variant="secondary" disabled={busy}>
            Tillbaka
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <StatusButton name="intent" value="next" variant="primary" pending={busy} pendingText="Ett ögonblick...">
            Nästa
          </StatusButton>
        ) : (
          <StatusButton name="intent" value="submit" variant="accent" size="lg" pending={busy}>
            Skicka offertförfrågan
          </StatusButton>
        )}
      </div>
    </FormElement>
  );
}
