import { describe, expect, it } from "vitest";
import { parseStarsFilter, type ReadReview, reviewsHref, shownReview } from "./public-reviews.ts";

const TZ = "Asia/Kolkata";
const review: ReadReview = {
  id: 7,
  stars: 4,
  words: "Fitted the sherwani in two days.",
  name: "Ravi K.",
  // 31 October 20:00 UTC is 1 November on the store's calendar.
  createdAt: "2026-10-31T20:00:00.000Z",
  item: { title: "Onion Pink Sherwani" },
  answer: null,
};

describe("a review as a visitor reads it", () => {
  it("shows the words, the name, the month on the store's calendar, and the piece linked while published", () => {
    expect(shownReview(review, TZ, { itemHref: "/groom/onion-pink" })).toEqual({
      id: 7,
      stars: 4,
      words: "Fitted the sherwani in two days.",
      name: "Ravi K.",
      month: "November 2026",
      date: "2026-11-01",
      item: { title: "Onion Pink Sherwani", href: "/groom/onion-pink" },
    });
    // A piece no longer published keeps its name, without a link.
    expect(shownReview(review, TZ).item).toEqual({ title: "Onion Pink Sherwani" });
    // On the item's own page the review does not name it again.
    expect(shownReview(review, TZ, { withItem: false })).not.toHaveProperty("item");
  });

  it("is 'rating only' without words, and shows the store's answer with who and when", () => {
    const shown = shownReview(
      { ...review, words: null, answer: { text: "Thank you, Ravi!", by: "Priya", at: "2026-11-03T05:00:00Z" } },
      TZ,
    );
    expect(shown.words).toBeNull();
    expect(shown.answer).toEqual({ text: "Thank you, Ravi!", by: "Priya", on: "3 November 2026" });
  });
});

describe("the /reviews page's rules", () => {
  it("reads a star filter of 1 to 5 only", () => {
    expect(parseStarsFilter("5")).toBe(5);
    for (const v of ["0", "6", "4.5", "five", "", null, undefined, "55"]) expect(parseStarsFilter(v)).toBeNull();
  });

  it("links pages without the first page's number", () => {
    expect(reviewsHref(null)).toBe("/reviews");
    expect(reviewsHref(null, 1)).toBe("/reviews");
    expect(reviewsHref(2, 3)).toBe("/reviews?stars=2&page=3");
    expect(reviewsHref(null, 2)).toBe("/reviews?page=2");
  });
});
