import { type Claims, fillClaims, mentionsRating } from "../settings/claims.ts";

/**
 * Which rating the public pages state, and when (docs/behaviour.md#reviews): the
 * figures computed from reviews of real visits once there are enough of them to mean
 * something, and until then what the owner states in Settings. Every page that shows
 * a rating (the home stats strip, the brand story, the collection heroes) reads the
 * one claim this builds, so no two pages can disagree.
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

export type RatingClaim = {
  /** "reviews": computed from the stored reviews; "stated": the owner's figures. */
  source: "reviews" | "stated";
  /** "4.7/5". */
  rating: string;
  /** What the rating rests on: "38 reviews from store visits", or the owner's "2.5k+ reviews". */
  basis: string;
  /** The claim in one line: "4.7/5 · 38 reviews from store visits". */
  text: string;
  /** /reviews for computed figures; the owner's https link (or none) for stated ones. */
  href?: string;
  /** True for the owner's link: another site, opened in a new tab. */
  external: boolean;
};

export const REVIEWS_PATH = "/reviews";

/**
 * The one rating claim: computed from `summary` when it rests on at least
 * SITE_FIGURE_MIN_REVIEWS reviews, else the owner's stated figures with their link.
 */
export function ratingClaim(stated: Claims, summary: ReviewSummary): RatingClaim {
  if (summary.count >= SITE_FIGURE_MIN_REVIEWS) {
    const rating = `${averageWords(summary.average)}/5`;
    const basis = `${reviewsWords(summary.count)} from store visits`;
    return { source: "reviews", rating, basis, text: `${rating} · ${basis}`, href: REVIEWS_PATH, external: false };
  }
  const rating = `${stated.rating}/5`;
  const basis = `${stated.reviews} reviews`;
  return {
    source: "stated",
    rating,
    basis,
    text: `${rating} · ${basis}`,
    ...(stated.reviewsUrl ? { href: stated.reviewsUrl } : {}),
    external: true,
  };
}

/** A collection hero's claim line: its words, and a link when it is the rating. */
export type HeroClaim = { text: string; href?: string; external?: boolean };

/**
 * A hero's claim templates with the figures filled in. A template that names the
 * rating ("{rating} ({reviews} reviews)") shows the one rating claim whole, whatever
 * its own wording, so the heroes say what the home page says; the others ("Loved by
 * {customersShort} customers") keep the owner's stated figures.
 */
export function heroClaims(templates: readonly string[], stated: Claims, rating: RatingClaim): HeroClaim[] {
  return templates.map((template) =>
    mentionsRating(template)
      ? { text: rating.text, ...(rating.href ? { href: rating.href, external: rating.external } : {}) }
      : { text: fillClaims(template, stated) },
  );
}

/** An item's figures as its page and cards show them: the average only from ITEM_AVERAGE_MIN_REVIEWS. */
export type ItemRating = { count: number; average?: number };

export function itemRating(summary: ReviewSummary): ItemRating {
  return summary.count >= ITEM_AVERAGE_MIN_REVIEWS
    ? { count: summary.count, average: Math.round(summary.average * 10) / 10 }
    : { count: summary.count };
}
