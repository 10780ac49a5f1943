import { describe, expect, it } from "vitest";
import type { FilterDefinition } from "./collection-filter.ts";
import {
  COLLECTION_TEXT_LABELS,
  filterField,
  parseCollectionForm,
  parseTrialForm,
  parseTypeForm,
} from "./collection-form.ts";
import { parseProductForm, type ProductContext, type ProductSchemaOptions, productSchema } from "./product-form.ts";

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

describe("the catalogue forms read the one way (lib/forms)", () => {
  it("a product's words go through the shared fields: a direction override or a NUL gets the message every form uses", () => {
    const result = validateProduct(
      {
        ...base,
        type: "handwork",
        title: "Onion\u202e Pink",
        price: "On\u0000 request",
        features: "Lined\nHand\u202ework",
      },
      context,
    );
    expect(!result.ok && result.errors).toEqual({
      title: ["Title contains characters that are not allowed."],
      price: ["Price contains characters that are not allowed."],
    });
    const features = validateProduct(
      { ...base, type: "handwork", features: "Lined\nHand\u202ework" },
      { ...context, fields: ["features"] },
    );
    expect(!features.ok && features.errors).toEqual({
      features: [
        "Features contains characters that are not allowed.",
        "Feature 2 contains characters that are not allowed.",
      ],
    });
  });

  it("reads the form as posted (no coercion): the schema gives the same product from a plain object as from the post", () => {
    const fields = { ...base, type: "handwork", extraTypes: "sherwani", price: "₹ 24,500", isNew: "on" };
    const posted = validateProduct(fields, context);
    const schema = productSchema(context);
    const plain = schema.safeParse(fields);
    expect(posted.ok).toBe(true);
    expect(plain.success && plain.data).toEqual(posted.ok && posted.value);
    // zod/mini: the schema the staff page loads is the small build of zod.
    expect("_zod" in schema && !("refine" in schema)).toBe(true);
  });
});

describe("the collection's words and a new type, read the one way", () => {
  it("refuses a direction override with the shared message, and folds a pasted line break into one space", () => {
    const words = parseCollectionForm(new URLSearchParams({ heroTitle: "Wedding\u202e wear" }), []);
    expect(words.status === "error" && words.error?.heroTitle).toEqual([
      "Hero title contains characters that are not allowed.",
    ]);
    const type = parseTypeForm(new URLSearchParams({ label: "Nehru\u0000 Jacket", group: "traditional" }));
    expect(type.status === "error" && type.error?.label?.[0]).toBe(
      "A type's name contains characters that are not allowed.",
    );
    const folded = parseTypeForm(new URLSearchParams({ label: " Nehru \r\n  Jacket ", group: "traditional" }));
    expect(folded.status === "success" && folded.value).toEqual({ label: "Nehru Jacket", group: "traditional" });
  });

  it("a filter label cleared says it needs one; one not posted is left as it is", () => {
    const texts = Object.fromEntries(Object.keys(COLLECTION_TEXT_LABELS).map((key) => [key, "Wedding wear"]));
    const cleared = parseCollectionForm(new URLSearchParams({ ...texts, [filterField(3)]: "" }), [3, 4]);
    expect(cleared.status === "error" && cleared.error).toEqual({ [filterField(3)]: ["A filter needs a label."] });
    const kept = parseCollectionForm(new URLSearchParams({ ...texts, [filterField(3)]: "Sherwanis" }), [3, 4]);
    expect(kept.status === "success" && [...kept.value.labels]).toEqual([[3, "Sherwanis"]]);
  });
});

describe("the trial choice, read the one way", () => {
  it("reads the ticked boxes as posted: the offer, and the types ticked as exceptions", () => {
    const form = new URLSearchParams([
      ["intent", "trial"],
      ["version", "4"],
      ["trialOffered", "1"],
      ["noTrial-innerwear", "1"],
      ["noTrial-vel", "1"],
    ]);
    const chosen = parseTrialForm(form);
    expect(chosen.status === "success" && chosen.value).toEqual({ offered: true, exceptTypes: ["innerwear", "vel"] });
    const off = parseTrialForm(new URLSearchParams([["intent", "trial"]]));
    expect(off.status === "success" && off.value).toEqual({ offered: false, exceptTypes: [] });
  });
});
