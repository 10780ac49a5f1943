import { ArrowRight, PhoneCall, Star } from "lucide-react";
import { href, Link } from "react-router";
import { ReviewStars } from "./review-stars";

/**
 * The dashboard's reviews: this month's average and count (every review counts, hidden
 * words or not), and the newest low review (1–2 stars) so the owner can call that customer.
 */
export function ReviewsMonthCard({
  month,
  average,
  count,
  low,
}: {
  month: string;
  average: string | null;
  count: number;
  low: { id: number; stars: number; name: string; when: string } | null;
}) {
  return (
    <section aria-labelledby="reviews-month-title" className="mt-10">
      <h2 id="reviews-month-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        Reviews
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="relative rounded-card border border-line bg-paper p-5 transition-colors focus-within:border-ink hover:border-ink sm:p-6">
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <Star aria-hidden="true" className="h-4 w-4 text-brass-deep" strokeWidth={1.75} />
            {month}: average and count
          </p>
          <p className="mt-3 font-display text-5xl text-ink" data-testid="reviews-month">
            {average ?? "—"}
            {average && <span className="font-sans text-base text-ink-soft"> / 5</span>}
          </p>
          <p className="mt-2 text-sm text-ink-soft">
            {count === 0 ? "No reviews yet this month" : `${count} ${count === 1 ? "review" : "reviews"} this month`}
          </p>
          <Link
            to={href("/admin/reviews")}
            className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brass-deep after:absolute after:inset-0"
          >
            All reviews
            <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          </Link>
        </div>
        {low && (
          <div className="relative rounded-card border border-danger/50 bg-paper p-5 transition-colors focus-within:border-ink hover:border-ink sm:p-6">
            <p className="flex items-center gap-2 text-sm text-ink-soft">
              <PhoneCall aria-hidden="true" className="h-4 w-4 text-danger" strokeWidth={1.75} />A low review to follow
              up
            </p>
            <p className="mt-3 flex flex-wrap items-center gap-2 text-ink">
              <ReviewStars stars={low.stars} />
              <span className="font-semibold">{low.name}</span>
              <span className="text-sm text-ink-soft">{low.when}</span>
            </p>
            <Link
              to={href("/admin/reviews/:id", { id: String(low.id) })}
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brass-deep after:absolute after:inset-0"
            >
              Read it and call them
              <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
