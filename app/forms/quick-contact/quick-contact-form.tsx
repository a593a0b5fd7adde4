import type { FormActionData } from "~/forms/kit/client-action";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { lazySchema } from "~/forms/kit/lazy-schema";
import { bookingServices } from "~/forms/shared/fields";
import { StatusButton } from "~/ui/button";
import { Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { QUICK_CONTACT_FORM, QUICK_CONTACT_PAGE_FORM_ID } from "./fields";

const schema = lazySchema(
  () => import("./schema"),
  (module) => module.quickContactSchema,
);

/** The floating widget's short form: name, e-mail, phone, service and a note. Posts to /snabbkontakt. */
export function QuickContactForm({ id, returnTo, serverData }: { id: string; returnTo: string; serverData?: FormActionData }) {
  const form = useValidatedForm({
    id,
    action: "/snabbkontakt",
    answeredBy: QUICK_CONTACT_PAGE_FORM_ID,
    schema,
    draft: QUICK_CONTACT_FORM,
    serverData,
  });
  return (
    <form.Form key={form.formKey} {...form.formProps} className="relative space-y-5">
      {form.errorSummary}
      <Honeypot />
      {form.draftNote}
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...form.field("customerName")} label="Namn" autoComplete="name" required />
        <Field {...form.field("customerEmail")} label="E-post" type="email" autoComplete="email" required />
        <Field {...form.field("customerPhone")} label="Telefon" type="tel" inputMode="tel" autoComplete="tel" required />
        <SelectField {...form.field("service")} label="Tjänst" required placeholder="Välj tjänst" options={bookingServices} />
      </div>
      <TextareaField {...form.field("notes")} label="Meddelande (valfritt)" rows={3} />
      {form.notice}
      <StatusButton pending={form.pending} variant="accent" className="w-full sm:w-auto">
        Skicka
      </StatusButton>
    </form.Form>
  );
}
