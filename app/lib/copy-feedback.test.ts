import { describe, expect, it } from "vitest";
import { copiedToast, linkCopiedToast } from "./copy-feedback.ts";

// The 2-second copied state is tested where it shows: components/offers/promo-card.test.tsx.
describe("copy feedback", () => {
  it("names the copied code in the toast (SPEC §8 'Code Copied!')", () => {
    expect(copiedToast("WELCOME10")).toEqual({
      title: "Code Copied!",
      description: "WELCOME10 has been copied to your clipboard.",
    });
  });

  it("names the item whose link was copied", () => {
    expect(linkCopiedToast("Onion Pink Handwork Sherwani")).toEqual({
      title: "Link Copied!",
      description: "The link to the Onion Pink Handwork Sherwani is on your clipboard.",
    });
  });
});
