import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { stockholmToday } from "~/shared/dates";
import {
  additionalServiceOptions,
  BOOKING_FORM,
  BOOKING_FORM_ANCHOR,
  includedServiceOptions,
  propertySizes,
  specialItemOptions,
} from "./fields";
import { bookingServices, type LeadFormActionData } from "~/forms/shared/fields";
import type { BookingValues } from "./schema";
import { StatusButton } from "~/ui/button";
import { CheckboxField, Field, Honeypot, SelectField, TextareaField } from "~/ui/forms";
import { FormErrors, wasChosen } from "~/forms/kit/form-parts";
import { useValidatedForm, type ErrorsByField } from "~/forms/kit/use-validated-form";

interface BookingFormProps {
  /** Unique on the page: the dialog and the /boka page each have their own. */
  id: string;
  /** Where the visitor lands after a successful booking (the thank-you state is added to it). */
  returnTo: string;
  /** The result of a post without JavaScript, rendered by the /boka page. */
  lastResult?: SubmissionResult<string[]>;
}

/** 'Boka Transist': every booking field. Posts to /boka; with JavaScript through a fetcher, without it as a page. */
export function BookingForm({ id, returnTo, lastResult }: BookingFormProps) {
  const fetcher = useFetcher<LeadFormActionData>({ key: id });
  const today = stockholmToday();
  const [form, fields, formProps, enhancement] = useValidatedForm<BookingValues>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    network: fetcher.data?.network,
    pending: fetcher.state !== "idle",
    draft: BOOKING_FORM,
    schema: (schemas) => schemas.createBookingSchema({ today }),
  });
  const pending = fetcher.state !== "idle" || form.holding;

  return (
    <fetcher.Form method="post" action={`/boka#${BOOKING_FORM_ANCHOR}`} {...formProps} className="relative space-y-7">
      <FormErrors id={form.errorId} errors={form.errors ?? (hasFieldErrors(form.allErrors) ? [FIELDS_NEED_ATTENTION] : undefined)} />
      <Honeypot />
      {enhancement}
      <input type="hidden" name="returnTo" value={returnTo} />

      <Group legend="Dina uppgifter">
        <Field
          id={fields.customer_name.id}
          name={fields.customer_name.name}
          label="Namn"
          autoComplete="name"
          required
          defaultValue={fields.customer_name.initialValue}
          errors={fields.customer_name.errors}
        />
        <Field
          id={fields.customer_email.id}
          name={fields.customer_email.name}
          label="E-post"
          type="email"
          autoComplete="email"
          required
          defaultValue={fields.customer_email.initialValue}
          errors={fields.customer_email.errors}
        />
        <Field
          id={fields.customer_phone.id}
          name={fields.customer_phone.name}
          label="Telefon"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint="Vi sparar numret i formatet +46."
          defaultValue={fields.customer_phone.initialValue}
          errors={fields.customer_phone.errors}
        />
        <Field
          id={fields.company.id}
          name={fields.company.name}
          label="Företag (valfritt)"
          autoComplete="organization"
          defaultValue={fields.company.initialValue}
          errors={fields.company.errors}
        />
      </Group>

      <Group legend="Flytten">
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
        <Field
          id={fields.move_date.id}
          name={fields.move_date.name}
          label="Önskat datum"
          type="date"
          min={today}
          defaultValue={fields.move_date.initialValue}
          errors={fields.move_date.errors}
        />
        <SelectField
          id={fields.property_size.id}
          name={fields.property_size.name}
          label="Bostadens storlek"
          placeholder="Välj storlek"
          options={propertySizes.map((size) => ({ value: size, label: size }))}
          defaultValue={fields.property_size.initialValue ?? ""}
          errors={fields.property_size.errors}
          className="sm:col-span-2"
        />
        <Field
          id={fields.move_from.id}
          name={fields.move_from.name}
          label="Från adress"
          autoComplete="off"
          required
          placeholder="Gatuadress, postnummer och ort"
          defaultValue={fields.move_from.initialValue}
          errors={fields.move_from.errors}
          className="sm:col-span-2"
        />
        <Field
          id={fields.floor_from.id}
          name={fields.floor_from.name}
          label="Våning (från)"
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          defaultValue={fields.floor_from.initialValue ?? "0"}
          errors={fields.floor_from.errors}
        />
        <CheckboxField
          name={fields.elevator_from.name}
          label="Hiss finns (från)"
          defaultChecked={fields.elevator_from.initialValue === "on"}
          className="self-end pb-3"
        />
        <Field
          id={fields.move_to.id}
          name={fields.move_to.name}
          label="Till adress"
          autoComplete="off"
          required
          placeholder="Gatuadress, postnummer och ort"
          defaultValue={fields.move_to.initialValue}
          errors={fields.move_to.errors}
          className="sm:col-span-2"
        />
        <Field
          id={fields.floor_to.id}
          name={fields.floor_to.name}
          label="Våning (till)"
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          defaultValue={fields.floor_to.initialValue ?? "0"}
          errors={fields.floor_to.errors}
        />
        <CheckboxField
          name={fields.elevator_to.name}
          label="Hiss finns (till)"
          defaultChecked={fields.elevator_to.initialValue === "on"}
          className="self-end pb-3"
        />
      </Group>

      <ChoiceGroup
        legend="Vad ska ingå?"
        name={fields.included_services.name}
        options={includedServiceOptions}
        initial={fields.included_services.initialValue}
      />
      <ChoiceGroup
        legend="Tilläggstjänster"
        name={fields.additional_services.name}
        options={additionalServiceOptions}
        initial={fields.additional_services.initialValue}
      />
      <ChoiceGroup
        legend="Särskilda föremål"
        name={fields.special_items.name}
        options={specialItemOptions}
        initial={fields.special_items.initialValue}
      />

      <TextareaField
        id={fields.notes.id}
        name={fields.notes.name}
        label="Övrigt (valfritt)"
        rows={4}
        placeholder="Portkod, bärväg, tider som passar …"
        defaultValue={fields.notes.initialValue}
        errors={fields.notes.errors}
      />

      {form.networkNotice}
      <StatusButton pending={pending} variant="accent" size="lg" className="w-full sm:w-auto">
        Skicka bokning
      </StatusButton>
    </fetcher.Form>
  );
}

const FIELDS_NEED_ATTENTION = "Några uppgifter saknas eller behöver rättas. Se markeringarna nedan.";

function hasFieldErrors(errors: ErrorsByField): boolean {
  return Object.entries(errors).some(([name, list]) => name !== "" && (list?.length ?? 0) > 0);
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
