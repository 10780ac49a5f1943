import { describe, expect, it } from "vitest";
import { claimsSeed } from "../../content/store.ts";
import { homeStats } from "../settings/showcase-views.ts";
import { itemRating, itemRatingLabel } from "./item-rating.ts";
import { EMPTY_SUMMARY, summarise } from "./review-aggregate.ts";
import { CLAIM_MIN_REVIEWS, ITEM_MIN_REVIEWS } from "./review-rules.ts";
import { heroClaims, ratingClaim } from "./shown-figures.ts";

const stated = { ...claimsSeed, rating: "4.9", reviews: "2.5k+", reviewsUrl: "https://g.page/r/store/review" };
const HERO = ["Loved by {customersShort} customers", "{rating} ({reviews} reviews)"];
/** `count` reviews of `stars` stars each. */
const reviews = (...groups: Array<[stars: number, count: number]>) =>
  summarise(groups.map(([stars, n]) => ({ stars, n })));

describe("the rating claim every page states", () => {
  it("states the owner's figures, with the owner's link, below five reviews", () => {
    for (const count of [0, 1, CLAIM_MIN_REVIEWS - 1]) {
      expect(ratingClaim(stated, reviews([2, count]))).toEqual({
        source: "stated",
        rating: "4.9/5",
        basis: "2.5k+ reviews",
        text: "4.9/5 · 2.5k+ reviews",
        href: "https://g.page/r/store/review",
        external: true,
      });
    }
    // No link given: none shown.
    expect(ratingClaim({ ...stated, reviewsUrl: "" }, EMPTY_SUMMARY).href).toBeUndefined();
  });

  it("states the reviews' average and count, linked to /reviews, from five reviews", () => {
    // 26 fives, 12 fours: 4.68 -> 4.7.
    expect(ratingClaim(stated, reviews([5, 26], [4, 12]))).toEqual({
      source: "reviews",
      rating: "4.7/5",
      basis: "38 reviews from store visits",
      text: "4.7/5 · 38 reviews from store visits",
      href: "/reviews",
      external: false,
    });
    // A low average is stated as it is: the figure is honest, not flattering.
    expect(ratingClaim(stated, reviews([2, 4], [3, 1])).text).toBe("2.2/5 · 5 reviews from store visits");
  });

  it("gives the home strip and the heroes the same figure", () => {
    const computed = ratingClaim(stated, reviews([5, 3], [4, 3]));
    const strip = homeStats(stated, 1984, 2026, computed)[1]!;
    expect(strip).toEqual({ value: "4.5/5", label: "6 reviews from store visits", href: "/reviews", external: false });
    expect(heroClaims(HERO, stated, computed)).toEqual([
      { text: "Loved by 10k+ customers" },
      { text: "4.5/5 · 6 reviews from store visits", href: "/reviews", external: false },
    ]);
    // Stated: the strip keeps its label and the owner's link, opened as another site.
    const statedClaim = ratingClaim(stated, EMPTY_SUMMARY);
    expect(homeStats(stated, 1984, 2026, statedClaim)[1]).toEqual({
      value: "4.9/5",
      label: "Customer Rating",
      href: "https://g.page/r/store/review",
      external: true,
    });
    expect(heroClaims(HERO, stated, statedClaim)[1]).toEqual({
      text: "4.9/5 · 2.5k+ reviews",
      href: "https://g.page/r/store/review",
      external: true,
    });
    // Without a computed figure the strip is what it always was.
    expect(homeStats(stated, 1984, 2026)).toEqual(homeStats(stated, 1984, 2026, statedClaim));
  });
});

describe("an item's figures", () => {
  it("show the average only from three reviews", () => {
    expect(itemRating(reviews([5, ITEM_MIN_REVIEWS - 1]))).toEqual({ count: 2 });
    expect(itemRating(reviews([5, 1], [4, 1], [4, 1]))).toEqual({ count: 3, average: 4.3 });
    expect(itemRatingLabel(4.3, 3)).toBe("Rated 4.3 out of 5 from 3 reviews");
  });
});
