import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/shared/cn";

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

interface SectionProps extends HTMLAttributes<HTMLElement> {
  tone?: "white" | "surface" | "brand";
  children: ReactNode;
}

export function Section({ tone = "white", className, children, ...props }: SectionProps) {
  const tones = { white: "bg-white", surface: "bg-surface", brand: "bg-brand-800 text-white" } as const;
  return (
    <section className={cn("py-14 sm:py-20", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = "center",
  tone = "dark",
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  align?: "center" | "left";
  tone?: "dark" | "light";
}) {
  return (
    <div className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className={cn("mb-2 text-sm font-semibold tracking-wide uppercase", tone === "light" ? "text-accent-300" : "text-brand-600")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn("text-3xl sm:text-4xl", tone === "light" && "text-white")}>
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", tone === "light" ? "text-brand-100" : "text-muted")}>{intro}</p>}
    </div>
  );
}

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-card border border-brand-100 bg-white p-6 shadow-sm", className)} {...props} />;
}

/** Page hero for inner pages: a heading, an intro and optional actions. */
export function PageHero({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <Container className="py-14 sm:py-20">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl text-white sm:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{intro}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </div>
  );
}
