import { useLocation } from "@remix-run/react";
import { sentForm } from "~/shared/sent-url";
import { cn } from "~/shared/cn";
import type { FormActionData } from "~/forms/kit/client-action";
import { ThankYouPanel, useCurrentPath } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { lazySchema } from "~/forms/kit/lazy-schema";
import { StatusButton } from "~/ui/button";
import { Field, Honeypot } from "~/ui/forms";
import { NEWSLETTER_CHECK_INBOX, newsletterFormId } from "./fields";

const schema = lazySchema(
  () => import("./schema"),
  (module) => module.newsletterSchema,
);

interface NewsletterFormProps {
  /** Stored with the subscription: 'discount' from the dialog, 'blogg' from the blog sidebar … */
  source: string;
  /** Where to land after signing up; the current page by default. */
  returnTo?: string;
  serverData?: FormActionData;
  /** Text of the submit button. */
  submitLabel?: string;
  className?: string;
}

/** E-mail and a button, posting to /nyhetsbrev. After signing up the same page shows a thank-you note. */
export function NewsletterForm({ source, returnTo, serverData, submitLabel = "Prenumerera", className }: NewsletterFormProps) {
  const id = newsletterFormId(source);
  const location = useLocation();
  const currentPath = useCurrentPath();
  const form = useValidatedForm({ id, action: "/nyhetsbrev", schema, serverData });

  if (sentForm(location.search) === id) {
    return (
      <div className={className}>
        <ThankYouPanel>{NEWSLETTER_CHECK_INBOX}</ThankYouPanel>
      </div>
    );
  }

  return (
    <form.Form key={form.formKey} {...form.formProps} className={cn("relative space-y-3", className)}>
      {form.errorSummary}
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={returnTo ?? currentPath} />
      <Field {...form.field("email")} label="E-post" type="email" autoComplete="email" required placeholder="namn@exempel.se" />
      {form.notice}
      <StatusButton pending={form.pending} variant="primary" className="w-full">
        {submitLabel}
      </StatusButton>
    </form.Form>
  );
}
