import { Link, useActionData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { sentForm, withoutSentHref } from "~/shared/sent-url";
import { CONFIRMATION_ON_ITS_WAY } from "~/shared/confirmation-notice";
import type { FormActionData } from "~/forms/kit/client-action";
import { ThankYouPanel } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { lazySchema } from "~/forms/kit/lazy-schema";
import { StatusButton } from "~/ui/button";
import { ErrorList, Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { CV_MAX_BYTES, cvProblem, JOB_FORM, JOB_FORM_ANCHOR, positions } from "./fields";

const schema = lazySchema(
  () => import("./schema"),
  (module) => module.jobApplicationSchema,
);

/**
 * The application form: a multipart post that works without JavaScript; with it the CV is checked
 * before upload, and the chosen file stays in the form whatever the network does.
 */
export function JobApplicationForm() {
  const location = useLocation();
  const sent = sentForm(location.search) === JOB_FORM;
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useValidatedForm({
    id: "jobbansokan",
    action: "/jobba-hos-oss",
    multipart: true,
    schema,
    draft: JOB_FORM,
    serverData: useActionData<FormActionData>(),
  });
  const cvErrors = fileError ? [fileError] : form.allErrors.cv;

  if (sent) {
    return (
      <div className="scroll-mt-24">
        <ThankYouPanel
          id={JOB_FORM_ANCHOR}
          title="Tack för din ansökan!"
          actions={
            <Link to={withoutSentHref(location)} replace preventScrollReset className="font-semibold underline">
              Skicka en ny ansökan
            </Link>
          }
        >
          Vi har tagit emot den och hör av oss så snart vi har läst den. {CONFIRMATION_ON_ITS_WAY}
        </ThankYouPanel>
      </div>
    );
  }

  return (
    <div id={JOB_FORM_ANCHOR} className="scroll-mt-24">
      <form.Form
        key={form.formKey}
        {...form.formProps}
        onSubmit={(event) => {
          // A file the browser refused stops the application, as any error does, until the visitor
          // chooses another or says to send without one.
          if (fileError && !form.pending) {
            event.preventDefault();
            form.showErrors(new FormData(event.currentTarget), { cv: [fileError] });
          } else form.formProps.onSubmit(event);
        }}
        className="space-y-5"
      >
        {form.errorSummary}
        <Honeypot />
        {form.draftNote}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...form.field("name")} label="Namn" autoComplete="name" required />
          <Field {...form.field("email")} label="E-post" type="email" autoComplete="email" required />
          <Field {...form.field("phone")} label="Telefon" type="tel" autoComplete="tel" required />
          <SelectField
            {...form.field("position")}
            label="Tjänst du söker"
            required
            placeholder="Välj tjänst"
            options={positions.map((position) => ({ value: position, label: position }))}
          />
        </div>
        <TextareaField {...form.field("message")} label="Berätta om dig själv (valfritt)" rows={5} />
        <div>
          <label htmlFor="jobbansokan-cv" className="mb-1.5 block font-semibold">
            CV (valfritt, PDF, högst 5 MB)
          </label>
          <input
            id="jobbansokan-cv"
            name="cv"
            type="file"
            accept=".pdf,application/pdf"
            aria-invalid={cvErrors?.length ? true : undefined}
            aria-describedby={cvErrors?.length ? "jobbansokan-cv-error" : "jobbansokan-cv-hint"}
            className="block w-full rounded-lg border border-slate-400 bg-white p-2.5 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              const problem = file ? cvProblem(file) : null;
              if (problem) event.currentTarget.value = "";
              setFileError(problem);
            }}
          />
          <p id="jobbansokan-cv-hint" className="mt-1.5 text-sm text-muted">
            Endast PDF. Största storlek {CV_MAX_BYTES / 1024 / 1024} MB.
          </p>
          {/* In the page from the start: a file the browser refuses is said where it was chosen. */}
          <div aria-live="polite">
            <ErrorList id="jobbansokan-cv-error" errors={cvErrors} />
          </div>
          {fileError && (
            // The refused file stops the application until the visitor chooses another or says to send without one.
            <button type="button" onClick={() => setFileError(null)} className="mt-2 font-semibold text-brand-800 underline">
              Skicka utan CV
            </button>
          )}
        </div>
        {form.notice}
        <StatusButton pending={form.pending} variant="accent" size="lg">
          Skicka ansökan
        </StatusButton>
      </form.Form>
    </div>
  );
}
