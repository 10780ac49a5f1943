import { describe, expect, it } from "vitest";
import { moveIntent } from "./move-intent.ts";

describe("moveIntent", () => {
  it("reads what moves and which way from a MoveButtons value", () => {
    expect(moveIntent("offer:up:12", ["offer"])).toEqual({ kind: "offer", id: 12, step: -1 });
    expect(moveIntent("item:down:3", ["filter", "item"])).toEqual({ kind: "item", id: 3, step: 1 });
  });

  it("reads a move to the top only where the list has one", () => {
    expect(moveIntent("photo:first:7", ["photo"], { first: true })).toEqual({ kind: "photo", id: 7, step: "first" });
    expect(moveIntent("photo:up:7", ["photo"], { first: true })).toEqual({ kind: "photo", id: 7, step: -1 });
    expect(moveIntent("offer:first:7", ["offer"])).toBeNull();
  });

  it("refuses any other value", () => {
    for (const value of ["up", "offer:left:1", "slide:up:1", "offer:up:", "offer:up:1234567890", "offer:up:1x", null]) {
      expect(moveIntent(value, ["offer"]), String(value)).toBeNull();
    }
  });
});
