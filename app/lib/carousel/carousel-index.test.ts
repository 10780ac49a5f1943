import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, slideLabel, wrapIndex } from "./carousel-index.ts";

describe("carousel index", () => {
  it("moves forward and wraps from the last to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("moves back and wraps from the first to the last", () => {
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("normalises any integer into range and copes with empty lists", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it("labels slides 1-based", () => {
    expect(slideLabel(0, 6)).toBe("1 of 6");
    expect(slideLabel(5, 6)).toBe("6 of 6");
  });
});
