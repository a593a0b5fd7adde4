import { CheckIcon, ShieldIcon } from "~/ui/icons";

export const QUOTE_BADGES = ["Försäkrat gods", "Svar inom 24h", "20% rabatt med kod"] as const;

/** The discount header of the quote dialog and /offert. */
export function DiscountHeader({ titleId, title }: { titleId: string; title: string }) {
  return (
    <div className="rounded-t-card bg-gradient-to-br from-brand-800 to-brand-900 px-5 pt-6 pb-5 pr-14 text-white sm:px-8">
      <h2 id={titleId} className="text-2xl text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-brand-100">
        Ny kund? Få <strong className="text-accent-300">20 % rabatt</strong> på din första flytt med koden{" "}
        <strong className="rounded bg-white/15 px-1.5 py-0.5 font-mono text-white">TRANSISTNY20</strong>. Gäller nya kunder och kan inte
        kombineras med andra erbjudanden.
      </p>
      <QuoteBadges tone="light" />
    </div>
  );
}

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
