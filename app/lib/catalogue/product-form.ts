// zod/mini: the same checks as zod with fewer bytes in the staff pages.
import * as z from "zod/mini";
import type { Warmth } from "./catalogue-item.ts";
import { assignableCategories, type FilterDefinition, slugify, typeChoices } from "./collection-filter.ts";
import type { ItemField } from "./collection-view.ts";
import { charCount, hasControlCharacter } from "../text/characters.ts";

/**
 * The product form's rules, one copy for the browser (errors as staff type) and the
 * server (the check that counts). Bounds are the issue's; the choices of category and
 * type come from the collection's filters, so they are checked against those.
 */
export const PRODUCT_LIMITS = {
  titleMin: 2,
  title: 120,
  description: 2000,
  price: 40,
  features: 8,
  feature: 120,
  /** Fabric, fit and brand: a few words each. */
  short: 80,
  alt: 200,
  altMin: 5,
} as const;

export type ItemStatus = "draft" | "published" | "hidden";
export const ITEM_STATUSES: readonly ItemStatus[] = ["draft", "published", "hidden"];

export const WARMTH_LEVELS: readonly Warmth[] = ["Medium", "Medium-High", "High", "Very High"];

export type ProductFieldName =
  | "title"
  | "description"
  | "category"
  | "type"
  | "extraTypes"
  | "price"
  | "rating"
  | "fabric"
  | "fit"
  | "warmth"
  | "brand"
  | "features";

export type ProductInput = {
  title: string;
  description: string;
  category: string | null;
  type: string;
  /** Other types of the same row it is also listed under (the main type is `type`). */
  extraTypes: string[];
  price: string | null;
  rating: number | null;
  fabric: string | null;
  fit: string | null;
  warmth: Warmth | null;
  brand: string | null;
  features: string[];
  isNew: boolean;
};

export type ProductErrors = Partial<Record<ProductFieldName, string>>;

export type ProductContext = { filters: FilterDefinition; fields: readonly ItemField[] };

const line = (label: string, max: number) =>
  z.string().check(
    z.refine((v) => !hasControlCharacter(v), `${label} cannot contain control characters.`),
    z.refine((v) => charCount(v) <= max, `${label} can be at most ${max} characters.`),
  );

const fieldsSchema = z.object({
  title: line("Title", PRODUCT_LIMITS.title).check(
    z.refine((v) => charCount(v) >= PRODUCT_LIMITS.titleMin, "Enter a title of at least 2 characters."),
  ),
  description: z.string().check(
    z.refine((v) => !hasControlCharacter(v, { multiLine: true }), "Description cannot contain control characters."),
    z.refine(
      (v) => charCount(v) <= PRODUCT_LIMITS.description,
      `Description can be at most ${PRODUCT_LIMITS.description.toLocaleString("en-IN")} characters.`,
    ),
  ),
  price: line("Price", PRODUCT_LIMITS.price),
  fabric: line("Fabric", PRODUCT_LIMITS.short),
  fit: line("Fit", PRODUCT_LIMITS.short),
  brand: line("Brand", PRODUCT_LIMITS.short),
});

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A form's repeated checkbox values: an array (server and browser both collect them so), or one string. */
function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.map(text).filter(Boolean);
}

/** "One feature per line": blank lines are dropped. */
export function parseFeatures(value: unknown): string[] {
  return text(value)
    .split(/\r?\n/)
    .map((f) => f.trim())
    .filter(Boolean);
}

export type ProductResult = { ok: true; value: ProductInput } | { ok: false; errors: ProductErrors };

/**
 * Reads the form's fields (strings, as a form posts them). Fields the collection does
 * not use are stored empty, so switching a product's collection cannot leave hidden
 * values behind.
 */
