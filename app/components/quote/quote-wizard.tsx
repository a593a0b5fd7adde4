import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import type { QuoteWizardState } from "~/lib/actions/quote.server";
import { stockholmToday } from "~/lib/dates";
import type { QuoteAnswers } from "~/lib/quote-request";
import { QUOTE_STEPS, quoteFieldsByStep, quoteStepSchema, type QuoteStep } from "~/lib/schemas/quote";
import { Button, StatusButton } from "../ui/button";
import { FormAlert, Honeypot } from "../ui/forms";
import { CleaningDetailsStep, ContactStep, MovingDetailsStep, ServiceStep, type StepProps } from "./quote-steps";
import { StepIndicator } from "./step-indicator";

const movingFields = new Set(quoteFieldsByStep[2].filter((name) => !name.startsWith("cleaning_") && !name.startsWith("window_") && !["square_meters", "number_of_rooms", "include_windows", "subscription_duration"].includes(name)));
const cleaningFields = new Set(quoteFieldsByStep[2].filter((name) => !movingFields.has(name) || name === "preferred_date"));

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
        visible.has(name) ? [] : (Array.isArray(value) ? value : [value]).map((item, index) => <input key={`${name}-${index}`} type="hidden" name={name} value={item} />),
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
  const step: QuoteStep = state?.step ?? 1;
  const answers = state?.answers ?? {};
  const serviceType = typeof answers.service_type === "string" ? answers.service_type : undefined;
  const today = stockholmToday();
  const formId = `${idPrefix}-steg-${step}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const [form] = useForm({
    id: formId,
    lastResult: state?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const chosenService = String(formData.get("service_type") ?? serviceType ?? "");
      // Back never validates: the visitor may go back from a half-filled step.
      const schema = formData.get("intent") === "back" ? z.object({}) : quoteStepSchema(step, chosenService, today);
      return parseWithZod(formData, { schema: schema as z.ZodType<Record<string, unknown>> });
    },
  });

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const errors = form.allErrors as Record<string, readonly string[] | undefined>;
  const fieldErrors = Object.entries(errors).filter(([name, list]) => name !== "" && list?.length);
  const stepProps: StepProps = { formId, answers, errors, today };
  const meta = QUOTE_STEPS[step - 1]!;
  const Heading = headingLevel;

  return (
    <FormElement method="post" action="/offert" preventScrollReset {...getFormProps(form)} className="space-y-6">
      <StepIndicator current={step} />
      <div>
        <Heading ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none sm:text-3xl">
          {meta.title}
        </Heading>
        <p className="mt-1 text-lg text-muted">{meta.intro}</p>
      </div>
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
      <HiddenAnswers answers={answers} visible={visibleFields(step, serviceType)} />

      {step === 1 && <ServiceStep {...stepProps} />}
      {step === 2 && (serviceType === "städning" ? <CleaningDetailsStep {...stepProps} /> : <MovingDetailsStep {...stepProps} />)}
      {step === 3 && <ContactStep {...stepProps} />}

      <div className="flex flex-col-reverse gap-3 border-t border-brand-100 pt-5 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button type="submit" name="intent" value="back" formNoValidate variant="secondary" disabled={pending}>
            Tillbaka
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <StatusButton name="intent" value="next" variant="primary" pending={pending} pendingText="Ett ögonblick...">
            Nästa
          </StatusButton>
        ) : (
          <StatusButton name="intent" value="submit" variant="accent" size="lg" pending={pending}>
            Skicka offertförfrågan
          </StatusButton>
        )}
      </div>
    </FormElement>
  );
}
