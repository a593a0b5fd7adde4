import { useEffect, useRef } from "react";
import type { Review } from "~/content/reviews";
import { company } from "~/lib/company";
import { FiveStarsIcon, StarIcon } from "../icons";
import { buttonClasses } from "../ui/button";
import { usePrefersReducedMotion } from "./use-motion";

const AUTOPLAY_MS = 6000;

/** "5" or "4,8": one decimal at most, with a decimal comma. */
const ratingText = (rating: number) => String(Math.round(rating * 10) / 10).replace(".", ",");

/** A rating's stars: the one five-star drawing for 5, otherwise one star per whole point. */
function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="flex text-accent-500" role="img" aria-label={`${ratingText(rating)} av 5 stjärnor`}>
      {whole >= 5 ? <FiveStarsIcon /> : Array.from({ length: whole }, (_, index) => <StarIcon key={index} />)}
    </span>
  );
}

/** Reviews (app/content/reviews.ts) in a scroll-snap row: swipe or scroll without JavaScript; with it, it advances by itself. */
export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const pausedRef = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const row = rowRef.current;
    if (!row || reducedMotion) return;
    const timer = window.setInterval(() => {
      if (pausedRef.current) return;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 8;
      row.scrollTo({ left: atEnd ? 0 : row.scrollLeft + (row.firstElementChild?.clientWidth ?? 300) + 20, behavior: "smooth" });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion]);

  const average = reviews.length > 0 ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 5;
  const pause = () => (pausedRef.current = true);
  const resume = () => (pausedRef.current = false);

  return (
    <div>
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        <Stars rating={average} />
        <p className="text-lg font-semibold text-brand-900">{ratingText(average)} av 5 i snittbetyg på de senaste omdömena</p>
        <p className="text-muted">
          {company.rating.value}/5 från {company.rating.customers} nöjda kunder
        </p>
      </div>
      <ul
        ref={rowRef}
        className="scroll-snap-row -mx-4 flex gap-5 overflow-x-auto px-4 pb-4"
        aria-label="Omdömen från kunder"
        tabIndex={0}
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {reviews.map((review) => (
          <li key={review.author} className="w-[85%] shrink-0 rounded-card border border-brand-100 bg-white p-6 shadow-sm sm:w-[22rem]">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                {review.initials}
              </span>
              <div>
                <p className="font-semibold text-brand-900">{review.author}</p>
                <p className="text-sm text-muted">{review.when}</p>
              </div>
            </div>
            <div className="mt-3">
              <Stars rating={review.rating} />
            </div>
            <blockquote className="mt-3 text-ink">“{review.text}”</blockquote>
            <p className="mt-3 text-sm text-muted">
              {review.sourceUrl ? (
                <a href={review.sourceUrl} rel="noopener" className="text-muted underline">
                  {review.source}
                </a>
              ) : (
                review.source
              )}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 text-center">
        <a href={company.reviewServiceUrl} rel="noopener" className={buttonClasses("secondary")}>
          Skriv en recension
        </a>
      </div>
    </div>
  );
}
