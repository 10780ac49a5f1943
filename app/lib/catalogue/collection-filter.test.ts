import { describe, expect, it } from "vitest";
import {
  applyFilter,
  assignableCategories,
  chooseCategory,
  chooseType,
  defaultState,
  filterLabel,
  filterSearch,
  type FilterDefinition,
  isDefaultState,
  itemFilterLabel,
  matchesFilter,
  parseFilterQuery,
  slugify,
  typeChoices,
  typeRowFor,
} from "./collection-filter.ts";

const items = [
  { id: 1, category: "shirts", type: "linen" },
  { id: 2, category: "shirts", type: "oxford" },
  { id: 3, category: "trousers", type: "linen" },
  { id: 4, category: "trousers", type: "chino" },
];

const plain: FilterDefinition = {
  categories: {
    label: "Category",
    options: [
      { value: "all", label: "All" },
      { value: "shirts", label: "Shirts" },
      { value: "trousers", label: "Trousers" },
    ],
  },
  defaultCategory: "all",
  types: { label: "Type", options: [{ value: "linen", label: "Linen" }] },
};

const ids = (state: { category: string; type: string | null }, def = plain) =>
  applyFilter(items, state, def).map((i) => i.id);

describe("filter rules", () => {
  it("all with no type shows everything", () => {
    expect(ids({ category: "all", type: null })).toEqual([1, 2, 3, 4]);
  });

  it("a category alone shows that category", () => {
    expect(ids({ category: "shirts", type: null })).toEqual([1, 2]);
    expect(ids({ category: "trousers", type: null })).toEqual([3, 4]);
  });

  it("a type combined with all requires the type to match", () => {
    expect(ids({ category: "all", type: "linen" })).toEqual([1, 3]);
  });

  it("a type combined with a category requires both to match", () => {
    expect(ids({ category: "trousers", type: "linen" })).toEqual([3]);
    expect(ids({ category: "shirts", type: "chino" })).toEqual([]);
  });

  it("choosing a category clears the type", () => {
    expect(chooseCategory({ category: "all", type: "linen" }, "shirts")).toEqual({ category: "shirts", type: null });
  });

  it("choosing a type keeps the category", () => {
    expect(chooseType({ category: "trousers", type: null }, "linen")).toEqual({ category: "trousers", type: "linen" });
  });

  it("choosing the current type again clears it, keeping the category", () => {
    expect(chooseType({ category: "trousers", type: "linen" }, "linen")).toEqual({ category: "trousers", type: null });
  });

  it("choosing 'all' for the type (null) clears it", () => {
    expect(chooseType({ category: "all", type: "linen" }, null)).toEqual({ category: "all", type: null });
  });

  it("the default state is the screen's default category and no type", () => {
    expect(defaultState(plain)).toEqual({ category: "all", type: null });
    expect(isDefaultState({ category: "all", type: null }, plain)).toBe(true);
    expect(isDefaultState({ category: "all", type: "linen" }, plain)).toBe(false);
  });
});

describe("an item under more than one type", () => {
  const groom: FilterDefinition = {
    categories: {
      label: "Collection",
      options: [
        { value: "all", label: "All Collections" },
        { value: "traditional", label: "Traditional" },
        { value: "shirts", label: "Shirts" },
      ],
    },
    defaultCategory: "all",
    typesByCategory: {
      traditional: {
        label: "Traditional wear",
        options: [
          { value: "sherwani", label: "Sherwani" },
          { value: "handwork", label: "Handwork" },
        ],
      },
    },
  };
  const handworkSherwani = { id: 1, category: "traditional", type: "handwork", extraTypes: ["sherwani"] };
  const sherwani = { id: 2, category: "traditional", type: "sherwani" };
  const handworkBandi = { id: 3, category: "traditional", type: "handwork" };
  const all = [handworkSherwani, sherwani, handworkBandi];
  const shown = (state: { category: string; type: string | null }) => applyFilter(all, state, groom).map((i) => i.id);

  it("is found under its main type and under each extra type", () => {
    expect(shown({ category: "traditional", type: "sherwani" })).toEqual([1, 2]);
    expect(shown({ category: "traditional", type: "handwork" })).toEqual([1, 3]);
    expect(shown({ category: "all", type: "sherwani" })).toEqual([1, 2]);
  });

  it("is counted once under its category", () => {
    expect(shown({ category: "traditional", type: null })).toEqual([1, 2, 3]);
    expect(shown({ category: "shirts", type: "sherwani" })).toEqual([]);
  });

  it("keeps its main type's label on the card", () => {
    expect(itemFilterLabel(groom, handworkSherwani)).toBe("Handwork");
  });

  it("matches a type-rule tab through an extra type", () => {
    const formal: FilterDefinition = {
      categories: {
        label: "Formal",
        options: [{ value: "t-shirts", label: "Formal T-shirts", match: [{ by: "type", values: ["formal-tee"] }] }],
      },
      defaultCategory: "t-shirts",
    };
    const poloTee = { category: "shirts", type: "polo", extraTypes: ["formal-tee"] };
    expect(matchesFilter(poloTee, { category: "t-shirts", type: null }, formal)).toBe(true);
    expect(matchesFilter({ category: "shirts", type: "polo" }, { category: "t-shirts", type: null }, formal)).toBe(
      false,
    );
  });
});

