import { describe, expect, it } from "vitest";
import { copiedToast } from "./copy-feedback.ts";

// The 2-second copied state is tested where it shows: components/offers/promo-card.test.tsx.
describe("copy feedback", () => {
  it("names the copied code in the 'Code Copied!' toast", () => {
    expect(copiedToast("WELCOME10")).toEqual({
      title: "Code Copied!",
      description: "WELCOME10 has been copied to your clipboard.",
    });
  });
});
