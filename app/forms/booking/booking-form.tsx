import type { ReactNode } from "react";
import { stockholmToday } from "~/shared/dates";
import {
  additionalServiceOptions,
  BOOKING_FORM,
  BOOKING_PAGE_FORM_ID,
  includedServiceOptions,
  propertySizes,
  specialItemOptions,
} from "./fields";
import { bookingServices } from "~/forms/shared/fields";
import type { FormActionData } from "~/forms/kit/client-action";
import { StatusButton } from "~/ui/button";
import { CheckboxField, Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { wasChosen } from "~/forms/kit/form-parts";
import { useValidatedForm, type FieldProps } from "~/forms/kit/use-validated-form";
import { lazySchema } from "~/forms/kit/lazy-schema";
import { KeyTerms } from "~/ui/key-terms";
import type { KeyTermsContent } from "~/shared/legal-paths";

const schema = lazySchema(
  () => import("./schema"),
  (module) => module.createBookingSchema({ today: stockholmToday() }),
);

interface BookingFormProps {
  /** Unique on the page: the dialog and the /boka page each have their own. */
  id: string;
  /** Where the visitor lands after a successful booking (the thank-you state is added to it). */
  returnTo: string;
  /** What the server answered a post without JavaScript, rendered by the /boka page. */
  serverData?: FormActionData;
  /** The key points of the terms, shown before Skicka (app/content/key-terms.ts). */
  keyTerms: KeyTermsContent;
}

/** 'Boka Transist': every booking field. Posts to /boka; with JavaScript in place, without it as a page. */
export function BookingForm({ id, returnTo, serverData, keyTerms }: BookingFormProps) {
  const today = stockholmToday();
  const form = useValidatedForm({
    id,
    action: "/boka",
    answeredBy: BOOKING_PAGE_FORM_ID,
    schema,
    draft: BOOKING_FORM,
    serverData,
  });
  const field = form.field;

  return (
    <form.Form key={form.formKey} {...form.formProps} className="relative space-y-7">
      {form.errorSummary}
      <Honeypot />
      {form.draftNote}
      <input type="hidden" name="returnTo" value={returnTo} />

      <Group legend="Dina uppgifter">
        <Field {...field("customer_name")} label="Namn" autoComplete="name" required />
        <Field {...field("customer_email")} label="E-post" type="email" autoComplete="email" required />
        <Field
          {...field("customer_phone")}
          label="Telefon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint="Vi sparar numret i formatet +46."
        />
        <Field {...field("company")} label="Företag (valfritt)" autoComplete="organization" />
      </Group>

      <Group legend="Flytten">
        <SelectField {...field("service")} label="Tjänst" required placeholder="Välj tjänst" options={bookingServices} />
        <Field {...field("move_date")} label="Önskat datum" type="date" min={today} />
        <SelectField
          {...field("property_size")}
          label="Bostadens storlek"
          placeholder="Välj storlek"
          options={propertySizes.map((size) => ({ value: size, label: size }))}
          className="sm:col-span-2"
        />
        <Field
          {...field("move_from")}
          label="Från adress"
          autoComplete="address-line1"
          required
          placeholder="Gatuadress, postnummer och ort"
          className="sm:col-span-2"
        />
        <FloorField {...field("floor_from")} label="Våning (från)" />
        <CheckboxField
          name="elevator_from"
          label="Hiss finns (från)"
          defaultChecked={field("elevator_from").defaultValue === "on"}
          className="self-end pb-3"
        />
        <Field
          {...field("move_to")}
          label="Till adress"
          // The new address is where the goods go: "shipping", as in the quote wizard.
          autoComplete="shipping address-line1"
          required
          placeholder="Gatuadress, postnummer och ort"
          className="sm:col-span-2"
        />
        <FloorField {...field("floor_to")} label="Våning (till)" />
        <CheckboxField
          name="elevator_to"
          label="Hiss finns (till)"
          defaultChecked={field("elevator_to").defaultValue === "on"}
          className="self-end pb-3"
        />
      </Group>

      <ChoiceGroup
        legend="Vad ska ingå?"
        name="included_services"
        options={includedServiceOptions}
        initial={form.data?.result?.initialValue?.included_services}
      />
      <ChoiceGroup
        legend="Tilläggstjänster"
        name="additional_services"
        options={additionalServiceOptions}
        initial={form.data?.result?.initialValue?.additional_services}
      />
      <ChoiceGroup
        legend="Särskilda föremål"
        name="special_items"
        options={specialItemOptions}
        initial={form.data?.result?.initialValue?.special_items}
      />

      <TextareaField {...field("notes")} label="Övrigt (valfritt)" rows={4} placeholder="Portkod, bärväg, tider som passar …" />

      <KeyTerms content={keyTerms} />
      {form.notice}
      <StatusButton pending={form.pending} variant="accent" size="lg" className="w-full sm:w-auto">
        Skicka bokning
      </StatusButton>
    </form.Form>
  );
}

/** A floor number: 0 unless the visitor said otherwise. */
function FloorField({ defaultValue, ...props }: FieldProps & { label: string }) {
  return <Field {...props} defaultValue={defaultValue ?? "0"} type="number" inputMode="numeric" min={0} max={99} />;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold text-brand-900">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function ChoiceGroup({ legend, name, options, initial }: { legend: string; name: string; options: readonly string[]; initial: unknown }) {
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-bold text-brand-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <CheckboxField key={option} name={name} value={option} label={option} defaultChecked={wasChosen(initial, option)} />
        ))}
      </div>
    </fieldset>
  );
}
