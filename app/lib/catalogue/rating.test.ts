import { describe, expect, it } from "vitest";
import { starCount } from "./rating.ts";

describe("starCount", () => {
  it("is the floor of the rating", () => {
    expect(starCount(4.9)).toBe(4);
    expect(starCount(4.4)).toBe(4);
    expect(starCount(5)).toBe(5);
    expect(starCount(3.99)).toBe(3);
  });

  it("stays within 0..5", () => {
    expect(starCount(7)).toBe(5);
    expect(starCount(-1)).toBe(0);
    expect(starCount(Number.NaN)).toBe(0);
  });
});
