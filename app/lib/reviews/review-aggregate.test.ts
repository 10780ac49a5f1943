import { describe, expect, it } from "vitest";
import {
  claimsComputed,
  computedClaimWords,
  distributionBars,
  itemAverageShown,
  ratingText,
  roundRating,
  summarise,
} from "./review-aggregate.ts";

describe("the figures computed from reviews", () => {
  it("averages every review whatever its stars, to one decimal, rounding half up", () => {
    const summary = summarise([
      { stars: 5, n: 2 },
      { stars: 4, n: 2 },
      { stars: 2, n: 1 },
      { stars: 1, n: 1 },
    ]);
    expect(summary).toEqual({ count: 6, average: 3.5, distribution: [1, 1, 0, 2, 2] });
    expect(roundRating(93, 20)).toBe(4.7); // 4.65
    expect(roundRating(0, 0)).toBeNull();
    expect(summarise([])).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });

  it("ignores what is not a star value", () => {
    expect(
      summarise([
        { stars: 0, n: 3 },
        { stars: 6, n: 1 },
        { stars: 3, n: 1 },
      ]).count,
    ).toBe(1);
  });

  it("words the claims: one decimal always, the count, from store visits", () => {
    expect(ratingText(5)).toBe("5.0");
    const summary = {
      count: 38,
      average: 4.7,
      distribution: [0, 1, 2, 5, 30] as [number, number, number, number, number],
    };
    expect(computedClaimWords(summary)).toBe("4.7/5 · 38 reviews from store visits");
    expect(computedClaimWords({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] })).toBe(
      "5.0/5 · 1 review from store visits",
    );
    expect(computedClaimWords({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] })).toBeNull();
  });

  it("computes the claims from 5 reviews and an item's average from 3", () => {
    expect(claimsComputed({ count: 4 })).toBe(false);
    expect(claimsComputed({ count: 5 })).toBe(true);
    expect(itemAverageShown({ count: 2 })).toBe(false);
    expect(itemAverageShown({ count: 3 })).toBe(true);
  });

  it("gives each star value a bar, 5 stars first, as a share of the count", () => {
    expect(
      distributionBars(
        summarise([
          { stars: 5, n: 3 },
          { stars: 1, n: 1 },
        ]),
      ),
    ).toEqual([
      { stars: 5, count: 3, percent: 75 },
      { stars: 4, count: 0, percent: 0 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });
});