describe("formal rules as data: the formal-tee item lives in T-shirts only", () => {
  const formal: FilterDefinition = {
    categories: {
      label: "Formal",
      options: [
        { value: "shirts", label: "Formal Shirts", match: [{ by: "category", exceptTypes: ["formal-tee"] }] },
        { value: "t-shirts", label: "Formal T-shirts", match: [{ by: "type", values: ["formal-tee"] }] },
        { value: "blazers", label: "Formal Blazers" },
        { value: "suits", label: "Formal Suits" },
      ],
    },
    defaultCategory: "shirts",
  };
  const tee = { category: "shirts", type: "formal-tee" };
  const shirt = { category: "shirts", type: "cotton" };
  const suit = { category: "suits", type: "wool" };

  it("is not under shirts", () => {
    expect(matchesFilter(tee, { category: "shirts", type: null }, formal)).toBe(false);
    expect(matchesFilter(shirt, { category: "shirts", type: null }, formal)).toBe(true);
  });

  it("is the only item under T-shirts", () => {
    expect(matchesFilter(tee, { category: "t-shirts", type: null }, formal)).toBe(true);
    expect(matchesFilter(shirt, { category: "t-shirts", type: null }, formal)).toBe(false);
  });

  it("other tabs match by category", () => {
    expect(matchesFilter(suit, { category: "suits", type: null }, formal)).toBe(true);
    expect(matchesFilter(suit, { category: "blazers", type: null }, formal)).toBe(false);
  });

  it("offers only real categories to file an item under", () => {
    expect(assignableCategories(formal).map((o) => o.value)).toEqual(["shirts", "blazers", "suits"]);
  });
});

describe("innerwear rules as data: brands, a brand, or the item type", () => {
  const inner: FilterDefinition = {
    categories: {
      label: "Brand",
      options: [
        { value: "all", label: "All" },
        { value: "brands", label: "Brands", match: [{ by: "any-brand" }] },
        { value: "us-polo-assn", label: "US POLO ASSN" },
      ],
    },
    defaultCategory: "all",
    categoryMatch: [{ by: "brand" }, { by: "type" }],
  };
  const branded = { type: "innerwear", brand: "US POLO ASSN" };
  const own = { type: "t-shirts" };

  it("'brands' matches any item having a brand", () => {
    expect(matchesFilter(branded, { category: "brands", type: null }, inner)).toBe(true);
    expect(matchesFilter(own, { category: "brands", type: null }, inner)).toBe(false);
  });

  it("a brand filter matches that brand by slug", () => {
    expect(matchesFilter(branded, { category: "us-polo-assn", type: null }, inner)).toBe(true);
    expect(matchesFilter(branded, { category: "jockey", type: null }, inner)).toBe(false);
  });

  it("a filter also matches by item type", () => {
    expect(matchesFilter(own, { category: "t-shirts", type: null }, inner)).toBe(true);
    expect(matchesFilter(branded, { category: "innerwear", type: null }, inner)).toBe(true);
  });

  it("has no categories to file an item under (brands are a field of the item)", () => {
    expect(assignableCategories(inner)).toEqual([]);
  });

  it("slugify turns brand names into URL values", () => {
    expect(slugify("US POLO ASSN")).toBe("us-polo-assn");
    expect(slugify("Minister White")).toBe("minister-white");
  });
});

describe("hidden type rows and type choices", () => {
  const def: FilterDefinition = {
    defaultCategory: "all",
    types: { label: "Type", hidden: true, options: [{ value: "wool", label: "Wool" }] },
  };

  it("a hidden row shows no chips and gives no card label", () => {
    expect(typeRowFor(def, { category: "all", type: null })).toBeUndefined();
    expect(itemFilterLabel(def, { type: "wool" })).toBeUndefined();
  });

  it("still names the types an item may have", () => {
    expect(typeChoices(def, null).map((o) => o.value)).toEqual(["wool"]);
  });

  it("groom: a group's types are the choices for that group only", () => {
    const groom: FilterDefinition = {
      ...plain,
      types: undefined,
      typesByCategory: { shirts: { label: "Shirts", options: [{ value: "linen", label: "Linen" }] } },
    };
    expect(typeChoices(groom, "shirts").map((o) => o.value)).toEqual(["linen"]);
    expect(typeChoices(groom, "trousers")).toEqual([]);
    expect(typeChoices(groom, null)).toEqual([]);
  });
});

