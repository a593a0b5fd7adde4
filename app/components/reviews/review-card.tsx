import type { Review } from "~/content/reviews";
import { FiveStarsIcon, StarIcon } from "~/ui/icons";

/** "5" or "4,8": one decimal at most, with a decimal comma. */
export const ratingText = (rating: number) => String(Math.round(rating * 10) / 10).replace(".", ",");

/** A rating's stars: the one five-star drawing for 5, otherwise one star per whole point. */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="flex text-accent-500" role="img" aria-label={`${ratingText(rating)} av 5 stjärnor`}>
      {whole >= 5 ? <FiveStarsIcon /> : Array.from({ length: whole }, (_, index) => <StarIcon key={index} />)}
    </span>
  );
}

/** How the reviews are checked to come from customers, beside every list of them (the marketing law asks for it). */
export function ReviewsCheckedNote({ text }: { text: string }) {
  return <p className="mx-auto mt-4 max-w-3xl text-center text-sm text-muted">{text}</p>;
}

/** One review as a card: initials, name, when, stars, the text and where it was given. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="h-full rounded-card border border-brand-100 bg-white p-6 shadow-sm">
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
    </article>
  );
}
