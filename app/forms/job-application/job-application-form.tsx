import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { sentForm, withoutSentHref } from "~/shared/dialogs";
import { CV_MAX_BYTES, cvProblem, JOB_FORM, JOB_FORM_ANCHOR, JOB_SUCCESS_PANEL_MS, positions } from "./fields";
import type { LeadFormActionData } from "~/forms/shared/fields";
import type { JobApplicationValues } from "./schema";
import { FormErrors, ThankYouPanel, useLeaveAfter } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { StatusButton } from "~/ui/button";
import { ErrorList, Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";

/** The application form: a multipart post that works without JavaScript; with it the CV is checked before upload. */
export function JobApplicationForm() {
  const location = useLocation();
  const navigation = useNavigation();
  const actionData = useActionData<LeadFormActionData>();
  const sent = sentForm(location.search) === JOB_FORM;
  useLeaveAfter(sent, JOB_SUCCESS_PANEL_MS, withoutSentHref(location));
  const [fileError, setFileError] = useState<string | null>(null);

  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/jobba-hos-oss") === true;
  const [form, fields, formProps, enhancement] = useValidatedForm<JobApplicationValues>({
    id: "jobbansokan",
    lastResult: actionData?.result,
    network: actionData?.network,
    pending,
    draft: JOB_FORM,
    schema: (schemas) => schemas.jobApplicationSchema,
  });
  const cvErrors = fileError ? [fileError] : (form.allErrors.cv ?? undefined);

  if (sent) {
    return (
      <div id={JOB_FORM_ANCHOR} className="scroll-mt-24">
        <ThankYouPanel title="Tack för din ansökan!">Vi har tagit emot den och hör av oss så snart vi har läst den.</ThankYouPanel>
      </div>
    );
  }

  return (
    <div id={JOB_FORM_ANCHOR} className="scroll-mt-24">
      <Form
        method="post"
        action={`/jobba-hos-oss#${JOB_FORM_ANCHOR}`}
        encType="multipart/form-data"
        preventScrollReset
        {...formProps}
        onSubmit={(event) => {
          // A refused file was already dropped from the input: the application goes without it.
          setFileError(null);
          formProps.onSubmit(event);
        }}
        className="space-y-5"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <Honeypot />
        {enhancement}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={fields.name.id}
            name={fields.name.name}
            label="Namn"
            autoComplete="name"
            required
            defaultValue={fields.name.initialValue}
            errors={fields.name.errors}
          />
          <Field
            id={fields.email.id}
            name={fields.email.name}
            label="E-post"
            type="email"
            autoComplete="email"
            required
            defaultValue={fields.email.initialValue}
            errors={fields.email.errors}
          />
          <Field
            id={fields.phone.id}
            name={fields.phone.name}
            label="Telefon"
            type="tel"
            autoComplete="tel"
            required
            defaultValue={fields.phone.initialValue}
            errors={fields.phone.errors}
          />
          <SelectField
            id={fields.position.id}
            name={fields.position.name}
            label="Tjänst du söker"
            required
            placeholder="Välj tjänst"
            options={positions.map((position) => ({ value: position, label: position }))}
            defaultValue={fields.position.initialValue ?? ""}
            errors={fields.position.errors}
          />
        </div>
        <TextareaField
          id={fields.message.id}
          name={fields.message.name}
          label="Berätta om dig själv (valfritt)"
          rows={5}
          defaultValue={fields.message.initialValue}
          errors={fields.message.errors}
        />
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
          <ErrorList id="jobbansokan-cv-error" errors={cvErrors} />
        </div>
        {form.networkNotice}
        <StatusButton pending={pending || form.holding} variant="accent" size="lg">
          Skicka ansökan
        </StatusButton>
      </Form>
    </div>
  );
}
