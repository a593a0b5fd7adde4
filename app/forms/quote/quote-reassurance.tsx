import { CheckIcon, ShieldIcon } from "~/ui/icons";

export const QUOTE_BADGES = ["Försäkrat gods", "Svar inom 24h", "20% rabatt med kod"] as const;

export function QuoteBadges({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {QUOTE_BADGES.map((badge, index) => (
        <li
          key={badge}
          className={
            tone === "light"
              ? "inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white"
              : "inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
          }
        >
          {index === 0 ? <ShieldIcon className="size-4" /> : <CheckIcon className="size-4" />}
          {badge}
        </li>
      ))}
    </ul>
  );
}
