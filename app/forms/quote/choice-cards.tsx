import type { ReactNode } from "react";
import { cn } from "~/shared/cn";

interface ChoiceCardsProps {
  /** The first radio's id: where the error summary's link for the group leads. */
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; description?: string; icon?: ReactNode }>;
  defaultValue?: string;
  errors?: readonly string[];
  columns?: 2 | 4;
  required?: boolean;
}

/**
 * A radio group drawn as cards; plain radios underneath, so it works with keyboard and without
 * JavaScript. The group's error is each radio's description too: focus lands on a radio, and a
 * reader says what it describes, not what the group does.
 */
export function ChoiceCards({ id, name, legend, options, defaultValue, errors, columns = 2, required }: ChoiceCardsProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset role="radiogroup" aria-invalid={invalid || undefined} aria-required={required || undefined}>
      <legend className="mb-2 font-semibold text-ink">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className={cn("grid gap-3", columns === 4 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-1 sm:grid-cols-2")}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-card border-2 bg-white p-4 transition-colors hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500",
              invalid ? "border-danger" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              aria-describedby={invalid ? errorId : undefined}
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            {option.icon}
            <span>
              <span className="block font-semibold text-brand-900">{option.label}</span>
              {option.description && <span className="mt-0.5 block text-sm text-muted">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {invalid && (
        <ul id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {errors!.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
