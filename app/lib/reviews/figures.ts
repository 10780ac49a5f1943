/**
 * The review figures' thresholds and words (docs/behaviour.md#reviews), free of any
 * form library, so a card or a dialog can use them in the browser.
 */

/** The site's average replaces the stated figure from this many reviews. */
export const SITE_FIGURE_MIN_REVIEWS = 5;
/** An item shows its average (and its cards their stars) from this many reviews. */
export const ITEM_AVERAGE_MIN_REVIEWS = 3;

/** What the reviews add up to: every review counts, whatever its stars or hidden words. */
export type ReviewSummary = { count: number; average: number };

export const NO_REVIEWS: ReviewSummary = { count: 0, average: 0 };

/** An average as the pages print it: one decimal, "4.7". */
export function averageWords(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** A count as Indians write it: "1,234" (en-IN groups lakhs past 99,999). */
export function countWords(count: number): string {
  return count.toLocaleString("en-IN");
}

/** "1 review", "38 reviews". */
export function reviewsWords(count: number): string {
  return `${countWords(count)} ${count === 1 ? "review" : "reviews"}`;
}

/** An item's figures as its page and cards show them: the average only from ITEM_AVERAGE_MIN_REVIEWS. */
export type ItemRating = { count: number; average?: number };

export function itemRating(summary: ReviewSummary): ItemRating {
  return summary.count >= ITEM_AVERAGE_MIN_REVIEWS
    ? { count: summary.count, average: Math.round(summary.average * 10) / 10 }
    : { count: summary.count };
}

/** The stars' label: "Rated 4.3 out of 5 from 3 reviews". */
export function itemRatingLabel(average: number, count: number): string {
  return `Rated ${averageWords(average)} out of 5 from ${reviewsWords(count)}`;
}
