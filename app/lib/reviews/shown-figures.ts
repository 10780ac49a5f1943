import type { HeroClaim } from "../catalogue/collection-view.ts";
import { type Claims, fillClaims, mentionsRating } from "../settings/claims.ts";
import {
  claimsComputed,
  computedClaimWords,
  ratingText,
  reviewCountWords,
  type ReviewSummary,
} from "./review-aggregate.ts";

/**
 * Which rating the public pages state, and when (docs/behaviour.md#shop): the figures
 * computed from reviews of real visits once there are CLAIM_MIN_REVIEWS of them, and
 * until then what the owner states in Settings. Every page that shows a rating (the
 * home stats strip, the brand story, the collection heroes) reads the one claim this
 * builds, so no two pages can disagree.
 */
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

/** The one rating claim: computed from `summary` from CLAIM_MIN_REVIEWS reviews, else the owner's with their link. */
export function ratingClaim(stated: Claims, summary: ReviewSummary): RatingClaim {
  const computed = claimsComputed(summary) ? computedClaimWords(summary) : null;
  if (computed !== null && summary.average !== null) {
    return {
      source: "reviews",
      rating: `${ratingText(summary.average)}/5`,
      basis: `${reviewCountWords(summary.count)} from store visits`,
      text: computed,
      href: REVIEWS_PATH,
      external: false,
    };
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
