import { data, href, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { FormMessage } from "~/components/admin/form-message";
import { Pager } from "~/components/admin/pager";
import { ReviewFilters, ReviewList } from "~/components/admin/reviews/review-list";
import { staffTitle } from "~/components/admin/staff-title";
import { ratingText, reviewCountWords } from "~/lib/reviews/review-aggregate";
import {
  hideReasonLabel,
  isNewReview,
  parseReviewFilter,
  reviewFilterQuery,
  wordsState,
} from "~/lib/reviews/staff-figures";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { parsePage } from "~/lib/paging";
import { cn } from "~/lib/ui/cn";
import { requireAdmin } from "~/services/accounts/index.server";
import { reviewSummary, staffReviews } from "~/services/reviews/index.server";
import { storeTimeZone } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { takeFlash } from "~/services/platform/flash.server";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Reviews") }];

/**
 * The Reviews screen (under More): newest first, filtered by stars, hidden words or
 * Spam, paged on the server; each opens its own page, where staff hide or show the
 * words and answer. The average at the top is the site's: every counted review, its
 * words hidden or not.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filter = parseReviewFilter(url.searchParams);
  const database = getDatabase();
  const now = Date.now();
  const [timeZone, page, summary, spam] = await Promise.all([
    storeTimeZone(),
    staffReviews(database, {
      filter: filter.spam ? "spam" : filter.hidden ? "hidden" : "all",
      ...(filter.stars ? { stars: filter.stars } : {}),
      page: parsePage(url.searchParams.get("page")),
    }),
    reviewSummary(database),
    filter.spam ? Promise.resolve(null) : staffReviews(database, { filter: "spam", pageSize: 1 }).then((p) => p.total),
  ]);
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      filter,
      flash,
      spamCount: spam,
      summary: { average: summary.average === null ? null : ratingText(summary.average), count: summary.count },
      page: page.page,
      pageCount: page.pageCount,
      total: page.total,
      rows: page.reviews.map((r) => ({
        id: r.id,
        stars: r.stars,
        when: formatStoreTime(r.createdAt, timeZone),
        isNew: isNewReview(r.createdAt, now) && r.answer === null,
        name: r.name,
        words: r.allWords,
        wordsState: wordsState(r),
        hiddenReason: hideReasonLabel(r.hidden?.reason ?? null),
        item: r.item?.title ?? null,
        answered: r.answer !== null,
      })),
    },
    { headers },
  );
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { filter, flash, summary, rows, page, pageCount, total, spamCount } = loaderData;
  const filtered = filter.stars !== null || filter.hidden;
  return (
    <div className="mx-auto max-w-5xl">
      <p className={cn(adminStyles.eyebrow, "hidden sm:block")}>Customers</p>
      <h1 className="text-3xl sm:mt-3 sm:text-5xl">Reviews</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">
        {summary.average
          ? `${summary.average} / 5 from ${reviewCountWords(summary.count)} of store visits. `
          : "No reviews yet. "}
        Every review counts in the average, whatever its stars. Staff may hide a review&rsquo;s words (abuse, personal
        data, or the customer asking) and answer it once; nobody can change its stars or its words.
      </p>
      {flash && (
        <FormMessage tone={flash.tone} className="mt-6">
          {flash.message}
        </FormMessage>
      )}
      {filter.spam ? (
        <p className="mt-6 text-sm">
          <Link to={href("/admin/reviews")} className="font-medium text-brass-deep underline underline-offset-4">
            Back to the reviews
          </Link>
          <span className="text-ink-soft">
            {" "}
            · Held by the spam checks: not on the site and not counted until moved out.
          </span>
        </p>
      ) : (
        <>
          <ReviewFilters stars={filter.stars} hidden={filter.hidden} />
          {spamCount ? (
            <p className="mt-3 text-sm">
              <Link
                to={`${href("/admin/reviews")}?status=spam`}
                className="font-medium text-brass-deep underline underline-offset-4"
              >
                {spamCount} held in Spam
              </Link>
            </p>
          ) : null}
        </>
      )}
      <h2 className="mt-8 font-sans text-sm font-semibold tracking-wide text-ink uppercase" aria-live="polite">
        {total === 0
          ? filtered || filter.spam
            ? "None match"
            : "No reviews yet"
          : `${reviewCountWords(total)}${filtered ? " match" : ""}, newest first`}
      </h2>
      {rows.length === 0 && !filtered && !filter.spam && (
        <p className="mt-3 text-sm text-ink-soft">
          Reviews come only from visits: mark a visit Visited in Orders, then Ask for a review.
        </p>
      )}
      <ReviewList rows={rows} />
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          label="Review pages"
          keep={new URLSearchParams(reviewFilterQuery(filter).slice(1))}
        />
      )}
    </div>
  );
}
