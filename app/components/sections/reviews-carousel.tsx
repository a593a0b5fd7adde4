import { useEffect, useRef } from "react";
import type { Review } from "~/content/reviews";
import { company, companyRating } from "~/shared/company";
import { ratingText, ReviewCard, ReviewsCheckedNote, Stars } from "../reviews/review-card";
import { buttonClasses } from "~/ui/button";
import { usePrefersReducedMotion } from "./use-motion";

const AUTOPLAY_MS = 6000;

/** Reviews (app/content/reviews.ts) in a scroll-snap row: swipe or scroll without JavaScript; with it, it advances by itself. */
export function ReviewsCarousel({ reviews, checkedText }: { reviews: readonly Review[]; checkedText: string }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const pausedRef = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const row = rowRef.current;
    if (!row || reducedMotion) return;
    const timer = window.setInterval(() => {
      if (pausedRef.current) return;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 8;
      row.scrollTo({ left: atEnd ? 0 : row.scrollLeft + (row.querySelector("li")?.clientWidth ?? 300) + 20, behavior: "smooth" });
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
        {companyRating && (
          <p className="text-muted">
            <a href={companyRating.url} rel="noopener">
              {companyRating.text}
            </a>
          </p>
        )}
      </div>
      <div
        ref={rowRef}
        role="region"
        className="scroll-snap-row -mx-4 overflow-x-auto px-4 pb-4"
        aria-label="Omdömen från kunder"
        tabIndex={0}
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        <ul className="flex gap-5">
          {reviews.map((review) => (
            <li key={review.author} className="w-[85%] shrink-0 sm:w-[22rem]">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      <ReviewsCheckedNote text={checkedText} />
      <div className="mt-4 text-center">
        <a href={company.reviewServiceUrl} rel="noopener" className={buttonClasses("secondary")}>
          Skriv en recension
        </a>
      </div>
    </div>
  );
}
