import { describe, expect, it } from "vitest";
import { readFields } from "../forms/submission.ts";
import { reviewRequestText } from "./review-message.ts";
import { shortName, shownName } from "./review-names.ts";
import { ASK_INTERVAL_MS, DAY_MS, isLowReview, linkStateOf, nextAskAllowedMs } from "./review-rules.ts";
import { reviewFormSchema } from "./review-schema.ts";
import { isReviewToken, reviewPath } from "./review-token.ts";

describe("asking", () => {
  it("asks a customer at most once a month, whichever visit", () => {
    const asked = Date.UTC(2026, 10, 1);
    expect(nextAskAllowedMs(null, asked)).toBeNull();
    expect(nextAskAllowedMs(asked, asked + 29 * DAY_MS)).toBe(asked + ASK_INTERVAL_MS);
    expect(nextAskAllowedMs(asked, asked + 30 * DAY_MS)).toBeNull();
  });

  it("writes a warm message holding the link, never suggesting a rating", () => {
    const text = reviewRequestText({
      firstName: "Ravi",
      storeName: "The Men's Studio",
      itemTitle: "Ivory Sherwani",
      url: "https://example.in/review/abc",
    });
    expect(text).toContain("Hello Ravi,");
    expect(text).toContain("Ivory Sherwani");
    expect(text).toContain("https://example.in/review/abc");
    expect(text).not.toMatch(/5 stars|five stars|happy/i);
  });

  it("tells a low review (1–2 stars) apart for the owner's call", () => {
    expect([1, 2, 3, 4, 5].map(isLowReview)).toEqual([true, true, false, false, false]);
  });
});

describe("a link", () => {
  const link = { used_ms: null, expires_ms: 2_000 };
  it("is valid until it expires, used once used, gone when its visit is", () => {
    expect(linkStateOf(link, { status: "visited" }, 1_000)).toBe("valid");
    expect(linkStateOf(link, { status: "visited" }, 2_000)).toBe("expired");
    expect(linkStateOf({ ...link, used_ms: 500 }, { status: "visited" }, 3_000)).toBe("used");
    expect(linkStateOf(link, undefined, 1_000)).toBe("gone");
    expect(linkStateOf(link, { status: "no-show" }, 1_000)).toBe("gone");
    expect(linkStateOf(undefined, undefined, 1_000)).toBe("unknown");
  });

  it("has a 43-character base64url token at /review/<token>", () => {
    expect(isReviewToken("a".repeat(43))).toBe(true);
    expect(isReviewToken("a".repeat(42))).toBe(false);
    expect(isReviewToken("a".repeat(42) + "/")).toBe(false);
    expect(reviewPath("abc")).toBe("/review/abc");
  });
});

describe("the review form", () => {
  it("needs 1 to 5 stars; takes words up to 1,000 characters in any script, with the messages' rules", () => {
    const read = (fields: Record<string, unknown>) => readFields(fields, reviewFormSchema);
    const errors = (fields: Record<string, unknown>) => {
      const submission = read(fields);
      return submission.status === "success" ? {} : (submission.error ?? {});
    };
    expect(read({ stars: "4", words: "ಚೆನ್ನಾಗಿದೆ", displayName: "Ravi K.", consent: "on" })).toMatchObject({
      status: "success",
      value: { stars: 4, words: "ಚೆನ್ನಾಗಿದೆ", displayName: "Ravi K.", consent: true },
    });
    expect(errors({ stars: "" }).stars).toEqual(["Please choose from 1 to 5 stars."]);
    expect(errors({ stars: "6" }).stars).toBeDefined();
    expect(errors({ stars: "4.5" }).stars).toBeDefined();
    expect(errors({ stars: "3", words: "x".repeat(1001) }).words).toBeDefined();
    expect(errors({ stars: "3", words: "a\u0000b" }).words).toBeDefined();
    expect(read({ stars: "3", words: "line one\nline two" }).status).toBe("success");
    expect(read({ stars: "3" })).toMatchObject({ status: "success", value: { consent: false, words: "" } });
  });
});

describe("the name a review shows", () => {
  it("is the first name and the initial, never more", () => {
    expect(shortName("Ravi Kumar")).toBe("Ravi K.");
    expect(shortName("  Meera   Lakshmi Iyer ")).toBe("Meera I.");
    expect(shortName("Arjun")).toBe("Arjun");
    expect(shortName("ರವಿ ಕುಮಾರ್")).toBe("ರವಿ ಕ.");
    expect(shortName("")).toBe("");
    expect(shownName("")).toBe("A customer");
  });
});
