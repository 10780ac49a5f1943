/**
 * The filter logic every collection screen shares (SPEC §4), plus the URL query that
 * carries the selection so back/forward, reload and shared links keep it.
 *
 * A screen has up to two rows of filters: a category row (tabs or chips; "all" or a
 * category) and a type row (chips). Screens that filter by type only have no category
 * row and stay on "all".
 */

export const ALL = "all";

export type FilterOption = { readonly value: string; readonly label: string };

/** A row of type chips. `allLabel` adds a chip that clears the type (e.g. "All Nightwear"). */
export type TypeRow = { readonly label: string; readonly allLabel?: string; readonly options: readonly FilterOption[] };

/**
 * How a category value matches an item:
 * - "equal": item.category === value;
 * - "formal": the formal-tee type belongs to the T-shirts tab only, never to shirts;
 * - "innerwear": "brands" = any branded item; otherwise the brand or the item type.
 */
export type CategoryRule = "equal" | "formal" | "innerwear";

export type FilterDefinition = {
  /** The category row; absent on type-only screens. */
  readonly categories?: { readonly label: string; readonly options: readonly FilterOption[] };
  /** "all", or "shirts" on the formal screen. */
  readonly defaultCategory: string;
  readonly categoryRule?: CategoryRule;
  /** Type chips shown whatever the category. */
  readonly types?: TypeRow;
  /** Groom: each main group has its own sub-filter, shown while that group is chosen. */
  readonly typesByCategory?: Readonly<Record<string, TypeRow>>;
};

export type FilterState = { readonly category: string; readonly type: string | null };

export type FilterableItem = { readonly category?: string; readonly type: string; readonly brand?: string };

export const FORMAL_TEE = "formal-tee";
export const FORMAL_TSHIRTS = "t-shirts";
export const BRANDS = "brands";

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

function categoryMatches(item: FilterableItem, category: string, rule: CategoryRule): boolean {
  if (category === ALL) return true;
  switch (rule) {
    case "formal":
      if (category === FORMAL_TSHIRTS) return item.type === FORMAL_TEE;
      return item.category === category && item.type !== FORMAL_TEE;
    case "innerwear":
      if (category === BRANDS) return Boolean(item.brand);
      return (item.brand !== undefined && slugify(item.brand) === category) || item.type === category;
    case "equal":
      return item.category === category;
  }
}

/** SPEC §4: all + no type shows everything; a category alone shows it; a type must match too. */
export function matchesFilter(item: FilterableItem, state: FilterState, def: FilterDefinition): boolean {
  if (!categoryMatches(item, state.category, def.categoryRule ?? "equal")) return false;
  return state.type === null || item.type === state.type;
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
  return def.typesByCategory?.[state.category] ?? def.types;
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
  const known = def.categories?.options.some((o) => o.value === rawCategory) ?? false;
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

/** An item's label in a screen's filters: its type chip's label, else its category's. */
export function itemFilterLabel(def: FilterDefinition, item: FilterableItem): string | undefined {
  const rows = [def.types, ...Object.values(def.typesByCategory ?? {})];
  for (const row of rows) {
    const label = row?.options.find((o) => o.value === item.type)?.label;
    if (label) return label;
  }
  if (def.categoryRule === "formal" && item.type === FORMAL_TEE) {
    return def.categories?.options.find((o) => o.value === FORMAL_TSHIRTS)?.label;
  }
  return def.categories?.options.find((o) => o.value === item.category)?.label;
}
