import { useCallback, useEffect, useRef, useState } from "react";
import type { QuoteWizardState } from "./state";
import { stockholmToday } from "~/shared/dates";
import type { DraftValues } from "~/forms/kit/drafts";
import { answersFromForm, parseStep, type QuoteAnswers } from "./answers";
import { QUOTE_STEPS, type QuoteStep } from "./fields";
import { wizardFields } from "./wizard-fields";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { lazySchema } from "~/forms/kit/lazy-schema";
import { QUOTE_FORM, QUOTE_PAGE_FORM_ID, stepTitlePrefix } from "./form-id";
import { useTitleLayer } from "~/forms/kit/page-title";
import { Button, StatusButton } from "~/ui/button";
import { FormAlert, Honeypot } from "~/ui/forms";
import { CleaningDetailsStep, ContactStep, MovingDetailsStep, ServiceStep, type StepProps } from "./quote-steps";
import { StepIndicator } from "./step-indicator";
import { KeyTerms } from "~/ui/key-terms";
import type { KeyTermsContent } from "~/shared/legal-paths";

/**
 * The step and service are in the form itself (visible or carried in hidden fields). Back never
 * checks: the visitor may go back from a half-filled step.
 */
const schema = lazySchema(
  () => import("./schema"),
  (module, formData) =>
    formData.get("intent") === "back"
      ? null
      : module.quoteStepSchema(parseStep(formData.get("step")) ?? 1, String(formData.get("service_type") ?? ""), stockholmToday()),
);

/** The fields the visitor sees on this step; every other answer rides along in hidden inputs. */
function visibleFields(step: QuoteStep, serviceType: string | undefined): Set<string> {
  const { steps } = wizardFields;
  return new Set<string>(step === 2 ? steps[2][serviceType === "städning" ? "städning" : "flytthjälp"] : steps[step]);
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
  /** Distinguishes the page's form from the dialog's when both are on one page. */
  idPrefix: string;
  /** What the server answered a step posted without JavaScript (the /offert page's action data). */
  serverState?: QuoteWizardState;
  /** Where a link that names a service starts the wizard (link-start.ts): step 2 with the service chosen. */
  start?: QuoteWizardState | null;
  /** Heading level of the step title: h1 on /offert, h3 inside the dialog. */
  headingLevel?: "h1" | "h2" | "h3";
  /** The key points of the terms, shown on the last step (app/content/key-terms.ts). */
  keyTerms: KeyTermsContent;
}

/**
 * The three-step quote wizard. Every step is a real form post to /offert that works without
 * JavaScript; with JavaScript the step is checked with the same schema first and answered in place.
 */
export function QuoteWizard({ idPrefix, serverState, start, headingLevel = "h2", keyTerms }: QuoteWizardProps) {
  const today = stockholmToday();
  const formId = `${idPrefix}-formular`;
  // A draft from an earlier visit (a reload, a closed tab) stands in until the server answers.
  const [restored, setRestored] = useState<QuoteWizardState | null>(null);
  const restoreDraft = useCallback(
    (values: DraftValues) => {
      const formData = new FormData();
      for (const [name, value] of Object.entries(values))
        for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
      const answers = answersFromForm(formData);
      if (Object.keys(answers).length === 0) return;
      // The link the visitor just followed says what they want now: a draft that chose otherwise
      // keeps its other answers but starts where the link does.
      const agrees = !start || Object.entries(start.answers).every(([name, value]) => answers[name] === value);
      setRestored(
        agrees ? { step: parseStep(formData.get("step")) ?? 1, answers } : { step: start.step, answers: { ...answers, ...start.answers } },
      );
    },
    [start],
  );

  const form = useValidatedForm<QuoteWizardState>({
    id: formId,
    action: "/offert",
    answeredBy: QUOTE_PAGE_FORM_ID,
    serverData: serverState,
    schema,
    draft: QUOTE_FORM,
    draftKeepsHidden: true,
    onRestoreDraft: restoreDraft,
    onReset: () => setRestored(null),
  });
  // The server's latest answer is the wizard's state; a lost answer keeps the step it was on.
  const current = form.data ?? restored ?? start ?? undefined;
  const step: QuoteStep = current?.step ?? 1;
  const answers = current?.answers ?? {};
  const serviceType = typeof answers.service_type === "string" ? answers.service_type : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each step the server answers is kept at once: a reload comes back to it.
  const { saveDraft } = form;
  useEffect(() => {
    if (form.data) saveDraft();
  }, [form.data, saveDraft]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const errors = form.allErrors as Record<string, readonly string[] | undefined>;
  const stepProps: StepProps = {
    formId,
    answers,
    errors,
    today,
    // The wizard's answers (the server's state, a restored draft or the link followed) are the values.
    field: (name) => {
      const value = answers[name];
      return { ...form.field(name), defaultValue: typeof value === "string" ? value : undefined };
    },
  };
  const meta = QUOTE_STEPS[step - 1]!;
  const Heading = headingLevel;
  // The title says which step this is, in the page and in the dialog alike.
  useTitleLayer("step", stepTitlePrefix(step, QUOTE_STEPS.length, meta.title));

  return (
    <form.Form key={form.formKey} {...form.formProps} className="space-y-6">
      <StepIndicator current={step} />
      <div>
        <Heading ref={headingRef} id={`${formId}-steg`} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
          {meta.title}
        </Heading>
        <p className="mt-1 text-lg text-muted">{meta.intro}</p>
      </div>
      {form.errorSummary}
      {form.draftNote}
      {current?.formError && (
        <FormAlert tone="error" id={`${formId}-fel`}>
          {current.formError}
        </FormAlert>
      )}
      <input type="hidden" name="step" value={step} />
      <Honeypot />
      <HiddenAnswers answers={answers} visible={visibleFields(step, serviceType)} />

      {step === 1 && <ServiceStep {...stepProps} />}
      {step === 2 && (serviceType === "städning" ? <CleaningDetailsStep {...stepProps} /> : <MovingDetailsStep {...stepProps} />)}
      {step === 3 && <ContactStep {...stepProps} />}
      {step === 3 && <KeyTerms content={keyTerms} />}

      {form.notice}
      <div className="flex flex-col-reverse gap-3 border-t border-brand-100 pt-5 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button type="submit" name="intent" value="back" formNoValidate variant="secondary" disabled={form.pending}>
            Tillbaka
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <StatusButton name="intent" value="next" variant="primary" pending={form.pending} pendingText="Ett ögonblick...">
            Nästa
          </StatusButton>
        ) : (
          <StatusButton name="intent" value="submit" variant="accent" size="lg" pending={form.pending}>
            Skicka offertförfrågan
          </StatusButton>
        )}
      </div>
    </form.Form>
  );
}
