import { Link, useActionData, useLocation } from "@remix-run/react";
import { sentForm, withoutSentHref } from "~/shared/sent-url";
import type { FormActionData } from "~/forms/kit/client-action";
import { ThankYouPanel } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";
import { lazySchema } from "~/forms/kit/lazy-schema";
import { bookingServices } from "~/forms/shared/fields";
import { StatusButton } from "~/ui/button";
import { Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { CONTACT_FORM_ANCHOR, contactSuccessText, type ContactSource } from "./fields";

const schema = lazySchema(
  () => import("./schema"),
  (module) => module.contactSchema,
);

const formAction: Record<ContactSource, string> = { home: "/?index", kontakt: "/kontakt" };

/**
 * Home and Kontakt forms: name, e-mail, phone, service, message, all required. Posts to its page's
 * own action. The thank-you stays until the visitor moves on or asks for the form again.
 */
export function ContactForm({ source }: { source: ContactSource }) {
  const location = useLocation();
  const sent = sentForm(location.search) === source;
  const form = useValidatedForm({
    id: `kontakt-${source}`,
    action: formAction[source],
    schema,
    draft: source,
    serverData: useActionData<FormActionData>(),
  });

  return (
    <div id={sent ? undefined : CONTACT_FORM_ANCHOR} className="scroll-mt-24">
      {sent ? (
        <ThankYouPanel
          id={CONTACT_FORM_ANCHOR}
          actions={
            <Link to={withoutSentHref(location)} replace preventScrollReset className="font-semibold underline">
              Skicka ett nytt meddelande
            </Link>
          }
        >
          {contactSuccessText[source]}
        </ThankYouPanel>
      ) : (
        <form.Form key={form.formKey} {...form.formProps} className="relative space-y-5">
          {form.errorSummary}
          <Honeypot />
          {form.draftNote}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field {...form.field("name")} label="Namn" autoComplete="name" required />
            <Field {...form.field("email")} label="E-post" type="email" autoComplete="email" required />
            <Field {...form.field("phone")} label="Telefon" type="tel" autoComplete="tel" inputMode="tel" required />
            <SelectField {...form.field("service")} label="Tjänst" required placeholder="Välj tjänst" options={bookingServices} />
          </div>
          <TextareaField
            {...form.field("message")}
            label="Meddelande"
            rows={4}
            required
            placeholder="Berätta kort vad du behöver hjälp med och när."
          />
          {form.notice}
          <StatusButton pending={form.pending} variant="accent" size="lg" className="w-full sm:w-auto">
            {source === "home" ? "Skicka förfrågan" : "Skicka meddelande"}
          </StatusButton>
        </form.Form>
      )}
    </div>
  );
}