describe("groom: a sub-filter per main group", () => {
  const groom: FilterDefinition = {
    ...plain,
    types: undefined,
    typesByCategory: {
      shirts: { label: "Shirts", options: [{ value: "linen", label: "Linen" }] },
      trousers: { label: "Trousers", options: [{ value: "chino", label: "Chino" }] },
    },
  };

  it("shows the chosen group's sub-filter, none for all", () => {
    expect(typeRowFor(groom, { category: "shirts", type: null })?.label).toBe("Shirts");
    expect(typeRowFor(groom, { category: "trousers", type: null })?.label).toBe("Trousers");
    expect(typeRowFor(groom, { category: "all", type: null })).toBeUndefined();
  });

  it("choosing a group clears the sub-filter; 'All Collections' resets both", () => {
    const picked = chooseType(chooseCategory(defaultState(groom), "shirts"), "linen");
    expect(picked).toEqual({ category: "shirts", type: "linen" });
    expect(chooseCategory(picked, "trousers")).toEqual({ category: "trousers", type: null });
    expect(chooseCategory(picked, "all")).toEqual(defaultState(groom));
  });
});

describe("URL query state", () => {
  const formal: FilterDefinition = {
    categories: {
      label: "Formal",
      options: [
        { value: "shirts", label: "Formal Shirts" },
        { value: "suits", label: "Formal Suits" },
      ],
    },
    defaultCategory: "shirts",
  };

  it("no query is the default state", () => {
    expect(parseFilterQuery(new URLSearchParams(""), formal)).toEqual({ category: "shirts", type: null });
  });

  it("reads a known category and a type", () => {
    expect(parseFilterQuery(new URLSearchParams("category=suits&type=wool"), formal)).toEqual({
      category: "suits",
      type: "wool",
    });
  });

  it("an unknown category falls back to the default", () => {
    expect(parseFilterQuery(new URLSearchParams("category=socks"), formal)).toEqual({ category: "shirts", type: null });
  });

  it('"all" is every screen\'s, also one whose tabs have no All (the count\'s "see all")', () => {
    expect(parseFilterQuery(new URLSearchParams("category=all"), formal)).toEqual({ category: "all", type: null });
    expect(filterSearch({ category: "all", type: null }, formal)).toBe("?category=all");
  });

  it("a category on a type-only screen is ignored", () => {
    const typeOnly: FilterDefinition = { defaultCategory: "all", types: { label: "T", options: [] } };
    expect(parseFilterQuery(new URLSearchParams("category=x&type=capri"), typeOnly)).toEqual({
      category: "all",
      type: "capri",
    });
  });

  it("keeps a well-formed type even if nothing has it (shows the empty state)", () => {
    expect(parseFilterQuery(new URLSearchParams("type=velvet-capes"), plain)).toEqual({
      category: "all",
      type: "velvet-capes",
    });
  });

  it("drops a malformed type", () => {
    expect(parseFilterQuery(new URLSearchParams("type=%3Cscript%3E"), plain).type).toBeNull();
    expect(parseFilterQuery(new URLSearchParams(`type=${"a".repeat(60)}`), plain).type).toBeNull();
  });

  it("writes only what differs from the default", () => {
    expect(filterSearch({ category: "shirts", type: null }, formal)).toBe("");
    expect(filterSearch({ category: "suits", type: null }, formal)).toBe("?category=suits");
    expect(filterSearch({ category: "all", type: "linen" }, plain)).toBe("?type=linen");
    expect(filterSearch({ category: "trousers", type: "linen" }, plain)).toBe("?category=trousers&type=linen");
  });

  it("round-trips through the query", () => {
    const state = { category: "trousers", type: "linen" };
    const search = filterSearch(state, plain);
    expect(parseFilterQuery(new URLSearchParams(search), plain)).toEqual(state);
  });

  it("labels the current selection", () => {
    expect(filterLabel(formal, { category: "suits", type: null })).toBe("Formal Suits");
    expect(filterLabel(plain, { category: "all", type: "linen" })).toBe("Linen");
  });
});

describe("itemFilterLabel", () => {
  it("prefers the type chip's label", () => {
    expect(itemFilterLabel(plain, { category: "shirts", type: "linen" })).toBe("Linen");
  });

  it("falls back to the category's label", () => {
    expect(itemFilterLabel(plain, { category: "trousers", type: "chino" })).toBe("Trousers");
  });

  it("labels the formal tee as T-shirts, not shirts", () => {
    const formal: FilterDefinition = {
      categories: {
        label: "F",
        options: [
          { value: "shirts", label: "Formal Shirts", match: [{ by: "category", exceptTypes: ["formal-tee"] }] },
          { value: "t-shirts", label: "Formal T-shirts", match: [{ by: "type", values: ["formal-tee"] }] },
        ],
      },
      defaultCategory: "shirts",
    };
    expect(itemFilterLabel(formal, { category: "shirts", type: "formal-tee" })).toBe("Formal T-shirts");
    expect(itemFilterLabel(formal, { category: "shirts", type: "cotton" })).toBe("Formal Shirts");
  });
});
