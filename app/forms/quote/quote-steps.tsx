import type { QuoteAnswers } from "./answers";
import { wizardFields } from "./wizard-fields";
import type { QuoteFieldName } from "./quote-definition";
import { normalizePhone } from "~/shared/phone";
import {
  balconyTypes,
  cleaningFrequencies,
  cleaningQuestions,
  cleaningTypes,
  elevatorOptions,
  furnitureAmounts,
  moveTypes,
  parkingDistances,
  propertySizes,
  serviceTypes,
  SHOWN_CLEANING_TYPE,
  storageAreas,
  subscriptionDurations,
} from "./fields";
import { useState } from "react";
import { cn } from "~/shared/cn";
import { ServiceIcon } from "~/ui/icons";
import { CheckboxField, Field, SelectField, TextareaField } from "~/ui/forms";
import { ChoiceCards } from "./choice-cards";
import type { FieldProps } from "~/forms/kit/use-validated-form";

export interface StepProps {
  formId: string;
  answers: QuoteAnswers;
  errors: Record<string, readonly string[] | undefined>;
  today: string;
  /** The kit's wiring of a field (its id, name and messages), with the wizard's answer as its value: a field the quote form defines. */
  field: (name: QuoteFieldName) => FieldProps;
}

const text = (answers: QuoteAnswers, name: string) => (typeof answers[name] === "string" ? answers[name] : undefined);
const isChecked = (answers: QuoteAnswers, name: string) => answers[name] === "on" || answers[name] === "true";
const chosen = (answers: QuoteAnswers, name: string, value: string) => {
  const current = answers[name];
  return Array.isArray(current) ? current.includes(value) : current === value;
};

