import { describe, expect, it } from "vitest";
import {
  hideReasonLabel,
  isNewReview,
  parseReviewFilter,
  reviewFilterQuery,
  storeMonth,
  wordsState,
} from "./staff-figures.ts";

describe("the staff side's time rules for reviews", () => {
  it("takes the store's calendar month, not the server's", () => {
    // 30 Nov 2026, 20:00 UTC is already 1 Dec in Bangalore (UTC+5:30).
    const month = storeMonth(Date.parse("2026-11-30T20:00:00Z"), "Asia/Kolkata");
    expect(month).toEqual({
      fromIso: "2026-11-30T18:30:00.000Z",
      toIso: "2026-12-31T18:30:00.000Z",
      label: "December 2026",
    });
    expect(storeMonth(Date.parse("2026-12-31T12:00:00Z"), "UTC").toIso).toBe("2027-01-01T00:00:00.000Z");
  });

  it("marks a review New for a week", () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    expect(isNewReview("2026-11-21T10:00:01Z", now)).toBe(true);
    expect(isNewReview("2026-11-20T10:00:00Z", now)).toBe(false);
  });
});

describe("what a review's words are to the site", () => {
  it("shows them only with consent and while not hidden", () => {
    expect(wordsState({ allWords: "", wordsConsented: true, hidden: null })).toBe("none");
    expect(wordsState({ allWords: "Good fit", wordsConsented: true, hidden: { by: "Ravi" } })).toBe("hidden");
    expect(wordsState({ allWords: "Good fit", wordsConsented: false, hidden: null })).toBe("private");
    expect(wordsState({ allWords: "Good fit", wordsConsented: true, hidden: null })).toBe("shown");
    expect(hideReasonLabel("customer-asked")).toBe("The customer asked");
  });
});

describe("the Reviews screen's filter", () => {
  it("keeps the filter in the URL and ignores what it does not know", () => {
    expect(parseReviewFilter(new URLSearchParams("stars=2&words=hidden"))).toEqual({
      stars: 2,
      hidden: true,
      spam: false,
    });
    expect(parseReviewFilter(new URLSearchParams("stars=9&words=x&status=spam"))).toEqual({
      stars: null,
      hidden: false,
      spam: true,
    });
    expect(reviewFilterQuery({ stars: 1, hidden: true, spam: false }, 2)).toBe("?stars=1&words=hidden&page=2");
    expect(reviewFilterQuery({ stars: null, hidden: false, spam: false })).toBe("");
  });
});
