import { describe, expect, test } from "vitest";
import { galleryCollections } from "./showcase-views.ts";
import type { Slide } from "./showcase.ts";

const image = { key: "gallery/formal/1", alt: "A charcoal suit", kind: "portrait" } as const;

function slide(id: number, title: string, published = true): Slide {
  const words = { title, subtitle: "", note: "Formals", shortTitle: "", description: "", cta: "", link: "" };
  return { ...words, id, list: "gallery", published, images: [image] };
}

describe("the gallery's collections from the showcase slides", () => {
  test("each is addressed by its title without the word Collection, as shared links read", () => {
    const ids = galleryCollections([
      slide(5, "Formal Collection"),
      slide(6, "Semi-Formal Collection"),
      slide(8, "Premium Shirts"),
    ]).map((c) => c.id);
    expect(ids).toEqual(["formal", "semi-formal", "premium-shirts"]);
  });

  test("two titles that give the same key stay apart by the slide's number; a hidden slide is not listed", () => {
    const ids = galleryCollections([
      slide(5, "Formal Collection"),
      slide(9, "Formal"),
      slide(7, "Clubwear", false),
      slide(11, "Collection"),
    ]).map((c) => c.id);
    expect(ids).toEqual(["formal", "formal-9", "11"]);
  });
});
