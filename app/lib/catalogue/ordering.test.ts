import { describe, expect, it } from "vitest";
import { applyOrder, moveStep } from "./ordering.ts";
import { readIdList } from "./photo-order.ts";

describe("ordering", () => {
  it("moves one id to the top in one change, the others keeping their order", () => {
    expect(moveStep([1, 2, 3, 4], 3, "first")).toEqual([3, 1, 2, 4]);
    expect(moveStep([1, 2, 3, 4], 1, "first")).toEqual([1, 2, 3, 4]);
    expect(moveStep([1, 2, 3, 4], 9, "first")).toEqual([1, 2, 3, 4]);
  });

  it("a step up or down swaps with the neighbour and stops at the ends", () => {
    expect(moveStep([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveStep([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it("a whole order wins; ids it does not know are dropped, ids it leaves out follow", () => {
    expect(applyOrder([1, 2, 3, 4], { ids: [4, 3, 2, 1] })).toEqual([4, 3, 2, 1]);
    expect(applyOrder([1, 2, 3, 4], { ids: [3, 99, 3, 1] })).toEqual([3, 1, 2, 4]);
  });

  it("reads a posted order of ids", () => {
    expect(readIdList("12,4,9")).toEqual([12, 4, 9]);
    expect(readIdList("12,,x,-3,1234567890,5")).toEqual([12, 5]);
    expect(readIdList(null)).toEqual([]);
  });
});
