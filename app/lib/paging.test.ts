import { describe, expect, it } from "vitest";
import { clampPage, pageNumbers, parsePage, parsePageSize } from "./paging.ts";

describe("paging", () => {
  it("reads ?page= and ignores nonsense", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
  });
  it("keeps the page inside 1..last", () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
  it("bounds the page size", () => {
    expect(parsePageSize("500", 10, 100)).toBe(100);
    expect(parsePageSize("0", 10, 100)).toBe(1);
    expect(parsePageSize(undefined, 10, 100)).toBe(10);
  });
  it("windows the numbered buttons", () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
