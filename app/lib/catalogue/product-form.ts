// zod/mini: the staff editor loads this schema, and the small build of zod checks the same.
import * as z from "zod/mini";
import { checkbox, line, list, paragraph, text } from "../forms/fields.ts";
import { readSubmission } from "../forms/submission.ts";
import { type FormReply } from "../forms/reply.ts";
import type { Warmth } from "./catalogue-item.ts";
import { assignableCategories, type FilterDefinition, slugify, typeChoices } from "./collection-filter.ts";
import type { ItemField } from "./collection-view.ts";
import { charCount, hasControlCharacter } from "../text/characters.ts";
import { type Translations, type TranslationName } from "../i18n/localized.ts";
import { translationShape, translationsOf } from "../i18n/translation-fields.ts";

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

/** The product's words staff may give in Kannada and Hindi too (issue 33). */
export const PRODUCT_TRANSLATED = ["title", "description"] as const;
export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED)[number];

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
  /** Kannada and Hindi; absent (a save that is not the editor's form) keeps what is stored. */
  translations?: Translations<ProductTranslatedField>;
};

export type ProductContext = { filters: FilterDefinition; fields: readonly ItemField[] };

/** The collection a product belongs to, as its form needs it. */
export type ProductCollection = ProductContext & { slug: string; name: string; path: string; fields: ItemField[] };

/** The form's starting values, as the form holds them (strings, a list, a ticked box). */
export type ProductFormValues = {
  title: string;
  description: string;
  category: string;
  type: string;
  extraTypes: string[];
  price: string;
  rating: string;
  fabric: string;
  fit: string;
  warmth: string;
  brand: string;
  features: string;
  isNew: "on" | "";
} & Record<TranslationName<ProductTranslatedField>, string>;

/**
 * What a refused post gives the form back: the schema's result (field errors,
 * publishing's form-wide ones, what was typed), a conflict, or a message.
 */
export type ProductActionData = { result?: FormReply; conflict?: boolean; message?: string };

/** A field the collection does not use: whatever was posted, it is stored empty. */
const unused = z.transform((): string => "");

export type ProductSchemaOptions = {
  /**
   * Publishing: also check what the site needs (a description, described photos),
   * with the photos' alt texts as the form holds them. A form-wide error, not a field's.
   */
  publishWith?: ReadonlyArray<{ alt: string }>;
};

/**
 * The product form's schema for one collection (its categories, types and fields),
 * the same in the browser (errors as staff type, before the round trip) and on the
 * server (the check that counts). It reads the form's strings and gives the product.
 */
