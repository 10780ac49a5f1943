import { describe, expect, test } from "vitest";
import {
  featuredCards,
  galleryCollections,
  groupPictures,
  pagePicture,
  socialTiles,
  timelineEntries,
  trendingCategories,
} from "./showcase-views.ts";
import type { ImageRef } from "../media/image-ref.ts";
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

describe("the other showcase lists as their pages read them", () => {
  const cover: ImageRef = { key: "media/aa", alt: "A navy blazer on a rail", kind: "portrait" };
  const second: ImageRef = { key: "media/bb", alt: "Grey trousers", kind: "portrait" };
  function listSlide(list: Slide["list"], words: Partial<Slide>, images = [cover], published = true): Slide {
    const blank = { title: "", subtitle: "", note: "", shortTitle: "", description: "", cta: "", link: "" };
    return { ...blank, ...words, id: 3, list, published, images };
  }

  test("a social tile shows a count only when one was typed, and opens its post when it has one", () => {
    const tiles = socialTiles([
      listSlide("social", {}),
      listSlide("social", { note: "2847", link: "https://www.instagram.com/p/Cx1/" }),
    ]);
    expect(tiles.map((t) => [t.likes, t.link])).toEqual([
      [null, null],
      [2847, "https://www.instagram.com/p/Cx1/"],
    ]);
  });

  test("a trending card and a featured card keep their photos in order, the cover first; hidden ones are left out", () => {
    const cards = trendingCategories([
      listSlide("trending", { title: "Formals", link: "/collections/formals" }, [second, cover]),
      listSlide("trending", { title: "Hidden" }, [cover], false),
    ]);
    expect(cards).toEqual([
      { title: "Formals", description: "", link: "/collections/formals", images: [second, cover] },
    ]);
    const [featured] = featuredCards([
      listSlide("featured", { title: "Polos", shortTitle: "US Polo", note: "Casual" }),
    ]);
    expect(featured).toEqual({
      id: "3",
      name: "Polos",
      brand: "US Polo",
      category: "Casual",
      link: null,
      images: [cover],
    });
    expect(featured).not.toHaveProperty("rating");
  });

  test("a page's picture is the owner's, else the fresh install's; a milestone reads its year", () => {
    const seed = { key: "site/visit/store-interior", alt: "Inside the store", kind: "landscape", art: {} } as const;
    expect(pagePicture([listSlide("visit", {})], seed)).toEqual(cover);
    expect(pagePicture([listSlide("visit", {}, [cover], false)], seed)).toEqual({
      key: "site/visit/store-interior",
      alt: "Inside the store",
      kind: "landscape",
    });
    expect(
      timelineEntries([listSlide("timeline", { shortTitle: "1984", title: "A counter", description: "Cloth." })]),
    ).toEqual([{ year: "1984", title: "A counter", text: "Cloth.", image: cover }]);
  });

  test("each collection group finds its picture by its title, else keeps the fresh install's", () => {
    const seeded = (title: string) => ({
      title,
      image: { key: `site/about/${title}`, alt: title, kind: "portrait" as const },
    });
    const pictures = groupPictures(
      [listSlide("groups", { title: "Celebrations" }), listSlide("groups", { title: "Comfort" }, [cover], false)],
      [seeded("Everyday"), seeded("Celebrations"), seeded("Comfort")],
    );
    expect(pictures.map((p) => p.key)).toEqual(["site/about/Everyday", "media/aa", "site/about/Comfort"]);
  });
});
