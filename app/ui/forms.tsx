import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useId } from "react";
import { cn } from "~/shared/cn";
import { HONEYPOT_FIELD } from "~/shared/form-protection";

type FieldErrors = readonly string[] | null | undefined;

const controlBase =
  "block w-full rounded-lg border bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-3 focus:outline-accent-500";

function controlClasses(invalid: boolean, className?: string) {
  return cn(controlBase, invalid ? "border-danger" : "border-slate-400", className);
}

export function ErrorList({ id, errors }: { id?: string; errors: FieldErrors }) {
  const list = errors?.filter(Boolean) ?? [];
  if (list.length === 0) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm font-medium text-danger">
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  errors: FieldErrors;
  className?: string;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}

/** Label, control, hint and errors, with the control tied to its hint and errors for screen readers. */
function FieldShell({ id, label, required, hint, errors, className, children }: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {/* False, not absent: a required select whose first option is empty is otherwise exposed as invalid before anything is chosen. */}
      {children({ id, "aria-invalid": invalid, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

interface BaseFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  errors?: FieldErrors;
  className?: string;
}

export function Field({ label, hint, errors, className, id, ...inputProps }: BaseFieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const fallbackId = useId();
  return (
    <FieldShell id={id ?? fallbackId} label={label} hint={hint} errors={errors} required={inputProps.required} className={className}>
      {(aria) => <input {...inputProps} {...aria} className={controlClasses(aria["aria-invalid"])} />}
    </FieldShell>
  );
}

export function TextareaField({
  label,
  hint,
  errors,
  className,
  id,
  ...props
}: BaseFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fallbackId = useId();
  return (
    <FieldShell id={id ?? fallbackId} label={label} hint={hint} errors={errors} required={props.required} className={className}>
      {(aria) => <textarea rows={4} {...props} {...aria} className={controlClasses(aria["aria-invalid"])} />}
    </FieldShell>
  );
}

interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  errors,
  className,
  id,
  options,
  placeholder,
  ...props
}: BaseFieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  const fallbackId = useId();
  return (
    <FieldShell id={id ?? fallbackId} label={label} hint={hint} errors={errors} required={props.required} className={className}>
      {(aria) => (
        <select {...props} {...aria} className={controlClasses(aria["aria-invalid"])}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  className,
  id,
  ...props
}: { label: ReactNode; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input type="checkbox" id={inputId} className="mt-1 size-5 shrink-0 accent-brand-700" {...props} />
      <label htmlFor={inputId} className="text-ink">
        {label}
      </label>
    </div>
  );
}

export function Honeypot() {
  const id = `${HONEYPOT_FIELD}-${useId()}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Lämna detta fält tomt</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A form-level message: the error summary at the top of a form, or a success note. */
export function FormAlert({ tone, title, children, id }: { tone: "error" | "success"; title?: string; children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={-1}
      className={cn(
        "rounded-lg border-l-4 p-4",
        tone === "error" ? "border-danger bg-red-50 text-red-900" : "border-success bg-green-50 text-green-900",
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
