import { describe, expect, it } from "vitest";
import { claimsSeed } from "../../content/store.ts";
import { homeStats } from "../settings/showcase-views.ts";
import {
  averageWords,
  ITEM_AVERAGE_MIN_REVIEWS,
  itemRating,
  itemRatingLabel,
  NO_REVIEWS,
  reviewsWords,
  SITE_FIGURE_MIN_REVIEWS,
} from "./figures.ts";
import { heroClaims, ratingClaim } from "./shown-figures.ts";

const stated = { ...claimsSeed, rating: "4.9", reviews: "2.5k+", reviewsUrl: "https://g.page/r/store/review" };
const HERO = ["Loved by {customersShort} customers", "{rating} ({reviews} reviews)"];

describe("the rating claim every page states", () => {
  it("states the owner's figures, with the owner's link, below five reviews", () => {
    for (const count of [0, 1, SITE_FIGURE_MIN_REVIEWS - 1]) {
      expect(ratingClaim(stated, { count, average: 2 })).toEqual({
        source: "stated",
        rating: "4.9/5",
        basis: "2.5k+ reviews",
        text: "4.9/5 · 2.5k+ reviews",
        href: "https://g.page/r/store/review",
        external: true,
      });
    }
    // No link given: none shown.
    expect(ratingClaim({ ...stated, reviewsUrl: "" }, NO_REVIEWS).href).toBeUndefined();
  });

  it("states the reviews' average and count, linked to /reviews, from five reviews", () => {
    expect(ratingClaim(stated, { count: 38, average: 4.6842 })).toEqual({
      source: "reviews",
      rating: "4.7/5",
      basis: "38 reviews from store visits",
      text: "4.7/5 · 38 reviews from store visits",
      href: "/reviews",
      external: false,
    });
    // A low average is stated as it is: the figure is honest, not flattering.
    expect(ratingClaim(stated, { count: 5, average: 2.2 }).text).toBe("2.2/5 · 5 reviews from store visits");
  });

  it("writes averages with one decimal and counts the Indian way", () => {
    expect(averageWords(4.65)).toBe("4.7");
    expect(averageWords(5)).toBe("5.0");
    expect(averageWords(4.04)).toBe("4.0");
    expect(reviewsWords(1)).toBe("1 review");
    expect(reviewsWords(123456)).toBe("1,23,456 reviews");
  });

  it("gives the home strip and the heroes the same figure", () => {
    const computed = ratingClaim(stated, { count: 6, average: 4.5 });
    const strip = homeStats(stated, 1984, 2026, computed)[1]!;
    expect(strip).toEqual({ value: "4.5/5", label: "6 reviews from store visits", href: "/reviews", external: false });
    expect(heroClaims(HERO, stated, computed)).toEqual([
      { text: "Loved by 10k+ customers" },
      { text: "4.5/5 · 6 reviews from store visits", href: "/reviews", external: false },
    ]);
    // Stated: the strip keeps its label and the owner's link, opened as another site.
    const statedClaim = ratingClaim(stated, NO_REVIEWS);
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
  });
});

describe("an item's figures", () => {
  it("show the average only from three reviews", () => {
    expect(itemRating({ count: ITEM_AVERAGE_MIN_REVIEWS - 1, average: 5 })).toEqual({ count: 2 });
    expect(itemRating({ count: ITEM_AVERAGE_MIN_REVIEWS, average: 13 / 3 })).toEqual({ count: 3, average: 4.3 });
    expect(itemRatingLabel(4.3, 3)).toBe("Rated 4.3 out of 5 from 3 reviews");
  });
});