function Group({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-card border border-brand-100 p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-brand-900">{title}</legend>
      {hint && <p className="mb-3 text-sm text-muted">{hint}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function NumberField(props: FieldProps & { label: string; min: number; hint?: string }) {
  return <Field {...props} type="number" inputMode="numeric" step={1} />;
}

function Select({
  defaultValue,
  ...props
}: FieldProps & { label: string; options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  const fallback =
    (wizardFields.defaults as Partial<Record<string, string>>)[props.name] ??
    (props.placeholder === undefined ? props.options[0]?.value : "");
  return <SelectField {...props} defaultValue={defaultValue ?? fallback} />;
}

function DateField({ field, today }: StepProps) {
  return <Field {...field("preferred_date")} label="Önskat datum" type="date" min={today} hint="Lämna tomt om du inte vet ännu." />;
}

/** A service card's colour (the service option has one): blue for moving, green for cleaning. */
const serviceColours = { brand: "bg-brand-50 text-brand-700", green: "bg-emerald-50 text-success" } as const;

const ADDRESS_PLACEHOLDER = "Gatuadress, postnummer och ort";

export function ServiceStep(props: StepProps) {
  return (
    <ChoiceCards
      {...props.field("service_type")}
      legend="Tjänst"
      required
      defaultValue={text(props.answers, "service_type")}
      options={serviceTypes.map((service) => ({
        ...service,
        icon: (
          <span
            className={cn("flex size-11 shrink-0 items-center justify-center rounded-full", serviceColours[service.colour])}
            data-colour={service.colour}
          >
            <ServiceIcon icon={service.icon} className="size-6" />
          </span>
        ),
      }))}
    />
  );
}

export function MovingDetailsStep(props: StepProps) {
  const { formId, answers, field } = props;
  return (
    <div className="space-y-5">
      <ChoiceCards
        {...field("move_type")}
        legend="Vad ska flyttas?"
        required
        columns={4}
        options={moveTypes}
        defaultValue={text(answers, "move_type")}
      />
      <Group title="Bostaden">
        <Select {...field("property_size")} label="Storlek" options={propertySizes} placeholder="Välj storlek" />
        <NumberField {...field("living_area")} label="Boyta (m²)" min={1} />
        <Select {...field("furniture_amount")} label="Mängd möbler" options={furnitureAmounts} />
        <Select {...field("balcony_type")} label="Balkong" options={balconyTypes} />
        <DateField {...props} />
      </Group>
      {(["from", "to"] as const).map((side) => (
        <Group key={side} title={side === "from" ? "Från" : "Till"}>
          <Field
            {...field(`${side}_address`)}
            label={side === "from" ? "Från adress" : "Till adress"}
            required
            // "street-address" is a multi-line field that HTML allows only on a textarea. The new
            // address is where the goods go ("shipping"); never "off", which makes the browser
            // forget what was typed when Back returns to the step after a failed post.
            autoComplete={side === "from" ? "address-line1" : "shipping address-line1"}
            placeholder={ADDRESS_PLACEHOLDER}
            className="sm:col-span-2"
          />
          <NumberField {...field(`${side}_floor`)} label="Våning" min={0} hint="0 = bottenvåning" />
          <Select {...field(`${side}_elevator`)} label="Hiss" options={elevatorOptions} />
          <Select {...field(`${side}_parking_distance`)} label="Avstånd från parkering till port" options={parkingDistances} />
        </Group>
      ))}
      <Group title="Förråd och tillval" hint="Kryssa i det som gäller, så blir offerten rätt från början.">
        <CheckboxField
          name="has_storage"
          label="Vi har förråd som ska med"
          defaultChecked={isChecked(answers, "has_storage")}
          id={`${formId}-has_storage`}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 font-semibold">Förrådsutrymmen</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {storageAreas.map((area) => (
              <CheckboxField
                key={area.value}
                id={`${formId}-storage-${area.value}`}
                name="storage_areas"
                value={area.value}
                label={area.label}
                defaultChecked={chosen(answers, "storage_areas", area.value)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 font-semibold">Tillval</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {wizardFields.addOns.map((addOn) => (
              <CheckboxField
                key={addOn.value}
                id={`${formId}-${addOn.value}`}
                name={addOn.value}
                label={addOn.label}
                defaultChecked={isChecked(answers, addOn.value)}
              />
            ))}
          </div>
        </fieldset>
      </Group>
    </div>
  );
}

export function CleaningDetailsStep(props: StepProps) {
  const { formId, answers, field } = props;
  // With JavaScript the questions follow the select at once; without it the server shows them
  // after the type is posted (the hidden field tells it which questions were on screen).
  const [cleaningType, setCleaningType] = useState(text(answers, "cleaning_type"));
  const questions = cleaningQuestions(cleaningType);
  return (
    <div className="space-y-5" data-cleaning-type={cleaningType ?? ""}>
      <input type="hidden" name={SHOWN_CLEANING_TYPE} value={cleaningType ?? ""} />
      <SelectField
        {...field("cleaning_type")}
        label="Typ av städning"
        options={cleaningTypes}
        placeholder="Välj typ av städning"
        required
        hint={cleaningType ? undefined : "Välj typ av städning och tryck Nästa, så visar vi frågorna för just den städningen."}
        defaultValue={cleaningType ?? ""}
        onChange={(event) => setCleaningType(event.currentTarget.value || undefined)}
      />
      <Field {...field("cleaning_address")} label="Adress för städning" required placeholder={ADDRESS_PLACEHOLDER} />
      <DateField {...props} />
      {questions.area && (
        <Group title="Bostaden eller lokalen">
          <NumberField {...field("square_meters")} label="Yta (m²)" min={1} />
          <NumberField {...field("number_of_rooms")} label="Antal rum" min={1} />
          <div className="sm:col-span-2 space-y-3">
            <CheckboxField
              id={`${formId}-include_windows`}
              name="include_windows"
              label="Lägg till fönsterputs"
              defaultChecked={isChecked(answers, "include_windows")}
            />
            <NumberField {...field("window_count")} label="Antal fönster" min={1} hint="Fyll i om du lagt till fönsterputs." />
          </div>
        </Group>
      )}
      {questions.windowSizes && (
        <Group title="Fönsterputsning" hint="Ange antal fönster per storlek (minst ett).">
          <NumberField {...field("window_size_large")} label="Stora fönster" min={0} />
          <NumberField {...field("window_size_medium")} label="Mellanstora fönster" min={0} />
          <NumberField {...field("window_size_small")} label="Små fönster" min={0} />
        </Group>
      )}
      {questions.subscription && (
        <Group title="Regelbunden städning">
          <Select {...field("cleaning_frequency")} label="Hur ofta?" options={cleaningFrequencies} placeholder="Välj hur ofta" />
          <Select {...field("subscription_duration")} label="Hur länge?" options={subscriptionDurations} placeholder="Välj period" />
        </Group>
      )}
    </div>
  );
}

export function ContactStep(props: StepProps) {
  const { field } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field {...field("namn")} label="Namn" required autoComplete="name" className="sm:col-span-2" />
      <Field {...field("epost")} label="E-post" type="email" required autoComplete="email" />
      <Field
        {...field("telefon")}
        label="Telefon"
        type="tel"
        required
        autoComplete="tel"
        hint="Numret formateras automatiskt till +46."
        onBlur={(event) => {
          const formatted = normalizePhone(event.currentTarget.value);
          if (formatted) event.currentTarget.value = formatted;
        }}
      />
      <TextareaField {...field("message")} label="Meddelande (valfritt)" rows={4} className="sm:col-span-2" />
    </div>
  );
}
