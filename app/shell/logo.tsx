import { company } from "~/shared/company";

/** The Transist mark: a moving box in brand blue with an amber arrow, beside the name. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect x="2" y="8" width="26" height="24" rx="4" fill={tone === "dark" ? "#164872" : "#ffffff"} />
        <path d="M2 15h26" stroke={tone === "dark" ? "#72a8d6" : "#164872"} strokeWidth="2" />
        <path d="M12 8v7h6V8" fill={tone === "dark" ? "#72a8d6" : "#a9cbe8"} />
        <path d="M22 4h10v10" stroke="#f29b0b" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M31 5 20 16" stroke="#f29b0b" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <span
        className={
          tone === "dark" ? "text-2xl font-extrabold tracking-tight text-brand-900" : "text-2xl font-extrabold tracking-tight text-white"
        }
      >
        {company.name}
      </span>
    </span>
  );
}
