/**
 * The filter logic every collection screen shares (docs/behaviour.md#collection-filters), plus the URL query that
 * carries the selection so back/forward, reload and shared links keep it.
 *
 * A screen has up to two rows of filters: a category row (tabs or chips; "all" or a
 * category) and a type row (chips). Screens that filter by type only have no category
 * row and stay on "all".
 */

export const ALL = "all";

/**
 * How a filter option matches an item. An option matches when any of its rules does;
 * each rule reads the option's own value unless it lists values:
 * - "category": item.category is the value (except items whose main type is listed);
 * - "type": one of the item's types is the value, or one of `values`;
 * - "brand": the item's brand, as a slug, is the value ("US POLO ASSN" = us-polo-assn);
 * - "any-brand": the item has a brand at all.
 * The formal screen's T-shirts tab is `type: formal-tee` and its Shirts tab is
 * `category: shirts except formal-tee`; innerwear's brand row is `brand`, `any-brand`.
 */
export type MatchRule =
  | { readonly by: "category"; readonly exceptTypes?: readonly string[] }
  | { readonly by: "type"; readonly values?: readonly string[] }
  | { readonly by: "brand" }
  | { readonly by: "any-brand" };

export type FilterOption = {
  readonly value: string;
  readonly label: string;
  /** On a Kannada or Hindi page: the label has no translation and shows in English (`lang="en"`). */
  readonly labelInEnglish?: true;
  /** Absent: the definition's `categoryMatch` (by default, the item's category). */
  readonly match?: readonly MatchRule[];
};

/**
 * A row of type chips. `allLabel` adds a chip that clears the type (e.g. "All
 * Nightwear"). A hidden row is never shown as chips (the formal screen's types): it
 * only names the types its items may have.
 */
export type TypeRow = {
  readonly label: string;
  readonly allLabel?: string;
  readonly hidden?: boolean;
  readonly options: readonly FilterOption[];
};

export type FilterDefinition = {
  /** The category row; absent on type-only screens. */
  readonly categories?: { readonly label: string; readonly options: readonly FilterOption[] };
  /** "all", or "shirts" on the formal screen. */
  readonly defaultCategory: string;
  /** How category options without their own rules match (innerwear: brand, then type). */
  readonly categoryMatch?: readonly MatchRule[];
  /** Type chips shown whatever the category. */
  readonly types?: TypeRow;
  /** Groom: each main group has its own sub-filter, shown while that group is chosen. */
  readonly typesByCategory?: Readonly<Record<string, TypeRow>>;
};

export type FilterState = { readonly category: string; readonly type: string | null };

/**
 * What filtering reads of an item. `type` is its main type (the label on its card);
 * `extraTypes` are the other types a shopper would look for it under (the handwork
 * sherwani is also a sherwani), so a type filter finds it under each.
 */
export type FilterableItem = {
  readonly category?: string;
  readonly type: string;
  readonly extraTypes?: readonly string[];
  readonly brand?: string;
};

/** Whether an item is of `type`: its main type or one of its extra types. */
export function hasType(item: FilterableItem, type: string): boolean {
  return item.type === type || (item.extraTypes?.includes(type) ?? false);
}

/** "US POLO ASSN" -> "us-polo-assn": brand filters are carried in the URL as slugs. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function defaultState(def: FilterDefinition): FilterState {
  return { category: def.defaultCategory, type: null };
}

const BY_CATEGORY: readonly MatchRule[] = [{ by: "category" }];

function ruleMatches(item: FilterableItem, value: string, rule: MatchRule): boolean {
  switch (rule.by) {
    case "category":
      return item.category === value && !(rule.exceptTypes ?? []).includes(item.type);
    case "type":
      return (rule.values ?? [value]).some((type) => hasType(item, type));
    case "brand":
      return item.brand !== undefined && slugify(item.brand) === value;
    case "any-brand":
      return Boolean(item.brand);
  }
}

/** The rules a category value matches by: its option's own, else the definition's. */
export function categoryRules(def: FilterDefinition, value: string): readonly MatchRule[] {
  const option = def.categories?.options.find((o) => o.value === value);
  return option?.match ?? def.categoryMatch ?? BY_CATEGORY;
}

function categoryMatches(item: FilterableItem, category: string, def: FilterDefinition): boolean {
  if (category === ALL) return true;
  return categoryRules(def, category).some((rule) => ruleMatches(item, category, rule));
}

