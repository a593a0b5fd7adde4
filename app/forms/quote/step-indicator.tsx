import { QUOTE_STEPS, type QuoteStep } from "./fields";
import { cn } from "~/shared/cn";
import { CheckIcon } from "~/ui/icons";

/** Tjänst, Detaljer, Kontakt: done steps get a tick, the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: QuoteStep }) {
  return (
    <ol className="flex items-center gap-2 [counter-reset:steg]" aria-label="Steg i offertförfrågan">
      {QUOTE_STEPS.map((step, index) => {
        const done = step.number < current;
        const active = step.number === current;
        return (
          <li
            key={step.number}
            className="flex flex-1 items-center gap-2 [counter-increment:steg]"
            aria-current={active ? "step" : undefined}
          >
            <span
              className={cn(
                "flex size-9 shrink-0 items-center justify-center rounded-full border-2 font-bold",
                done && "border-success bg-success text-white",
                active && "border-brand-700 bg-brand-700 text-white",
                !done && !active && "border-slate-400 bg-white text-muted",
                // The list's own number, so a browser without CSS numbers each step once.
                !done && "before:content-[counter(steg)]",
              )}
            >
              {done && <CheckIcon className="size-5" />}
            </span>
            <span className={cn("text-sm font-semibold", active ? "text-brand-900" : "text-muted")}>
              {step.label}
              {done && <span className="sr-only"> (klart)</span>}
            </span>
            {index < QUOTE_STEPS.length - 1 && (
              <span aria-hidden="true" className={cn("h-0.5 flex-1 rounded", done ? "bg-success" : "bg-slate-300")} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
