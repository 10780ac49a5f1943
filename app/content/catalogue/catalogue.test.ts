import { describe, expect, it } from "vitest";
import {
  applyFilter,
  chooseCategory,
  chooseType,
  defaultState,
  type FilterDefinition,
} from "../../lib/catalogue/collection-filter.ts";
import { casualCollection, casualFilters } from "./casual.ts";
import type { CatalogueItem } from "../../lib/catalogue/catalogue-item.ts";
import type { Collection } from "./catalogue-item.ts";
import { catalogueItemSchema } from "../../lib/catalogue/catalogue-schema.ts";
import { clubwearCollection, clubwearFilters } from "./clubwear.ts";
import { dhotiCollection, dhotiFilters } from "./dhoti.ts";
import { formalCollection, formalFilters } from "./formals.ts";
import { groomCollection, groomFilters } from "./groom.ts";
import { catalogueImageRequests } from "./image-requests.ts";
import { INNERWEAR_BRANDS, innerwearCollection, innerwearFilters } from "./innerwear.ts";
import { nightwearCollection, nightwearFilters } from "./nightwear.ts";
import { winterCollection, winterFilters } from "./winter.ts";

type Case = { name: string; collection: Collection; filters: FilterDefinition; count: number; images: number };

/** Items and pictures per item of each collection (docs/behaviour.md#collection-list). */
const cases: Case[] = [
  { name: "formal", collection: formalCollection, filters: formalFilters, count: 9, images: 2 },
  { name: "casual", collection: casualCollection, filters: casualFilters, count: 13, images: 4 },
  { name: "clubwear", collection: clubwearCollection, filters: clubwearFilters, count: 9, images: 3 },
  { name: "nightwear", collection: nightwearCollection, filters: nightwearFilters, count: 5, images: 3 },
  { name: "groom", collection: groomCollection, filters: groomFilters, count: 28, images: 4 },
  { name: "winter", collection: winterCollection, filters: winterFilters, count: 7, images: 3 },
  { name: "innerwear", collection: innerwearCollection, filters: innerwearFilters, count: 10, images: 3 },
  { name: "dhoti", collection: dhotiCollection, filters: dhotiFilters, count: 8, images: 3 },
];

const count = (c: Collection, def: FilterDefinition, category: string, type: string | null = null) =>
  applyFilter(c.items, { category, type }, def).length;

describe.each(cases)("$name collection", ({ collection, filters, count: expected, images }) => {
  it(`has ${expected} items, each valid by the schema`, () => {
    expect(collection.items).toHaveLength(expected);
    for (const item of collection.items) expect(() => catalogueItemSchema.parse(item), item.slug).not.toThrow();
  });

  it(`has ${images} images per item, each with its own key and a describing alt`, () => {
    for (const item of collection.items) {
      expect(item.images, item.slug).toHaveLength(images);
      expect(new Set(item.images.map((i) => i.key)).size).toBe(images);
      expect(new Set(item.images.map((i) => i.alt)).size).toBe(images);
      item.images.forEach((image, i) => expect(image.key).toBe(`catalogue/${collection.id}/${item.slug}-${i + 1}`));
    }
  });

  it("has unique slugs and titles", () => {
    expect(new Set(collection.items.map((i) => i.slug)).size).toBe(expected);
    expect(new Set(collection.items.map((i) => i.title)).size).toBe(expected);
  });

  it("every filter option shows at least one item", () => {
    for (const option of filters.categories?.options ?? [])
      expect(count(collection, filters, option.value), option.label).toBeGreaterThan(0);
    for (const option of filters.types?.options ?? [])
      expect(count(collection, filters, "all", option.value), option.label).toBeGreaterThan(0);
  });

  it("every item's type is offered by the type chips (when the screen has them)", () => {
    const rows = filters.typesByCategory
      ? Object.values(filters.typesByCategory)
      : filters.types
        ? [filters.types]
        : [];
    if (rows.length === 0) return;
    const offered = new Set(rows.flatMap((r) => r.options.map((o) => o.value)));
    for (const item of collection.items) expect(offered.has(item.type), `${item.slug}: ${item.type}`).toBe(true);
  });

  it("an item's extra types are other types of its own row", () => {
    for (const item of collection.items) {
      if (!item.extraTypes) continue;
      const row = filters.typesByCategory?.[item.category ?? ""] ?? filters.types;
      const offered = new Set(row?.options.map((o) => o.value));
      expect(new Set(item.extraTypes).size, item.slug).toBe(item.extraTypes.length);
      for (const type of item.extraTypes) {
        expect(offered.has(type), `${item.slug}: ${type}`).toBe(true);
        expect(type, item.slug).not.toBe(item.type);
      }
    }
  });
});

