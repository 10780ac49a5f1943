import type { FieldMetadata } from "@conform-to/react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { CheckboxField, Field, Input, Select, Textarea } from "~/components/ui/field";
import { TranslationFields } from "~/components/admin/translation-fields";
import { assignableCategories, typeChoices } from "~/lib/catalogue/collection-filter";
import { charCount } from "~/lib/text/characters";
import {
  PRODUCT_LIMITS,
  type ProductCollection,
  type ProductFormValues,
  WARMTH_LEVELS,
} from "~/lib/catalogue/product-form";

type Fields = { [K in keyof ProductFormValues]: FieldMetadata<ProductFormValues[K], ProductFormValues, string[]> };

const first = (field: { errors?: string[] }) => field.errors?.[0];
const initial = (field: { initialValue?: unknown }) =>
  typeof field.initialValue === "string" ? field.initialValue : "";

/**
 * The product's words and details, inside the product form: the fields its
 * collection uses, each with the schema's message when it has one (Conform's field
 * state: the browser's check, or the server's answer until the next check).
 */
export function ProductDetailsFields({
  fields,
  collection,
  titleHint,
  typeHint,
}: {
  fields: Fields;
  collection: ProductCollection;
  titleHint?: string;
  typeHint?: ReactNode;
}) {
  const [counts, setCounts] = useState(() => ({
    title: charCount(initial(fields.title)),
    description: charCount(initial(fields.description)),
  }));
  const [category, setCategory] = useState(initial(fields.category));
  const [mainType, setMainType] = useState(initial(fields.type));
  const uses = new Set(collection.fields);
  const categories = assignableCategories(collection.filters);
  const grouped = collection.filters.typesByCategory;
  const types = typeChoices(collection.filters, category || null);
  // Without JavaScript every group's types are listed, each under its group.
  const rows = grouped
    ? Object.entries(grouped)
        .filter(([group]) => !category || group === category)
        .map(([group, row]) => ({
          label: categories.find((c) => c.value === group)?.label ?? row.label,
          options: row.options,
        }))
    : [{ label: "", options: types }];
  const extraTypes = fields.extraTypes.initialValue;
  // Price, brand, fabric, fit: a few optional words each.
  const wordsField = (
    name: "price" | "brand" | "fabric" | "fit",
    label: string,
    { hint, ...props }: ComponentProps<"input"> & { hint?: string } = {},
  ) =>
    uses.has(name) && (
      <Field label={label} optional error={first(fields[name])} hint={hint}>
        <Input
          name={name}
          type="text"
          defaultValue={initial(fields[name])}
          maxLength={PRODUCT_LIMITS.short}
          {...props}
        />
      </Field>
    );

  return (
    <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
      <legend className="px-1 font-display text-2xl text-ink">Details</legend>
      <Field
        label="Title"
        required
        error={first(fields.title)}
        aside={<Counter value={counts.title} max={PRODUCT_LIMITS.title} />}
        hint={titleHint}
      >
        <Input
          name="title"
          type="text"
          defaultValue={initial(fields.title)}
          required
          minLength={PRODUCT_LIMITS.titleMin}
          maxLength={PRODUCT_LIMITS.title}
          onInput={(e) => {
            const title = charCount(e.currentTarget.value);
            setCounts((c) => ({ ...c, title }));
          }}
        />
      </Field>

      {categories.length > 0 && (
        <Field label="Category" required error={first(fields.category)}>
          <Select
            name="category"
            defaultValue={initial(fields.category)}
            required
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
      )}

      <Field label="Type" required error={first(fields.type)} hint={typeHint}>
        <Select
          name="type"
          defaultValue={initial(fields.type)}
          required
          onChange={(e) => setMainType(e.currentTarget.value)}
        >
          <option value="">Choose a type</option>
          {grouped
            ? rows.map((row) => (
                <optgroup key={row.label} label={row.label}>
                  {row.options.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </optgroup>
              ))
            : types.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
        </Select>
      </Field>

      <OtherTypes
        rows={rows}
        mainType={mainType}
        checked={(Array.isArray(extraTypes) ? extraTypes : [extraTypes]).filter((t): t is string => Boolean(t))}
        error={first(fields.extraTypes)}
      />

      <Field
        label="Description"
        error={first(fields.description)}
        aside={<Counter value={counts.description} max={PRODUCT_LIMITS.description} />}
        hint="Needed before publishing. Shown on the card and in the item’s window."
      >
        <Textarea
          name="description"
          rows={5}
          defaultValue={initial(fields.description)}
          maxLength={PRODUCT_LIMITS.description}
          onInput={(e) => {
            const description = charCount(e.currentTarget.value);
            setCounts((c) => ({ ...c, description }));
          }}
        />
      </Field>

      <TranslationFields
        fields={[
          { name: "title", label: "Title", max: PRODUCT_LIMITS.title },
          { name: "description", label: "Description", max: PRODUCT_LIMITS.description, multiLine: true },
        ]}
        values={{
          titleKn: initial(fields.titleKn),
          titleHi: initial(fields.titleHi),
          descriptionKn: initial(fields.descriptionKn),
          descriptionHi: initial(fields.descriptionHi),
        }}
        errors={{
          titleKn: first(fields.titleKn),
          titleHi: first(fields.titleHi),
          descriptionKn: first(fields.descriptionKn),
          descriptionHi: first(fields.descriptionHi),
        }}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        {wordsField("price", "Price", {
          maxLength: PRODUCT_LIMITS.price,
          hint: "As shown, e.g. ₹6,800. Left blank, the site says “Price on request”.",
        })}
        {uses.has("rating") && (
          <Field
            label="Rating"
            optional
            error={first(fields.rating)}
            hint="Kept, not shown: the site's stars come from reviews of visits (3 or more)."
          >
            <Input
              name="rating"
              type="text"
              inputMode="decimal"
              defaultValue={initial(fields.rating)}
              maxLength={3}
              pattern="[1-5](\.[0-9])?"
            />
          </Field>
        )}
        {wordsField("brand", "Brand", { list: "brand-names" })}
        {uses.has("brand") && (
          <datalist id="brand-names">
            {(collection.filters.categories?.options ?? [])
              .filter((o) => o.value !== "all" && !o.match)
              .map((o) => (
                <option key={o.value} value={o.label} />
              ))}
          </datalist>
        )}
        {wordsField("fabric", "Fabric")}
        {wordsField("fit", "Fit")}
        {uses.has("warmth") && (
          <Field label="Warmth" optional error={first(fields.warmth)}>
            <Select name="warmth" defaultValue={initial(fields.warmth)}>
              <option value="">Not given</option>
              {WARMTH_LEVELS.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>

      {uses.has("features") && (
        <Field
          label="Features"
          optional
          error={first(fields.features)}
          hint={`One per line, at most ${PRODUCT_LIMITS.features}.`}
        >
          <Textarea name="features" rows={4} defaultValue={initial(fields.features)} />
        </Field>
      )}

      <CheckboxField
        name="isNew"
        defaultChecked={fields.isNew.initialValue === "on"}
        label="Show a “New” badge on its card"
      />
    </fieldset>
  );
}

/**
 * The other types a shopper would look for the product under (a handwork sherwani is
 * also a sherwani): ticked ones show it under those filters too; its card keeps the
 * main type. Without JavaScript every group is listed, as in the type list above.
 */
function OtherTypes({
  rows,
  mainType,
  checked,
  error,
}: {
  rows: Array<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>;
  mainType: string;
  checked: readonly string[];
  error?: string;
}) {
  const shown = rows
    .map((row) => ({ ...row, options: row.options.filter((o) => o.value !== mainType) }))
    .filter((row) => row.options.length > 0);
  if (shown.length === 0) return null;
  return (
    <fieldset aria-describedby="other-types-hint" data-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">
        Also listed under <span className="font-normal text-ink-soft">(optional)</span>
      </legend>
      <p id="other-types-hint" className="mt-1 text-xs text-ink-soft">
        Shoppers also find it under each ticked type; its card shows the main type.
      </p>
      {error && (
        <p className="mt-1 text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
      {shown.map((row) => (
        <div key={row.label} className="mt-3">
          {shown.length > 1 && (
            <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{row.label}</p>
          )}
          <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {row.options.map((o) => (
              <CheckboxField
                key={o.value}
                name="extraTypes"
                value={o.value}
                label={o.label}
                defaultChecked={checked.includes(o.value)}
                className="py-1.5"
              />
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

function Counter({ value, max }: { value: number; max: number }) {
  return (
    <span className={value > max ? "text-xs font-semibold text-danger" : "text-xs text-ink-soft"}>
      {value.toLocaleString("en-IN")} / {max.toLocaleString("en-IN")}
    </span>
  );
}
