import { describe, expect, it } from "vitest";
import { counterText, gallerySearch, type GalleryView, NO_VIEW, parseGalleryView } from "./gallery-view.ts";

const collections = [
  { id: "formal", images: [1, 2, 3, 4, 5, 6] },
  { id: "clubwear", images: [1, 2, 3, 4] },
];
const parse = (query: string) => parseGalleryView(new URLSearchParams(query), collections);

describe("gallery view in the URL", () => {
  it("opens nothing without a known collection", () => {
    expect(parse("")).toEqual(NO_VIEW);
    expect(parse("collection=denim&image=2")).toEqual(NO_VIEW);
    expect(parse("image=2")).toEqual(NO_VIEW);
  });

  it("opens the fullscreen view at the image asked for, counting from 1", () => {
    expect(parse("collection=formal&image=1")).toEqual({ mode: "carousel", collectionId: "formal", index: 0 });
    expect(parse("collection=formal&image=6")).toEqual({ mode: "carousel", collectionId: "formal", index: 5 });
    expect(parse("collection=clubwear")).toEqual({ mode: "carousel", collectionId: "clubwear", index: 0 });
  });

  it("opens the first image for an image number the collection does not have", () => {
    for (const image of ["0", "7", "2.5", "-1", "two", ""]) {
      expect(parse(`collection=formal&image=${image}`), image).toEqual({
        mode: "carousel",
        collectionId: "formal",
        index: 0,
      });
    }
  });

  it("opens the grid for view=all; an image with it is the fullscreen view", () => {
    expect(parse("collection=clubwear&view=all")).toEqual({ mode: "grid", collectionId: "clubwear" });
    expect(parse("collection=clubwear&view=all&image=3")).toEqual({
      mode: "carousel",
      collectionId: "clubwear",
      index: 2,
    });
  });

  it("writes each view as the query that reads back as it", () => {
    const views: GalleryView[] = [
      NO_VIEW,
      { mode: "grid", collectionId: "formal" },
      { mode: "carousel", collectionId: "formal", index: 0 },
      { mode: "carousel", collectionId: "clubwear", index: 3 },
    ];
    for (const view of views) expect(parse(gallerySearch(view).slice(1))).toEqual(view);
    expect(gallerySearch({ mode: "carousel", collectionId: "formal", index: 2 })).toBe("?collection=formal&image=3");
    expect(gallerySearch({ mode: "grid", collectionId: "formal" })).toBe("?collection=formal&view=all");
    expect(gallerySearch(NO_VIEW)).toBe("");
  });

  it("counts from 1", () => {
    expect(counterText(0, 6)).toBe("1 / 6");
    expect(counterText(5, 6)).toBe("6 / 6");
  });
});
