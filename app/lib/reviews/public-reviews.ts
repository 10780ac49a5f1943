import type { ReviewSummary } from "./review-aggregate.ts";
import { isStars, type Stars } from "./review-rules.ts";

/**
 * What the public pages show of a review (docs/behaviour.md#reviews): /reviews and an
 * item's page. services/reviews reads them (words only with consent and not hidden,
 * never a phone or e-mail); these are the rules for how a visitor reads them.
 */

/** An item's page shows its newest reviews, this many at most. */
export const ITEM_REVIEWS_SHOWN = 6;

/** A review as the door's public reads give it (services/reviews PublicReview). */
export type ReadReview = {
  id: number;
  stars: number;
  words: string | null;
  name: string;
  createdAt: string;
  item: { title: string } | null;
  answer: { text: string; by: string; at: string } | null;
};

/** A review as a visitor sees it. */
export type ShownReview = {
  id: number;
  stars: number;
  /** Null: "Rating only". */
  words: string | null;
  /** "Ravi K.", or "A customer". */
  name: string;
  /** "November 2026", on the store's calendar. */
  month: string;
  /** yyyy-mm-dd on the store's calendar, for the structured data. */
  date: string;
  /** The piece the visit tried; `href` while it is published. */
  item?: { title: string; href?: string };
  /** The store's one answer: its words, who gave it and when ("3 November 2026"). */
  answer?: { text: string; by: string; on: string };
};

/** "November 2026" on the store's calendar. */
export function monthWords(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone }).format(new Date(iso));
}

/** "3 November 2026" on the store's calendar. */
export function dayWords(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone }).format(
    new Date(iso),
  );
}

/** yyyy-mm-dd on the store's calendar. */
export function isoDay(iso: string, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(
    new Date(iso),
  );
}

/**
 * A review as the public pages show it. `itemHref` is the caller's: it knows which
 * pieces are still published; on an item's own page the item is left out (`withItem` false).
 */
export function shownReview(
  review: ReadReview,
  timeZone: string,
  options: { itemHref?: string; withItem?: boolean } = {},
): ShownReview {
  const item = options.withItem !== false && review.item ? review.item : null;
  return {
    id: review.id,
    stars: review.stars,
    words: review.words?.trim() || null,
    name: review.name,
    month: monthWords(review.createdAt, timeZone),
    date: isoDay(review.createdAt, timeZone),
    ...(item ? { item: { title: item.title, ...(options.itemHref ? { href: options.itemHref } : {}) } } : {}),
    ...(review.answer
      ? {
          answer: {
            text: review.answer.text,
            by: review.answer.by || "The store",
            on: dayWords(review.answer.at, timeZone),
          },
        }
      : {}),
  };
}

/** `?stars=` as a filter: one of 1 to 5, or none (anything else is the unfiltered page). */
export function parseStarsFilter(value: string | null | undefined): Stars | null {
  if (!value || !/^[1-5]$/.test(value)) return null;
  const stars = Number(value);
  return isStars(stars) ? stars : null;
}

/** /reviews with a filter and a page, the page left out when it is the first. */
export function reviewsHref(stars: number | null, page = 1): string {
  const query = new URLSearchParams();
  if (stars !== null) query.set("stars", String(stars));
  if (page > 1) query.set("page", String(page));
  return query.size ? `/reviews?${query}` : "/reviews";
}

/** What /reviews shows: the figures over every review, then one page of them. */
export type ReviewsPageData = {
  /** Every published review, whatever its stars or hidden words. */
  summary: ReviewSummary;
  /** The filter, or null for every review. */
  stars: Stars | null;
  page: number;
  pageCount: number;
  /** How many reviews the filter holds. */
  total: number;
  reviews: ShownReview[];
  /** The owner's link to the store's public reviews (Google), or none. */
  elsewhere?: string;
};
