import { describe, expect, it } from "vitest";
import { distributionRows, parseStarsFilter, publicReview, reviewsHref, type ReviewRow } from "./public-reviews.ts";

const TZ = "Asia/Kolkata";
const row: ReviewRow = {
  id: 7,
  stars: 4,
  words: "  Fitted the sherwani in two days.  ",
  words_consented: 1,
  words_hidden_at: null,
  display_name: "Ravi K.",
  // 31 October 20:00 UTC is 1 November on the store's calendar.
  created_at: "2026-10-31T20:00:00.000Z",
  answer: null,
  answered_at: null,
  answered_by: null,
};

describe("a review as a visitor reads it", () => {
  it("shows consented words, the name, and the month on the store's calendar", () => {
    expect(publicReview(row, TZ)).toEqual({
      id: 7,
      stars: 4,
      words: "Fitted the sherwani in two days.",
      name: "Ravi K.",
      month: "November 2026",
      date: "2026-11-01",
    });
  });

  it("is 'rating only' without consent, with its words hidden, or with none", () => {
    expect(publicReview({ ...row, words_consented: 0 }, TZ).words).toBeNull();
    expect(publicReview({ ...row, words_hidden_at: "2026-11-02T10:00:00Z" }, TZ).words).toBeNull();
    expect(publicReview({ ...row, words: "   " }, TZ).words).toBeNull();
  });

  it("names a deleted customer 'A customer', and shows the store's answer with who and when", () => {
    const shown = publicReview(
      { ...row, display_name: "", answer: "Thank you, Ravi!", answered_at: "2026-11-03T05:00:00Z", answered_by: "Priya" },
      TZ,
      { title: "Onion Pink Sherwani", href: "/groom/onion-pink" },
    );
    expect(shown.name).toBe("A customer");
    expect(shown.answer).toEqual({ text: "Thank you, Ravi!", by: "Priya", on: "3 November 2026" });
    expect(shown.item).toEqual({ title: "Onion Pink Sherwani", href: "/groom/onion-pink" });
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

  it("gives every star value a row, five first, with its share", () => {
    expect(distributionRows({ 5: 3, 4: 1, 3: 0, 2: 0, 1: 0 })).toEqual([
      { stars: 5, count: 3, percent: 75 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(distributionRows({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 }).every((r) => r.percent === 0)).toBe(true);
  });
});