export function productSchema(context: ProductContext, options: ProductSchemaOptions = {}) {
  const uses = new Set(context.fields);
  const used = <Schema extends z.ZodMiniType<string, unknown>>(field: ItemField, schema: Schema) =>
    uses.has(field) ? schema : unused;
  const categories = assignableCategories(context.filters);
  const product = z.pipe(
    z
      .object({
        title: line("Title", PRODUCT_LIMITS.title).check(
          z.refine((v) => charCount(v) >= PRODUCT_LIMITS.titleMin, "Enter a title of at least 2 characters."),
        ),
        description: paragraph("Description", PRODUCT_LIMITS.description),
        category: text("Category"),
        type: text("Type"),
        extraTypes: list(),
        price: used("price", line("Price", PRODUCT_LIMITS.price)),
        fabric: used("fabric", line("Fabric", PRODUCT_LIMITS.short)),
        fit: used("fit", line("Fit", PRODUCT_LIMITS.short)),
        brand: used("brand", line("Brand", PRODUCT_LIMITS.short)),
        rating: used(
          "rating",
          text("Rating").check(
            z.refine((v) => {
              const value = Number(v);
              return (
                !v || (Number.isFinite(value) && value >= 1 && value <= 5 && Math.round(value * 10) === value * 10)
              );
            }, "Enter a rating from 1 to 5, with at most one decimal (e.g. 4.7)."),
          ),
        ),
        warmth: used(
          "warmth",
          text("Warmth").check(
            z.refine((v) => !v || (WARMTH_LEVELS as readonly string[]).includes(v), "Choose one of the warmth levels."),
          ),
        ),
        features: used(
          "features",
          // One feature per line: the lines are the list, each checked as a line of its own.
          text("Features", { multiLine: true }).check(
            z.refine(
              (v) => parseFeatures(v).length <= PRODUCT_LIMITS.features,
              `List at most ${PRODUCT_LIMITS.features} features, one per line.`,
            ),
            z.superRefine((v, ctx) => {
              const features = parseFeatures(v);
              if (features.length > PRODUCT_LIMITS.features) return;
              const control = features.findIndex((f) => hasControlCharacter(f));
              const long = features.findIndex((f) => charCount(f) > PRODUCT_LIMITS.feature);
              if (control >= 0) {
                ctx.addIssue({
                  code: "custom",
                  input: v,
                  message: `Feature ${control + 1} contains characters that are not allowed.`,
                });
              } else if (long >= 0) {
                ctx.addIssue({
                  code: "custom",
                  input: v,
                  message: `Feature ${long + 1} is longer than ${PRODUCT_LIMITS.feature} characters.`,
                });
              }
            }),
          ),
        ),
        isNew: checkbox(),
        ...translationShape({
          title: { label: "Title", max: PRODUCT_LIMITS.title },
          description: { label: "Description", max: PRODUCT_LIMITS.description, multiLine: true },
        }),
      })
      .check(
        z.superRefine((v, ctx) => {
          const issue = (path: ProductFieldName, message: string) =>
            ctx.addIssue({ code: "custom", input: v, path: [path], message });
          const category = categories.length ? v.category : "";
          if (categories.length && !category) issue("category", "Choose a category.");
          else if (categories.length && !categories.some((c) => c.value === category)) {
            issue("category", "Choose one of the listed categories.");
          }
          const types = typeChoices(context.filters, category || null);
          if (!v.type) issue("type", "Choose a type.");
          else if (!types.some((t) => t.value === v.type)) issue("type", "Choose one of the listed types.");
          // Ticked types besides the main one; ticking the main type too changes nothing.
          if (v.extraTypes.some((t) => t !== v.type && !types.some((o) => o.value === t))) {
            issue("extraTypes", "Tick only types listed for its category.");
          }
        }),
      ),
    z.transform((v): ProductInput => {
      const types = typeChoices(context.filters, categories.length ? v.category : null);
      const extra = new Set(v.extraTypes.map((t) => t.trim()).filter((t) => t && t !== v.type));
      const orNull = (value: string) => (value ? value : null);
      return {
        title: v.title,
        description: v.description,
        category: categories.length ? v.category : null,
        type: v.type,
        extraTypes: types.filter((o) => extra.has(o.value)).map((o) => o.value),
        price: orNull(v.price),
        rating: v.rating ? Number(v.rating) : null,
        fabric: orNull(v.fabric),
        fit: orNull(v.fit),
        warmth: (orNull(v.warmth) as Warmth | null) ?? null,
        brand: orNull(v.brand),
        features: parseFeatures(v.features),
        isNew: v.isNew,
        translations: translationsOf(v, PRODUCT_TRANSLATED),
      };
    }),
  );
  const photos = options.publishWith;
  if (!photos) return product;
  // Only a product whose fields are right is checked for publishing (a pipe runs on success).
  return z.pipe(
    product,
    z.custom<ProductInput>().check(
      z.superRefine((value, ctx) => {
        for (const message of publishProblems(value, photos)) {
          ctx.addIssue({ code: "custom", input: value, path: [], message });
        }
      }),
    ),
  );
}

/** Reads a posted product form (FormData in the browser, the parsed body on the server) with its schema. */
export function parseProductForm(
  payload: FormData | URLSearchParams,
  context: ProductContext,
  options: ProductSchemaOptions = {},
) {
  return readSubmission(payload, productSchema(context, options));
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

/** "One feature per line": blank lines are dropped. */
export function parseFeatures(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((f) => f.trim())
    .filter(Boolean);
}

/** An alt text as staff typed it, or the reason it cannot be kept. */
export function checkAlt(value: unknown): { ok: true; alt: string } | { ok: false; message: string } {
  const alt = typeof value === "string" ? value.trim() : "";
  if (hasControlCharacter(alt)) return { ok: false, message: "Alt text contains characters that are not allowed." };
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