/** All + no type shows everything; a category alone shows it; a type must match too. */
export function matchesFilter(item: FilterableItem, state: FilterState, def: FilterDefinition): boolean {
  if (!categoryMatches(item, state.category, def)) return false;
  return state.type === null || hasType(item, state.type);
}

export function applyFilter<T extends FilterableItem>(
  items: readonly T[],
  state: FilterState,
  def: FilterDefinition,
): T[] {
  return items.filter((item) => matchesFilter(item, state, def));
}

/** Choosing a category clears the type (on groom: choosing a group clears the sub-filter). */
export function chooseCategory(_state: FilterState, category: string): FilterState {
  return { category, type: null };
}

/** Choosing a type keeps the category; choosing the current type again clears it. */
export function chooseType(state: FilterState, type: string | null): FilterState {
  return { category: state.category, type: state.type === type ? null : type };
}

/** The type chips to show for the current state, if any. */
export function typeRowFor(def: FilterDefinition, state: FilterState): TypeRow | undefined {
  const row = def.typesByCategory?.[state.category] ?? def.types;
  return row?.hidden ? undefined : row;
}

export function isDefaultState(state: FilterState, def: FilterDefinition): boolean {
  return state.category === def.defaultCategory && state.type === null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads the state from a query. An unknown category falls back to the screen's
 * default (a mistyped link still opens a sensible page); a well-formed type is kept
 * even if nothing has it, so a shared link to a type no longer stocked shows the
 * empty state with its reset rather than silently everything.
 */
export function parseFilterQuery(params: URLSearchParams, def: FilterDefinition): FilterState {
  const rawCategory = params.get("category");
  // "all" is every screen's, also one whose tabs offer none (formal): its "see all".
  const known = rawCategory === ALL || (def.categories?.options.some((o) => o.value === rawCategory) ?? false);
  const category = known && rawCategory !== null ? rawCategory : def.defaultCategory;
  const rawType = params.get("type");
  const type = rawType !== null && rawType.length <= 48 && SLUG.test(rawType) ? rawType : null;
  return { category, type };
}

/** "?category=…&type=…" for a state, leaving out what equals the default ("" for the default page). */
export function filterSearch(state: FilterState, def: FilterDefinition): string {
  const params = new URLSearchParams();
  if (state.category !== def.defaultCategory) params.set("category", state.category);
  if (state.type !== null) params.set("type", state.type);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Label of a value for headings and the live result count ("Formal Suits", "Sherwani"). */
export function filterLabel(def: FilterDefinition, state: FilterState): string | undefined {
  const row = typeRowFor(def, state);
  if (state.type !== null) return row?.options.find((o) => o.value === state.type)?.label;
  return def.categories?.options.find((o) => o.value === state.category)?.label ?? row?.allLabel;
}

/**
 * An item's label in a screen's filters: its type chip's label, else the first
 * category option (other than "all") that it falls under ("Formal T-shirts" for the
 * formal tee, which is filed under the shirts category).
 */
export function itemFilterLabel(def: FilterDefinition, item: FilterableItem): string | undefined {
  for (const row of typeRows(def)) {
    if (row.hidden) continue;
    const label = row.options.find((o) => o.value === item.type)?.label;
    if (label) return label;
  }
  return def.categories?.options.find((o) => o.value !== ALL && categoryMatches(item, o.value, def))?.label;
}

/** Every type row of a definition: the shared one, or one per category group. */
export function typeRows(def: FilterDefinition): TypeRow[] {
  return [...(def.types ? [def.types] : []), ...Object.values(def.typesByCategory ?? {})];
}

/**
 * The categories an item can be filed under (what a staff form offers): category
 * options that match by the item's category. "all" and options that match by brand
 * or type (innerwear's brands, the formal T-shirts tab) are not categories of an item.
 */
export function assignableCategories(def: FilterDefinition): FilterOption[] {
  return (def.categories?.options ?? []).filter(
    (o) => o.value !== ALL && categoryRules(def, o.value).some((rule) => rule.by === "category"),
  );
}

/** The types an item of `category` may have: its group's row (groom), else the shared row. */
export function typeChoices(def: FilterDefinition, category: string | null | undefined): readonly FilterOption[] {
  if (def.typesByCategory) return (category ? def.typesByCategory[category]?.options : undefined) ?? [];
  return def.types?.options ?? [];
}
