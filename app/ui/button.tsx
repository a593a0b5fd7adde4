import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/shared/cn";

type ButtonVariant = "accent" | "primary" | "secondary" | "ghost" | "inverse";
type ButtonSize = "md" | "lg" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold no-underline transition-colors focus-visible:outline-3 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:opacity-70";

const variants: Record<ButtonVariant, string> = {
  accent: "bg-accent-500 text-ink hover:bg-accent-400 shadow-sm",
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  inverse: "border-2 border-white/80 bg-transparent text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-3 py-2 text-sm",
  md: "min-h-12 px-5 py-3 text-base",
  lg: "min-h-14 px-7 py-4 text-lg",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

function Spinner({ className }: { className?: string }) {
  return (
    <svg className={cn("size-5 animate-spin", className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

interface StatusButtonProps extends ButtonProps {
  pending: boolean;
  pendingText?: string;
}

/**
 * A submit button that shows 'Skickar...' with a spinner while its form is sending. It keeps focus
 * then (aria-disabled, not disabled, which would drop focus to the page): the form's own submit
 * handler (every form's, the kit's) sends nothing while a send is under way.
 */
export function StatusButton({ pending, pendingText = "Skickar...", children, disabled, className, ...props }: StatusButtonProps) {
  return (
    <Button type="submit" disabled={disabled} aria-disabled={pending || disabled || undefined} className={className} {...props}>
      {pending ? (
        <>
          <Spinner />
          <span>{pendingText}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
