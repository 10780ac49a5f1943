import { describe, expect, test } from "vitest";
import { LIST_SPECS, readCount, SHOWCASE_PAGES, showcasePageOf, SLIDE_LISTS, slideName } from "./showcase.ts";

describe("the showcase's lists", () => {
  test("every public page's list is one of them, with room for what a fresh install has", () => {
    expect(SLIDE_LISTS).toEqual(
      expect.arrayContaining(["trending", "social", "about", "timeline", "groups", "visit", "offers", "featured"]),
    );
    expect([LIST_SPECS.trending.maxSlides, LIST_SPECS.trending.maxImages]).toEqual([6, 3]);
    expect([LIST_SPECS.featured.maxImages, LIST_SPECS.social.maxImages]).toEqual([3, 1]);
    // A page's picture: one, no words (its description is the photo's alt text), kept in its place.
    for (const list of ["about", "visit", "offers"] as const) {
      const { maxSlides, maxImages, words, fixed } = LIST_SPECS[list];
      expect([maxSlides, maxImages, words, fixed]).toEqual([1, 1, [], true]);
    }
    expect([LIST_SPECS.groups.maxSlides, LIST_SPECS.groups.fixed]).toEqual([3, true]);
  });

  test("the screen groups every list once under the public page it feeds", () => {
    const grouped = SHOWCASE_PAGES.flatMap((p) => p.lists.map((l) => l.list));
    expect([...grouped].sort()).toEqual([...SLIDE_LISTS].sort());
    for (const group of SHOWCASE_PAGES) {
      // One page per group: its lists all show on the same public address.
      expect(new Set(group.lists.map((l) => LIST_SPECS[l.list].page)).size).toBe(1);
    }
    expect(showcasePageOf("timeline").name).toBe("About");
    expect(showcasePageOf("featured").name).toBe("Offers");
  });

  test("a count is read as typed, with or without commas; anything else is not a count", () => {
    expect(["", "0", "2847", "2,847", " 1 200 "].map(readCount)).toEqual(["", "0", "2847", "2847", "1200"]);
    expect(["2.8k", "-1", "12345678901", "x"].map(readCount)).toEqual([null, null, null, null]);
  });

  test("a slide is named by its title, a milestone with its year, a tile without words by what its photo shows", () => {
    const named = (list: (typeof SLIDE_LISTS)[number], title: string, shortTitle = "", alt = "") =>
      slideName({ list, title, shortTitle, images: alt ? [{ alt }] : [] });
    expect(named("trending", "Office Ready Formals")).toBe("Office Ready Formals");
    expect(named("timeline", "The flagship studio", "2010")).toBe("2010: The flagship studio");
    expect(named("social", "", "", "A sky-blue linen shirt")).toBe("A sky-blue linen shirt");
    expect(named("visit", "")).toBe("Untitled");
  });
});
