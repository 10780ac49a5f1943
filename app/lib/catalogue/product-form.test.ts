import { describe, expect, it } from "vitest";
import type { FilterDefinition } from "./collection-filter.ts";
import { parseProductForm, type ProductContext, type ProductSchemaOptions } from "./product-form.ts";

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

/** The form as a browser posts it: a ticked box repeats its name, an empty field is an empty string. */
function post(fields: Record<string, string | string[]>) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return form;
}

function validateProduct(fields: Record<string, string | string[]>, c: ProductContext, options?: ProductSchemaOptions) {
  const submission = parseProductForm(post(fields), c, options);
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, errors: submission.error ?? {} };
}

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
      expect(!result.ok && result.errors.extraTypes).toEqual(["Tick only types listed for its category."]);
    }
  });
});

describe("the product form's schema", () => {
  it("says what is wrong with each field in staff's words, all at once", () => {
    const result = validateProduct(
      { title: "", description: "", category: "", type: "", price: "x".repeat(41), isNew: "on" },
      context,
    );
    expect(!result.ok && result.errors).toEqual({
      title: ["Enter a title of at least 2 characters."],
      category: ["Choose a category."],
      type: ["Choose a type."],
      price: ["Price can be at most 40 characters."],
    });
  });

  it("gives the product: trimmed words, null for an empty field, unused fields left empty", () => {
    const result = validateProduct(
      { ...base, title: "  Onion Pink  ", type: "handwork", price: "", fabric: "Raw silk", isNew: "on" },
      context,
    );
    expect(result.ok && result.value).toMatchObject({
      title: "Onion Pink",
      category: "traditional",
      type: "handwork",
      price: null,
      fabric: null,
      rating: null,
      features: [],
      isNew: true,
    });
  });

  it("checks what publishing needs only once the fields are right, as a form-wide error", () => {
    const photos = [{ alt: "Onion pink sherwani, front" }, { alt: "" }];
    const wrong = validateProduct({ ...base, type: "handwork", title: "" }, context, { publishWith: photos });
    expect(!wrong.ok && Object.keys(wrong.errors)).toEqual(["title"]);
    const unpublishable = validateProduct({ ...base, type: "handwork" }, context, { publishWith: photos });
    expect(!unpublishable.ok && unpublishable.errors).toEqual({
      "": ["Describe every photo before publishing: one photo has no alt text."],
    });
  });
});
