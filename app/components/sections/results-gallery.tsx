import { useEffect, useRef, useState } from "react";
import type { GalleryItem } from "~/content/home";
import { cn } from "~/shared/cn";
import { BeforeAfterPicture } from "./before-after";
import { usePrefersReducedMotion } from "./use-motion";

const GALLERY_ROTATION_MS = 5000;

/**
 * Before and after: badrum, kök, lokaler. Without JavaScript the slides scroll (scroll-snap) and the
 * tabs are anchor links; with it the gallery moves on every 5 seconds unless the visitor asked for
 * reduced motion, is hovering, or has focus inside it.
 */
export function ResultsGallery({ items }: { items: readonly GalleryItem[] }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const pausedRef = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  const show = (index: number) => {
    const row = rowRef.current;
    const slide = row?.children[index] as HTMLElement | undefined;
    if (row && slide) row.scrollTo({ left: slide.offsetLeft - row.offsetLeft, behavior: reducedMotion ? "auto" : "smooth" });
    setActive(index);
  };

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setInterval(() => {
      if (!pausedRef.current)
        setActive((current) => {
          const next = (current + 1) % items.length;
          const row = rowRef.current;
          const slide = row?.children[next] as HTMLElement | undefined;
          if (row && slide) row.scrollTo({ left: slide.offsetLeft - row.offsetLeft, behavior: "smooth" });
          return next;
        });
    }, GALLERY_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, items.length]);

  return (
    <div
      onMouseEnter={() => (pausedRef.current = true)}
      onMouseLeave={() => (pausedRef.current = false)}
      onFocus={() => (pausedRef.current = true)}
      onBlur={() => (pausedRef.current = false)}
    >
      <nav aria-label="Välj rum" className="mb-5 flex justify-center gap-2">
        {items.map((item, index) => (
          <a
            key={item.id}
            href={`#galleri-${item.id}`}
            aria-current={index === active ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              show(index);
            }}
            className={cn(
              "rounded-full px-4 py-2 font-semibold no-underline",
              index === active ? "bg-brand-700 text-white" : "bg-white text-brand-800 hover:bg-brand-100",
            )}
          >
            {item.label}
          </a>
        ))}
      </nav>
      <div
        ref={rowRef}
        role="region"
        className="scroll-snap-row flex snap-x snap-mandatory gap-6 overflow-x-auto pb-3"
        tabIndex={0}
        aria-label="Före och efter"
      >
        {items.map((item) => (
          <figure key={item.id} id={`galleri-${item.id}`} className="w-full shrink-0 scroll-mt-24">
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <BeforeAfterPicture room={item.id} state="before" label={`${item.label} före städning: ${item.before}`} />
                <p className="mt-2 text-sm font-semibold tracking-wide text-muted uppercase">Före</p>
              </div>
              <div>
                <BeforeAfterPicture room={item.id} state="after" label={`${item.label} efter städning: ${item.after}`} />
                <p className="mt-2 text-sm font-semibold tracking-wide text-success uppercase">Efter</p>
              </div>
            </div>
            <figcaption className="mt-3 text-center text-lg">
              <strong>{item.label}:</strong> {item.after}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