export function validateProduct(fields: Record<string, unknown>, context: ProductContext): ProductResult {
  const errors: ProductErrors = {};
  const uses = new Set(context.fields);
  const raw = {
    title: text(fields.title),
    description: text(fields.description),
    price: uses.has("price") ? text(fields.price) : "",
    fabric: uses.has("fabric") ? text(fields.fabric) : "",
    fit: uses.has("fit") ? text(fields.fit) : "",
    brand: uses.has("brand") ? text(fields.brand) : "",
  };
  const parsed = fieldsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as ProductFieldName;
      errors[name] ??= issue.message;
    }
  }

  const categories = assignableCategories(context.filters);
  let category: string | null = text(fields.category) || null;
  if (categories.length === 0) category = null;
  else if (!category) errors.category = "Choose a category.";
  else if (!categories.some((c) => c.value === category)) errors.category = "Choose one of the listed categories.";

  const types = typeChoices(context.filters, category);
  const type = text(fields.type);
  if (!type) errors.type = "Choose a type.";
  else if (!types.some((t) => t.value === type)) errors.type = "Choose one of the listed types.";

  // Ticked types besides the main one; ticking the main type too changes nothing.
  const extraTypes = [...new Set(list(fields.extraTypes))].filter((t) => t !== type);
  if (extraTypes.some((t) => !types.some((o) => o.value === t))) {
    errors.extraTypes = "Tick only types listed for its category.";
  }

  let rating: number | null = null;
  if (uses.has("rating") && text(fields.rating)) {
    const value = Number(text(fields.rating));
    if (!Number.isFinite(value) || value < 1 || value > 5 || Math.round(value * 10) !== value * 10) {
      errors.rating = "Enter a rating from 1 to 5, with at most one decimal (e.g. 4.7).";
    } else rating = value;
  }

  let warmth: Warmth | null = null;
  if (uses.has("warmth") && text(fields.warmth)) {
    const value = text(fields.warmth) as Warmth;
    if (!WARMTH_LEVELS.includes(value)) errors.warmth = "Choose one of the warmth levels.";
    else warmth = value;
  }

  const features = uses.has("features") ? parseFeatures(fields.features) : [];
  if (features.length > PRODUCT_LIMITS.features) {
    errors.features = `List at most ${PRODUCT_LIMITS.features} features, one per line.`;
  } else {
    const long = features.findIndex((f) => charCount(f) > PRODUCT_LIMITS.feature || hasControlCharacter(f));
    if (long >= 0) errors.features = `Feature ${long + 1} is longer than ${PRODUCT_LIMITS.feature} characters.`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const orNull = (v: string) => (v ? v : null);
  return {
    ok: true,
    value: {
      title: raw.title,
      description: raw.description,
      category,
      type,
      extraTypes: types.filter((o) => extraTypes.includes(o.value)).map((o) => o.value),
      price: orNull(raw.price),
      rating,
      fabric: orNull(raw.fabric),
      fit: orNull(raw.fit),
      warmth,
      brand: orNull(raw.brand),
      features,
      isNew: fields.isNew === "on" || fields.isNew === "1" || fields.isNew === true,
    },
  };
}

export type PublishProblem = string;

/**
 * What must hold before a product goes on the site: a description, at least one
 * photo, and words for every photo (alt text is what a screen reader says, and what
 * shows while a picture loads on a slow phone).
 */
export function publishProblems(
  product: { description: string },
  images: ReadonlyArray<{ alt: string }>,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (!product.description.trim()) problems.push("Add a description before publishing.");
  if (images.length === 0) problems.push("Add at least one photo before publishing.");
  const missing = images.filter((image) => charCount(image.alt.trim()) < PRODUCT_LIMITS.altMin).length;
  if (missing > 0) {
    problems.push(
      missing === 1
        ? "Describe every photo before publishing: one photo has no alt text."
        : `Describe every photo before publishing: ${missing} photos have no alt text.`,
    );
  }
  return problems;
}

/** An alt text as staff typed it, or the reason it cannot be kept. */
export function checkAlt(value: unknown): { ok: true; alt: string } | { ok: false; message: string } {
  const alt = text(value);
  if (hasControlCharacter(alt)) return { ok: false, message: "Alt text cannot contain control characters." };
  if (charCount(alt) > PRODUCT_LIMITS.alt)
    return { ok: false, message: `Alt text can be at most ${PRODUCT_LIMITS.alt} characters.` };
  return { ok: true, alt };
}

/**
 * The slug of a new title: lowercase words joined by dashes, at most 80 characters,
 * and not one the collection already uses ("-2", "-3", ... when taken).
 */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "") || "item";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
