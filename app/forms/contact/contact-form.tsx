import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { sentForm, withoutSentHref } from "~/shared/dialogs";
import { CONTACT_FORM_ANCHOR, contactSuccessText, type ContactSource } from "./fields";
import { bookingServices, type LeadFormActionData } from "~/forms/shared/fields";
import type { ContactValues } from "./schema";
import { StatusButton } from "~/ui/button";
import { Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { FormErrors, ThankYouPanel, useLeaveAfter } from "~/forms/kit/form-parts";
import { useValidatedForm } from "~/forms/kit/use-validated-form";

const SUCCESS_PANEL_MS = 3000;
const formAction: Record<ContactSource, string> = { home: "/?index", kontakt: "/kontakt" };

/** Home and Kontakt forms: name, e-mail, phone, service, message, all required. Posts to its page's own action. */
export function ContactForm({ source }: { source: "home" | "kontakt" }) {
  const location = useLocation();
  const navigation = useNavigation();
  const actionData = useActionData<LeadFormActionData>();
  const sent = sentForm(location.search) === source;
  useLeaveAfter(sent, SUCCESS_PANEL_MS, withoutSentHref(location));

  const pending = navigation.state === "submitting" && navigation.formAction?.split(/[?#]/)[0] === formAction[source].split("?")[0];
  const [form, fields, formProps, enhancement] = useValidatedForm<ContactValues>({
    id: `kontakt-${source}`,
    lastResult: actionData?.result,
    network: actionData?.network,
    pending,
    draft: source,
    schema: (schemas) => schemas.contactSchema,
  });

  return (
    <div id={CONTACT_FORM_ANCHOR} className="scroll-mt-24">
      {sent ? (
        <ThankYouPanel>{contactSuccessText[source]}</ThankYouPanel>
      ) : (
        <Form
          method="post"
          action={`${formAction[source]}#${CONTACT_FORM_ANCHOR}`}
          preventScrollReset
          {...formProps}
          className="relative space-y-5"
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
              inputMode="tel"
              required
              defaultValue={fields.phone.initialValue}
              errors={fields.phone.errors}
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
            id={fields.message.id}
            name={fields.message.name}
            label="Meddelande"
            rows={4}
            required
            placeholder="Berätta kort vad du behöver hjälp med och när."
            defaultValue={fields.message.initialValue}
            errors={fields.message.errors}
          />
          {form.networkNotice}
          <StatusButton pending={pending || form.holding} variant="accent" size="lg" className="w-full sm:w-auto">
            {source === "home" ? "Skicka förfrågan" : "Skicka meddelande"}
          </StatusButton>
        </Form>
      )}
    </div>
  );
}
