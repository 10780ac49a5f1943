import { describe, expect, it } from "vitest";
import { counterText, galleryReducer, NO_VIEW } from "./gallery-view.ts";

describe("gallery view", () => {
  it("opens the carousel from a card at the first image", () => {
    expect(galleryReducer(NO_VIEW, { type: "open-carousel", collectionId: "formal" })).toEqual({
      mode: "carousel",
      collectionId: "formal",
      index: 0,
    });
  });

  it("goes from the grid to the carousel at the chosen image", () => {
    const grid = galleryReducer(NO_VIEW, { type: "open-grid", collectionId: "clubwear" });
    expect(grid).toEqual({ mode: "grid", collectionId: "clubwear" });
    expect(galleryReducer(grid, { type: "choose-image", index: 3 })).toEqual({
      mode: "carousel",
      collectionId: "clubwear",
      index: 3,
    });
  });

  it("ignores an image choice outside the grid and closes back to nothing", () => {
    expect(galleryReducer(NO_VIEW, { type: "choose-image", index: 2 })).toBe(NO_VIEW);
    expect(galleryReducer({ mode: "carousel", collectionId: "formal", index: 2 }, { type: "close" })).toEqual(NO_VIEW);
    expect(galleryReducer({ mode: "grid", collectionId: "formal" }, { type: "close" })).toEqual(NO_VIEW);
  });

  it("counts from 1", () => {
    expect(counterText(0, 6)).toBe("1 / 6");
    expect(counterText(5, 6)).toBe("6 / 6");
  });
});