describe("filter result counts per screen", () => {
  it("formal: default shirts 3 (no formal-tee), trousers 2, T-shirts 1, blazers 1, suits 2", () => {
    const f = (c: string) => count(formalCollection, formalFilters, c);
    expect(defaultState(formalFilters).category).toBe("shirts");
    expect(f("shirts")).toBe(3);
    expect(
      applyFilter(formalCollection.items, defaultState(formalFilters), formalFilters).some(
        (i) => i.type === "formal-tee",
      ),
    ).toBe(false);
    expect(f("trousers")).toBe(2);
    expect(f("t-shirts")).toBe(1);
    expect(applyFilter(formalCollection.items, { category: "t-shirts", type: null }, formalFilters)[0]!.type).toBe(
      "formal-tee",
    );
    expect(f("blazers")).toBe(1);
    expect(f("suits")).toBe(2);
    expect(f("shirts") + f("trousers") + f("t-shirts") + f("blazers") + f("suits")).toBe(9);
  });

  it("formal: ratings are 4.4–4.9 and every item has one", () => {
    for (const item of formalCollection.items) expect(item.rating).toBeGreaterThanOrEqual(4.4);
    for (const item of formalCollection.items) expect(item.rating).toBeLessThanOrEqual(4.9);
  });

  it("casual: all 13 and each category", () => {
    const expected: Record<string, number> = {
      all: 13,
      "casual-shirts": 3,
      "cotton-trousers": 1,
      "denim-jeans": 2,
      "fancy-t-shirts": 1,
      "korean-t-shirts": 1,
      "stitchless-shirts": 1,
      cargos: 1,
      joggers: 1,
      coudray: 2,
    };
    for (const [category, n] of Object.entries(expected))
      expect(count(casualCollection, casualFilters, category), category).toBe(n);
  });

  it("clubwear: all and men are 9; each type chip 1, with all or men", () => {
    expect(count(clubwearCollection, clubwearFilters, "all")).toBe(9);
    expect(count(clubwearCollection, clubwearFilters, "men")).toBe(9);
    for (const option of clubwearFilters.types!.options) {
      expect(count(clubwearCollection, clubwearFilters, "all", option.value), option.label).toBe(1);
      expect(count(clubwearCollection, clubwearFilters, "men", option.value), option.label).toBe(1);
    }
  });

  it("nightwear: all 5, one per filter", () => {
    expect(count(nightwearCollection, nightwearFilters, "all")).toBe(5);
    for (const option of nightwearFilters.types!.options)
      expect(count(nightwearCollection, nightwearFilters, "all", option.value)).toBe(1);
  });

  it("groom: 28 = traditional 13 + shirts 8 + accessories 7, and every sub-filter", () => {
    expect(count(groomCollection, groomFilters, "all")).toBe(28);
    expect(count(groomCollection, groomFilters, "traditional")).toBe(13);
    expect(count(groomCollection, groomFilters, "shirts")).toBe(8);
    expect(count(groomCollection, groomFilters, "accessories")).toBe(7);
    // Cross-listed pieces count under each of their sub-filters (the handwork sherwani
    // is under Sherwani and Handwork), never twice under their group.
    const several: Record<string, number> = {
      sherwani: 3,
      handwork: 2,
      "kurta-pyjama": 2,
      jodhpuri: 2,
      suit: 2,
      "party-wear": 2,
    };
    for (const [group, row] of Object.entries(groomFilters.typesByCategory!)) {
      for (const option of row.options) {
        expect(count(groomCollection, groomFilters, group, option.value), `${group}/${option.value}`).toBe(
          several[option.value] ?? 1,
        );
      }
    }
  });

  it("groom: the Sherwani sub-filter finds the Onion Pink Handwork Sherwani", () => {
    const sherwanis = applyFilter(groomCollection.items, { category: "traditional", type: "sherwani" }, groomFilters);
    expect(sherwanis.map((i) => i.slug)).toContain("onion-pink-handwork-sherwani");
  });

  it("groom: choosing a group clears the sub-filter; All Collections resets both", () => {
    const sherwanis = chooseType(chooseCategory(defaultState(groomFilters), "traditional"), "sherwani");
    expect(applyFilter(groomCollection.items, sherwanis, groomFilters)).toHaveLength(3);
    expect(applyFilter(groomCollection.items, chooseCategory(sherwanis, "shirts"), groomFilters)).toHaveLength(8);
    expect(applyFilter(groomCollection.items, chooseCategory(sherwanis, "all"), groomFilters)).toHaveLength(28);
  });

  it("groom: every item has a price as display text and four images", () => {
    for (const item of groomCollection.items) {
      expect(item.price).toMatch(/^₹[\d,]+$/);
      expect(item.images).toHaveLength(4);
    }
  });

  it("winter: 7 items, one per type, each with fabric and a warmth level", () => {
    expect(new Set(winterCollection.items.map((i) => i.type)).size).toBe(7);
    for (const option of winterFilters.types!.options)
      expect(count(winterCollection, winterFilters, "all", option.value)).toBe(1);
    for (const item of winterCollection.items) {
      expect(item.fabric).toBeTruthy();
      expect(["High", "Medium-High", "Medium", "Very High"]).toContain(item.warmth);
    }
  });

  it("innerwear: all 10, brands 7, each brand, and each type", () => {
    const f = (c: string, t: string | null = null) => count(innerwearCollection, innerwearFilters, c, t);
    expect(f("all")).toBe(10);
    expect(f("brands")).toBe(7);
    expect(f("us-polo-assn")).toBe(2);
    expect(f("jockey")).toBe(2);
    expect(f("ramraj")).toBe(2);
    expect(f("minister-white")).toBe(1);
    const types: Record<string, number> = {
      "t-shirts": 2,
      innerwear: 3,
      shirts: 1,
      collections: 1,
      korean: 1,
      shorts: 1,
      combo: 1,
    };
    for (const [type, n] of Object.entries(types)) {
      expect(f("all", type), type).toBe(n);
      // A filter also matches by item type.
      expect(f(type), type).toBe(n);
    }
    expect(f("brands", "t-shirts")).toBe(1);
    expect(f("jockey", "innerwear")).toBe(1);
    expect(f("ramraj", "shirts")).toBe(0);
  });

  it("innerwear: brands are exactly the four printed, and every item has fabric and fit", () => {
    const brands = new Set(innerwearCollection.items.flatMap((i) => (i.brand ? [i.brand] : [])));
    expect([...brands].sort()).toEqual([...INNERWEAR_BRANDS].sort());
    for (const item of innerwearCollection.items) expect(item.fabric && item.fit).toBeTruthy();
  });

  it("dhoti: 8 items with fabric, fit and four features; dhoti 2, velcro 2, the rest 1", () => {
    const expected: Record<string, number> = {
      dhoti: 2,
      "velcro-dhoti": 2,
      "silk-shirt-ready-dhoti": 1,
      "silk-shirt-dhoti": 1,
      "gold-shirt-velcro-dhoti": 1,
      "copper-shirt-velcro-dhoti": 1,
    };
    for (const [type, n] of Object.entries(expected))
      expect(count(dhotiCollection, dhotiFilters, "all", type), type).toBe(n);
    for (const item of dhotiCollection.items) {
      expect(item.features).toHaveLength(4);
      expect(item.fabric && item.fit).toBeTruthy();
    }
  });

  it("prices are set only on the groom catalogue (others never show an empty price)", () => {
    const others: CatalogueItem[] = cases.filter((c) => c.name !== "groom").flatMap((c) => c.collection.items);
    for (const item of others) expect(item.price).toBeUndefined();
  });
});

