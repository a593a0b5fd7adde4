import type { QuoteAnswers } from "./request";
import { normalizePhone } from "~/shared/phone";
import {
  balconyTypes,
  cleaningFrequencies,
  cleaningQuestions,
  cleaningTypes,
  elevatorOptions,
  furnitureAmounts,
  moveTypes,
  movingAddOns,
  parkingDistances,
  propertySizes,
  quoteDefault,
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

export interface StepProps {
  formId: string;
  answers: QuoteAnswers;
  errors: Record<string, readonly string[] | undefined>;
  today: string;
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

function NumberField({ name, label, min, props, hint }: { name: string; label: string; min: number; props: StepProps; hint?: string }) {
  return (
    <Field
      id={`${props.formId}-${name}`}
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      hint={hint}
      defaultValue={text(props.answers, name)}
      errors={props.errors[name]}
    />
  );
}

function Select({
  name,
  label,
  options,
  props,
  placeholder,
  required,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  props: StepProps;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <SelectField
      id={`${props.formId}-${name}`}
      name={name}
      label={label}
      options={options}
      placeholder={placeholder}
      required={required}
      defaultValue={text(props.answers, name) ?? quoteDefault(name) ?? (placeholder === undefined ? options[0]?.value : "")}
      errors={props.errors[name]}
    />
  );
}

function DateField({ props }: { props: StepProps }) {
  return (
    <Field
      id={`${props.formId}-preferred_date`}
      name="preferred_date"
      label="Önskat datum"
      type="date"
      min={props.today}
      hint="Lämna tomt om du inte vet ännu."
      defaultValue={text(props.answers, "preferred_date")}
      errors={props.errors.preferred_date}
    />
  );
}

/** A service card's colour (the service option has one): blue for moving, green for cleaning. */
const serviceColours = { brand: "bg-brand-50 text-brand-700", green: "bg-emerald-50 text-success" } as const;

const ADDRESS_PLACEHOLDER = "Gatuadress, postnummer och ort";

export function ServiceStep(props: StepProps) {
  return (
    <ChoiceCards
      name="service_type"
      legend="Tjänst"
      required
      defaultValue={text(props.answers, "service_type")}
      errors={props.errors.service_type}
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
  const { formId, answers, errors } = props;
  return (
    <div className="space-y-5">
      <ChoiceCards
        name="move_type"
        legend="Vad ska flyttas?"
        required
        columns={4}
        options={moveTypes}
        defaultValue={text(answers, "move_type")}
        errors={errors.move_type}
      />
      <Group title="Bostaden">
        <Select name="property_size" label="Storlek" options={propertySizes} props={props} placeholder="Välj storlek" />
        <NumberField name="living_area" label="Boyta (m²)" min={1} props={props} />
        <Select name="furniture_amount" label="Mängd möbler" options={furnitureAmounts} props={props} />
        <Select name="balcony_type" label="Balkong" options={balconyTypes} props={props} />
        <DateField props={props} />
      </Group>
      {(["from", "to"] as const).map((side) => (
        <Group key={side} title={side === "from" ? "Från" : "Till"}>
          <Field
            id={`${formId}-${side}_address`}
            name={`${side}_address`}
            label={side === "from" ? "Från adress" : "Till adress"}
            required
            // "street-address" is a multi-line field that HTML allows only on a textarea.
            autoComplete={side === "from" ? "address-line1" : "off"}
            placeholder={ADDRESS_PLACEHOLDER}
            defaultValue={text(answers, `${side}_address`)}
            errors={errors[`${side}_address`]}
            className="sm:col-span-2"
          />
          <NumberField name={`${side}_floor`} label="Våning" min={0} props={props} hint="0 = bottenvåning" />
          <Select name={`${side}_elevator`} label="Hiss" options={elevatorOptions} props={props} />
          <Select name={`${side}_parking_distance`} label="Avstånd från parkering till port" options={parkingDistances} props={props} />
        </Group>
      ))}
      <Group title="Förråd och tillval" hint="Kryssa i det som gäller, så blir offerten rätt från början.">
        <CheckboxField
          name="has_storage"
          label="Vi har förråd som ska med"
          defaultChecked={isChecked(answers, "has_storage")}
          id={`${formId}-has_storage`}
        />
        <div className="sm:col-span-2">
          <p className="mb-2 font-semibold">Förrådsutrymmen</p>
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
        </div>
        <div className="sm:col-span-2">
          <p className="mb-2 font-semibold">Tillval</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {movingAddOns.map((addOn) => (
              <CheckboxField
                key={addOn.value}
                id={`${formId}-${addOn.value}`}
                name={addOn.value}
                label={addOn.label}
                defaultChecked={isChecked(answers, addOn.value)}
              />
            ))}
          </div>
        </div>
      </Group>
    </div>
  );
}

export function CleaningDetailsStep(props: StepProps) {
  const { formId, answers, errors } = props;
  // With JavaScript the questions follow the select at once; without it the server shows them
  // after the type is posted (the hidden field tells it which questions were on screen).
  const [cleaningType, setCleaningType] = useState(text(answers, "cleaning_type"));
  const questions = cleaningQuestions(cleaningType);
  return (
    <div className="space-y-5" data-cleaning-type={cleaningType ?? ""}>
      <input type="hidden" name={SHOWN_CLEANING_TYPE} value={cleaningType ?? ""} />
      <SelectField
        id={`${formId}-cleaning_type`}
        name="cleaning_type"
        label="Typ av städning"
        options={cleaningTypes}
        placeholder="Välj typ av städning"
        required
        hint={cleaningType ? undefined : "Välj typ av städning och tryck Nästa, så visar vi frågorna för just den städningen."}
        defaultValue={cleaningType ?? ""}
        errors={errors.cleaning_type}
        onChange={(event) => setCleaningType(event.currentTarget.value || undefined)}
      />
      <Field
        id={`${formId}-cleaning_address`}
        name="cleaning_address"
        label="Adress för städning"
        required
        placeholder={ADDRESS_PLACEHOLDER}
        defaultValue={text(answers, "cleaning_address")}
        errors={errors.cleaning_address}
      />
      <DateField props={props} />
      {questions.area && (
        <Group title="Bostaden eller lokalen">
          <NumberField name="square_meters" label="Yta (m²)" min={1} props={props} />
          <NumberField name="number_of_rooms" label="Antal rum" min={1} props={props} />
          <div className="sm:col-span-2 space-y-3">
            <CheckboxField
              id={`${formId}-include_windows`}
              name="include_windows"
              label="Lägg till fönsterputs"
              defaultChecked={isChecked(answers, "include_windows")}
            />
            <NumberField name="window_count" label="Antal fönster" min={1} props={props} hint="Fyll i om du lagt till fönsterputs." />
          </div>
        </Group>
      )}
      {questions.windowSizes && (
        <Group title="Fönsterputsning" hint="Ange antal fönster per storlek (minst ett).">
          <NumberField name="window_size_large" label="Stora fönster" min={0} props={props} />
          <NumberField name="window_size_medium" label="Mellanstora fönster" min={0} props={props} />
          <NumberField name="window_size_small" label="Små fönster" min={0} props={props} />
        </Group>
      )}
      {questions.subscription && (
        <Group title="Regelbunden städning">
          <Select name="cleaning_frequency" label="Hur ofta?" options={cleaningFrequencies} props={props} placeholder="Välj hur ofta" />
          <Select name="subscription_duration" label="Hur länge?" options={subscriptionDurations} props={props} placeholder="Välj period" />
        </Group>
      )}
    </div>
  );
}

export function ContactStep(props: StepProps) {
  const { formId, answers, errors } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${formId}-namn`}
        name="namn"
        label="Namn"
        required
        autoComplete="name"
        defaultValue={text(answers, "namn")}
        errors={errors.namn}
        className="sm:col-span-2"
      />
      <Field
        id={`${formId}-epost`}
        name="epost"
        label="E-post"
        type="email"
        required
        autoComplete="email"
        defaultValue={text(answers, "epost")}
        errors={errors.epost}
      />
      <Field
        id={`${formId}-telefon`}
        name="telefon"
        label="Telefon"
        type="tel"
        required
        autoComplete="tel"
        hint="Numret formateras automatiskt till +46."
        defaultValue={text(answers, "telefon")}
        errors={errors.telefon}
        onBlur={(event) => {
          const formatted = normalizePhone(event.currentTarget.value);
          if (formatted) event.currentTarget.value = formatted;
        }}
      />
      <TextareaField
        id={`${formId}-message`}
        name="message"
        label="Meddelande (valfritt)"
        rows={4}
        defaultValue={text(answers, "message")}
        errors={errors.message}
        className="sm:col-span-2"
      />
    </div>
  );
}
