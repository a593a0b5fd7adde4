import { company, openingHoursText } from "~/shared/company";
import { cn } from "~/shared/cn";

/** Weekdays 06:00–18:00, Saturday 10:00–18:00, Sunday closed: from the company details. */
export function OpeningHours({ className, labelClassName = "text-muted" }: { className?: string; labelClassName?: string }) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1", className)}>
      {company.openingHours.map((entry) => (
        <div key={entry.label} className="contents">
          <dt className={labelClassName}>{entry.label}</dt>
          <dd>{openingHoursText(entry)}</dd>
        </div>
      ))}
    </dl>
  );
}