describe("catalogue image requests", () => {
  it("one request per catalogue image plus one hero per screen, keys unique", () => {
    const itemImages = cases.reduce((sum, c) => sum + c.count * c.images, 0);
    expect(catalogueImageRequests).toHaveLength(itemImages + cases.length);
    expect(new Set(catalogueImageRequests.map((r) => r.key)).size).toBe(catalogueImageRequests.length);
  });

  it("every item image has a request with the item's art and variant = image index", () => {
    const byKey = new Map(catalogueImageRequests.map((r) => [r.key, r]));
    for (const c of cases) {
      for (const item of c.collection.items) {
        item.images.forEach((image, i) => {
          const request = byKey.get(image.key);
          expect(request, image.key).toBeDefined();
          expect(request!.variant).toBe(i);
          expect(request!.kind).toBe("portrait");
        });
      }
      expect(byKey.has(c.collection.hero.key)).toBe(true);
    }
  });

  it("a gallery's images differ in composition", () => {
    const groomFirst = groomCollection.items[0]!;
    const comps = groomFirst.images.map(
      (img) => catalogueImageRequests.find((r) => r.key === img.key)!.art.composition,
    );
    expect(new Set(comps).size).toBe(4);
  });
});

describe("the seed in Kannada and Hindi (issue 33)", () => {
  it("gives every dhoti and every traditional and accessory piece of the groom a Kannada and a Hindi title", () => {
    const groomWear = groomCollection.items.filter((i) => i.category === "traditional" || i.category === "accessories");
    for (const item of [...dhotiCollection.items, ...groomWear]) {
      expect(item.translations?.kn?.title, item.slug).toMatch(/\p{Script=Kannada}/u);
      expect(item.translations?.hi?.title, item.slug).toMatch(/\p{Script=Devanagari}/u);
    }
  });
});
