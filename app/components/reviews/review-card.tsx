import { Link } from "react-router";
import { StarRating } from "~/components/catalogue/star-rating";
import type { ShownReview } from "~/lib/reviews/public-reviews";

/**
 * One review as /reviews and an item's page show it: stars (one label for assistive
 * tech), the words or "Rating only", the name and month, the piece the visit tried
 * (linked while it is on the site), and the store's answer with who gave it and when.
 */
// The customer's line breaks kept; a style, not a class: the public CSS is budgeted.
const PRE_LINE = { whiteSpace: "pre-line" } as const;

export function ReviewCard({ review, headingLevel = 3 }: { review: ShownReview; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col gap-3 rounded-card border border-line bg-paper p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <StarRating rating={review.stars} label={`Rated ${review.stars} out of 5`} />
        <p className="text-xs text-ink-soft">{review.month}</p>
      </div>
      <Heading className="font-sans text-sm font-semibold text-ink">{review.name}</Heading>
      {review.words ? (
        <p className="text-[0.95rem] leading-relaxed text-ink" style={PRE_LINE}>
          {review.words}
        </p>
      ) : (
        <p className="text-sm text-ink-soft italic">Rating only</p>
      )}
      {review.item && (
        <p className="text-xs text-ink-soft">
          Tried on:{" "}
          {review.item.href ? (
            <Link
              to={review.item.href}
              className="font-medium text-ink underline decoration-brass underline-offset-4 hover:text-brass-deep"
            >
              {review.item.title}
            </Link>
          ) : (
            <span className="font-medium text-ink">{review.item.title}</span>
          )}
        </p>
      )}
      {review.answer && (
        <div className="border-l-2 border-brass pl-4">
          <p className="text-xs font-semibold tracking-[0.12em] text-brass-deep uppercase">The store's answer</p>
          <p className="mt-1 text-sm leading-relaxed text-ink" style={PRE_LINE}>
            {review.answer.text}
          </p>
          <p className="mt-1 text-xs text-ink-soft">
            {review.answer.by}, {review.answer.on}
          </p>
        </div>
      )}
    </article>
  );
}
