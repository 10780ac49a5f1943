import { CLAIM_MIN_REVIEWS, ITEM_MIN_REVIEWS, STAR_VALUES } from "./review-rules.ts";

/**
 * The figures computed from the reviews: the average (every counted review, whatever
 * its stars, hidden words or not), the count and the distribution. Pure, so the site,
 * the staff screens and the tests compute them the same way.
 */
export type ReviewSummary = {
  /** Reviews counted. */
  count: number;
  /** Sum of stars / count, rounded to one decimal; null with no reviews. */
  average: number | null;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars: index 0 is 1 star. */
  distribution: [number, number, number, number, number];
};

export const EMPTY_SUMMARY: ReviewSummary = { count: 0, average: null, distribution: [0, 0, 0, 0, 0] };

/** One decimal, rounded half up ("4.65" shows "4.7"), as people read a rating. */
export function roundRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/** From per-star counts (as a `group by stars` returns them). */
export function summarise(rows: ReadonlyArray<{ stars: number; n: number }>): ReviewSummary {
  const distribution: ReviewSummary["distribution"] = [0, 0, 0, 0, 0];
  for (const row of rows) {
    const stars = Number(row.stars);
    if (Number.isInteger(stars) && stars >= 1 && stars <= 5) distribution[stars - 1]! += Number(row.n);
  }
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, average: roundRating(sum, count), distribution };
}

/** "4.7" (always one decimal: "5.0", not "5"). */
export function ratingText(average: number): string {
  return average.toFixed(1);
}

/** "38 reviews", "1 review". */
export function reviewCountWords(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "review" : "reviews"}`;
}

/** "4.7/5 · 38 reviews from store visits": the claims' words once they are computed. */
export function computedClaimWords(summary: ReviewSummary): string | null {
  if (summary.average === null) return null;
  return `${ratingText(summary.average)}/5 · ${reviewCountWords(summary.count)} from store visits`;
}

/** The claims show the computed figures from CLAIM_MIN_REVIEWS reviews; before, what the owner states. */
export function claimsComputed(summary: Pick<ReviewSummary, "count">): boolean {
  return summary.count >= CLAIM_MIN_REVIEWS;
}

/** An item shows its average (and AggregateRating) from ITEM_MIN_REVIEWS reviews. */
export function itemAverageShown(summary: Pick<ReviewSummary, "count">): boolean {
  return summary.count >= ITEM_MIN_REVIEWS;
}

/** Each star value with its count and share (0–100, for the bar's width), 5 stars first as /reviews lists them. */
export function distributionBars(summary: ReviewSummary): Array<{ stars: number; count: number; percent: number }> {
  return [...STAR_VALUES].reverse().map((stars) => {
    const count = summary.distribution[stars - 1]!;
    return { stars, count, percent: summary.count === 0 ? 0 : Math.round((count * 100) / summary.count) };
  });
}
