import { itemAverageShown, ratingText, reviewCountWords, type ReviewSummary } from "./review-aggregate.ts";

/**
 * An item's figures as its page and its cards show them (docs/behaviour.md#collections):
 * the count, and the average only from ITEM_MIN_REVIEWS reviews. Free of any form
 * library, so a card or the item dialog can use it in the browser.
 */
export type ItemRating = { count: number; average?: number };

export function itemRating(summary: Pick<ReviewSummary, "count" | "average">): ItemRating {
  return itemAverageShown(summary) && summary.average !== null
    ? { count: summary.count, average: summary.average }
    : { count: summary.count };
}

/** The stars' label: "Rated 4.3 out of 5 from 3 reviews". */
export function itemRatingLabel(average: number, count: number): string {
  return `Rated ${ratingText(average)} out of 5 from ${reviewCountWords(count)}`;
}
