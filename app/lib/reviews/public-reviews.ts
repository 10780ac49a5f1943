/**
 * What the public pages show of the reviews (docs/behaviour.md#reviews): /reviews and
 * an item's page. The rows come from services/reviews; these are the rules for turning
 * them into what a visitor reads.
 */

/** Reviews per page of /reviews: a phone's few screens. */
export const REVIEWS_PAGE_SIZE = 10;
/** An item's page shows its newest reviews, this many at most. */
export const ITEM_REVIEWS_SHOWN = 6;

export type StarValue = 1 | 2 | 3 | 4 | 5;
export const STAR_VALUES: readonly StarValue[] = [5, 4, 3, 2, 1];

/** A review as a visitor sees it: the phone and e-mail are never here. */
export type PublicReview = {
  id: number;
  stars: StarValue;
  /** The words when the customer consented and staff have not hidden them; else null ("Rating only"). */
  words: string | null;
  /** "Ravi K.", or "A customer" once the customer was deleted. */
  name: string;
  /** "November 2026", on the store's calendar. */
  month: string;
  /** yyyy-mm-dd, for the structured data. */
  date: string;
  /** The piece the visit tried, linked while it is published. */
  item?: { title: string; href?: string };
  /** The store's one answer: its words, who answered and when ("3 November 2026"). */
  answer?: { text: string; by: string; on: string };
};

/** The row fields these rules read, as services/reviews selects them. */
export type ReviewRow = {
  id: number;
  stars: number;
  words: string;
  words_consented: number;
  words_hidden_at: string | null;
  display_name: string;
  created_at: string;
  answer: string | null;
  answered_at: string | null;
  answered_by: string | null;
};

export const NAME_WHEN_GONE = "A customer";

/** The words a visitor may read: consented, not hidden, not empty; else null. */
export function shownWords(row: Pick<ReviewRow, "words" | "words_consented" | "words_hidden_at">): string | null {
  if (row.words_consented !== 1 || row.words_hidden_at !== null) return null;
  const words = row.words.trim();
  return words ? words : null;
}

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

function starValue(stars: number): StarValue {
  return Math.min(5, Math.max(1, Math.round(stars))) as StarValue;
}

/** A stored review as the public pages show it; `item` is the caller's (it knows which are published). */
export function publicReview(row: ReviewRow, timeZone: string, item?: PublicReview["item"]): PublicReview {
  const answer = row.answer?.trim();
  return {
    id: row.id,
    stars: starValue(row.stars),
    words: shownWords(row),
    name: row.display_name.trim() || NAME_WHEN_GONE,
    month: monthWords(row.created_at, timeZone),
    date: isoDay(row.created_at, timeZone),
    ...(item ? { item } : {}),
    ...(answer && row.answered_at
      ? { answer: { text: answer, by: row.answered_by?.trim() || "The store", on: dayWords(row.answered_at, timeZone) } }
      : {}),
  };
}

/** `?stars=` as a filter: one of 1 to 5, or none (anything else is the unfiltered page). */
export function parseStarsFilter(value: string | null | undefined): StarValue | null {
  return value && /^[1-5]$/.test(value) ? (Number(value) as StarValue) : null;
}

/** /reviews with a filter and a page, the page left out when it is the first. */
export function reviewsHref(stars: StarValue | null, page = 1): string {
  const query = new URLSearchParams();
  if (stars !== null) query.set("stars", String(stars));
  if (page > 1) query.set("page", String(page));
  return query.size ? `/reviews?${query}` : "/reviews";
}

export type DistributionRow = { stars: StarValue; count: number; percent: number };

/**
 * One row per star value, five first, each with its share of all reviews rounded to
 * a whole percent (the bar's width; the row's words say the count too).
 */
export function distributionRows(counts: Readonly<Record<StarValue, number>>): DistributionRow[] {
  const total = STAR_VALUES.reduce((sum, s) => sum + counts[s], 0);
  return STAR_VALUES.map((stars) => ({
    stars,
    count: counts[stars],
    percent: total ? Math.round((counts[stars] / total) * 100) : 0,
  }));
}

/** What /reviews shows: the figures over every review, then one page of them. */
export type ReviewsPageData = {
  /** Every published review, whatever its stars or hidden words. */
  summary: { count: number; average: number };
  distribution: Record<StarValue, number>;
  /** The filter, or null for every review. */
  stars: StarValue | null;
  page: number;
  pageCount: number;
  /** How many reviews the filter holds. */
  total: number;
  reviews: PublicReview[];
  /** The owner's link to the store's public reviews elsewhere (Google), or none. */
  elsewhere?: string;
};
