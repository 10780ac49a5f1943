import { describe, expect, it } from "vitest";
import type { FilterDefinition } from "./collection-filter.ts";
import { type ProductContext, validateProduct } from "./product-form.ts";

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
        { value: "bandi", label: "Bandi" },
        { value: "sherwani", label: "Sherwani" },
        { value: "handwork", label: "Handwork" },
      ],
    },
    shirts: { label: "Shirts", options: [{ value: "silk", label: "Silk" }] },
  },
};
const context: ProductContext = { filters: groom, fields: ["price"] };
const base = { title: "Onion Pink Handwork Sherwani", description: "Handwork.", category: "traditional" };

describe("validateProduct: other types", () => {
  it("keeps ticked types of the item's own group, in the group's order", () => {
    const result = validateProduct({ ...base, type: "handwork", extraTypes: ["sherwani", "bandi"] }, context);
    expect(result.ok && result.value.extraTypes).toEqual(["bandi", "sherwani"]);
  });

  it("reads a single ticked box (a string) like a list, and none as an empty list", () => {
    const one = validateProduct({ ...base, type: "handwork", extraTypes: "sherwani" }, context);
    expect(one.ok && one.value.extraTypes).toEqual(["sherwani"]);
    const none = validateProduct({ ...base, type: "handwork" }, context);
    expect(none.ok && none.value.extraTypes).toEqual([]);
  });

  it("drops the main type and repeats instead of refusing them", () => {
    const result = validateProduct(
      { ...base, type: "handwork", extraTypes: ["handwork", "sherwani", "sherwani"] },
      context,
    );
    expect(result.ok && result.value.extraTypes).toEqual(["sherwani"]);
  });

  it("refuses a type from another group or one that does not exist", () => {
    for (const extra of ["silk", "tuxedo"]) {
      const result = validateProduct({ ...base, type: "handwork", extraTypes: [extra] }, context);
      expect(result.ok, extra).toBe(false);
      expect(!result.ok && result.errors.extraTypes).toBe("Tick only types listed for its category.");
    }
  });
});
