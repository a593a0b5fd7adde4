import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { sentForm } from "~/shared/dialogs";
import { newsletterFormId } from "./fields";
import type { LeadFormActionData } from "~/forms/shared/fields";
import type { NewsletterValues } from "./schema";
import { cn } from "~/shared/cn";
import { StatusButton } from "~/ui/button";
import { Field, Honeypot } from "~/ui/forms";
import { FormErrors, useCurrentPath } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";

interface NewsletterFormProps {
  /** Stored with the subscription: 'discount' from the dialog, 'blogg' from the blog sidebar … */
  source: string;
  /** Where to land after signing up; the current page by default. */
  returnTo?: string;
  lastResult?: SubmissionResult<string[]>;
  /** Text of the submit button. */
  submitLabel?: string;
  className?: string;
}

/** E-mail and a button, posting to /nyhetsbrev. After signing up the same page shows a thank-you note. */
export function NewsletterForm({ source, returnTo, lastResult, submitLabel = "Prenumerera", className }: NewsletterFormProps) {
  const id = newsletterFormId(source);
  const location = useLocation();
  const currentPath = useCurrentPath();
  const fetcher = useFetcher<LeadFormActionData>({ key: id });
  const [form, fields, formProps, enhancement] = useValidatedForm<NewsletterValues>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    network: fetcher.data?.network,
    pending: fetcher.state !== "idle",
    schema: (schemas) => schemas.newsletterSchema,
  });

  if (sentForm(location.search) === id) {
    return (
      <p role="status" className={cn("rounded-lg bg-green-50 p-4 font-semibold text-green-900", className)}>
        Tack! Du prenumererar nu på vårt nyhetsbrev.
      </p>
    );
  }

  return (
    <fetcher.Form method="post" action="/nyhetsbrev" {...formProps} className={cn("relative space-y-3", className)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Honeypot />
      {enhancement}
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={returnTo ?? currentPath} />
      <Field
        id={fields.email.id}
        name={fields.email.name}
        label="E-post"
        type="email"
        autoComplete="email"
        required
        placeholder="namn@exempel.se"
        defaultValue={fields.email.initialValue}
        errors={fields.email.errors}
      />
      {form.networkNotice}
      <StatusButton pending={fetcher.state !== "idle" || form.holding} variant="primary" className="w-full">
        {submitLabel}
      </StatusButton>
    </fetcher.Form>
  );
}
