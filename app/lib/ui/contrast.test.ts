import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";

describe("contrastRatio", () => {
  it("gives WCAG's figures for known pairs", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // WCAG's own example threshold: #767676 on white is the lightest grey at 4.5:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
  });
});
