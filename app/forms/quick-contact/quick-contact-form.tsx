import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { bookingServices, type LeadFormActionData } from "~/forms/shared/fields";
import { QUICK_CONTACT_FORM } from "./fields";
import type { QuickContactValues } from "./schema";
import { StatusButton } from "~/ui/button";
import { Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { FormErrors } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";

/** The floating widget's short form: name, e-mail, phone, service and a note. Posts to /snabbkontakt. */
export function QuickContactForm({ id, returnTo, lastResult }: { id: string; returnTo: string; lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<LeadFormActionData>({ key: id });
  const [form, fields, formProps, enhancement] = useValidatedForm<QuickContactValues>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    network: fetcher.data?.network,
    pending: fetcher.state !== "idle",
    draft: QUICK_CONTACT_FORM,
    schema: (schemas) => schemas.quickContactSchema,
  });
  return (
    <fetcher.Form method="post" action="/snabbkontakt" {...formProps} className="relative space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Honeypot />
      {enhancement}
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={fields.customerName.id}
          name={fields.customerName.name}
          label="Namn"
          autoComplete="name"
          required
          defaultValue={fields.customerName.initialValue}
          errors={fields.customerName.errors}
        />
        <Field
          id={fields.customerEmail.id}
          name={fields.customerEmail.name}
          label="E-post"
          type="email"
          autoComplete="email"
          required
          defaultValue={fields.customerEmail.initialValue}
          errors={fields.customerEmail.errors}
        />
        <Field
          id={fields.customerPhone.id}
          name={fields.customerPhone.name}
          label="Telefon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          defaultValue={fields.customerPhone.initialValue}
          errors={fields.customerPhone.errors}
        />
        <SelectField
          id={fields.service.id}
          name={fields.service.name}
          label="Tjänst"
          required
          placeholder="Välj tjänst"
          options={bookingServices}
          defaultValue={fields.service.initialValue ?? ""}
          errors={fields.service.errors}
        />
      </div>
      <TextareaField
        id={fields.notes.id}
        name={fields.notes.name}
        label="Meddelande (valfritt)"
        rows={3}
        defaultValue={fields.notes.initialValue}
        errors={fields.notes.errors}
      />
      {form.networkNotice}
      <StatusButton pending={fetcher.state !== "idle" || form.holding} variant="accent" className="w-full sm:w-auto">
        Skicka
      </StatusButton>
    </fetcher.Form>
  );
}
