import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { StarRating } from "~/components/catalogue/star-rating";
import { type ReviewsPageData, reviewsHref } from "~/lib/reviews/public-reviews";
import { distributionBars, ratingText, reviewCountWords } from "~/lib/reviews/review-aggregate";
import { pageNumbers } from "~/lib/paging";
import { cn } from "~/lib/ui/cn";
import { ReviewCard } from "./review-card";

const starsWords = (stars: number) => `${stars} ${stars === 1 ? "star" : "stars"}`;

/**
 * /reviews (docs/behaviour.md#reviews): the average and count over every review, a
 * row per star value (each a link that filters the list, its count in words beside
 * the bar), then the reviews newest first, a page at a time. Every control is a link,
 * so it all works without JavaScript and each view is a page the cache keeps.
 */
export function ReviewsScreen({ page }: { page: ReviewsPageData }) {
  const { summary, stars } = page;
  return (
    <>
      <section className="border-b border-line bg-sand/50">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_1.1fr] lg:items-end">
          <div>
            <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">From store visits</p>
            <h1 className="mt-3 text-4xl sm:text-5xl">Customer Reviews</h1>
            {summary.average !== null ? (
              <div className="mt-5 flex flex-wrap items-end gap-x-4 gap-y-1">
                <p className="font-display text-5xl leading-none text-ink">
                  {ratingText(summary.average)}
                  <span className="text-2xl text-ink-soft"> / 5</span>
                </p>
                <div className="pb-1">
                  <StarRating rating={summary.average} label={`Rated ${ratingText(summary.average)} out of 5`} />
                  <p className="mt-1 text-sm text-ink-soft">{`${reviewCountWords(summary.count)} from store visits`}</p>
                </div>
              </div>
            ) : (
              <p className="mt-5 max-w-xl text-ink-soft">
                No reviews yet. After a visit, the store sends each customer a personal link to review it.
              </p>
            )}
            <p className="mt-5 max-w-xl text-sm leading-relaxed text-ink-soft">
              Each review comes from a real visit, through a link made for it. Every one counts in the average, whatever
              its stars; the store may hide words that are abusive or personal, never the stars.
            </p>
            {page.elsewhere && (
              <a
                href={page.elsewhere}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex min-h-11 items-center text-sm font-medium text-ink underline decoration-brass underline-offset-4 hover:text-brass-deep"
              >
                Our reviews on Google
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </div>
          {summary.count > 0 && <Distribution page={page} />}
        </div>
      </section>

      <section aria-labelledby="reviews-list-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="reviews-list-title" className="text-2xl sm:text-3xl">
            {stars === null ? "All reviews" : `${starsWords(stars)} reviews`}
          </h2>
          {stars !== null && (
            <Link
              to={reviewsHref(null)}
              className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4 hover:text-brass-deep"
            >
              Show all reviews
            </Link>
          )}
        </div>
        {page.reviews.length > 0 ? (
          <ol className="mt-6 flex flex-col gap-4">
            {page.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ol>
        ) : (
          summary.count > 0 && <p className="mt-6 text-ink-soft">No {starsWords(stars ?? 5)} reviews yet.</p>
        )}
        {page.pageCount > 1 && <PageLinks page={page} />}
      </section>
    </>
  );
}

/** A row per star value: the filter link, a bar (decoration), and the count and share in words. */
function Distribution({ page }: { page: ReviewsPageData }) {
  return (
    <nav aria-label="Filter by stars">
      <ul className="flex flex-col gap-1">
        {distributionBars(page.summary).map((row) => {
          const current = page.stars === row.stars;
          return (
            <li key={row.stars}>
              <Link
                to={reviewsHref(current ? null : row.stars)}
                aria-current={current ? "page" : undefined}
                // Columns as a style, not classes: the public CSS is budgeted.
                style={ROW_COLUMNS}
                className={cn(
                  "grid min-h-11 items-center gap-3 rounded-card border px-2 text-sm text-ink hover:bg-paper",
                  current ? "border-ink bg-paper" : "border-transparent",
                )}
              >
                <span className="font-medium">{starsWords(row.stars)}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-line">
                  <span className="block h-full rounded-full bg-brass" style={{ width: `${row.percent}%` }} />
                </span>
                <span className="text-right text-ink-soft">
                  {row.count} <span className="text-xs">({row.percent}%)</span>
                  <span className="sr-only">{row.count === 1 ? " review" : " reviews"}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const ROW_COLUMNS = { gridTemplateColumns: "4.5rem minmax(0, 1fr) 6.5rem" } as const;

const pageLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-card border px-3 text-sm font-medium transition-colors";

/** Prev, numbered pages, Next: links keeping the filter. */
function PageLinks({ page }: { page: ReviewsPageData }) {
  const { stars } = page;
  return (
    <nav aria-label="Pages of reviews" className="mt-8 flex flex-wrap items-center gap-2">
      {page.page > 1 && (
        <Link to={reviewsHref(stars, page.page - 1)} className={cn(pageLink, "border-line bg-paper hover:border-ink")}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Newer
        </Link>
      )}
      {pageNumbers(page.page, page.pageCount).map((n) => (
        <Link
          key={n}
          to={reviewsHref(stars, n)}
          aria-current={n === page.page ? "page" : undefined}
          aria-label={`Page ${n}`}
          className={cn(
            pageLink,
            n === page.page ? "border-ink bg-ink text-ivory" : "border-line bg-paper text-ink hover:border-ink",
          )}
        >
          {n}
        </Link>
      ))}
      {page.page < page.pageCount && (
        <Link to={reviewsHref(stars, page.page + 1)} className={cn(pageLink, "border-line bg-paper hover:border-ink")}>
          Older
          <ChevronRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        </Link>
      )}
    </nav>
  );
}
