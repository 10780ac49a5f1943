import type { ImageRef } from "../media/image-ref.ts";
import type { CatalogueItem } from "./catalogue-item.ts";
import type { InEnglish } from "../i18n/localized.ts";
import { ALL, type FilterDefinition, type FilterState, itemFilterLabel } from "./collection-filter.ts";

/**
 * What a collection screen shows besides its items: everything that differs between
 * the eight screens, as plain data (a collection row and its filters in the database,
 * seeded from app/content/catalogue/screens.ts). The engine knows no screen by name.
 */

/** A detail the item dialog can list; shown only when the item has a value for it. */
export type DetailKey = "category" | "brand" | "fabric" | "fit" | "warmth" | "price";

/** The badge on a card's image: the category's label (groom), the brand, or "Warmth: High". */
export type CardBadge = "category" | "brand" | "warmth";

/** Optional item fields a collection's items may carry (the staff form offers these). */
export type ItemField = "price" | "rating" | "fabric" | "fit" | "warmth" | "brand" | "features";

/** A hero's claim line as shown: its words, and a link when it is the rating. */
export type HeroClaim = { text: string; href?: string; external?: boolean };

export type HeroConfig = {
  eyebrow: string;
  title: string;
  /** A second line set in the display face, e.g. "Heritage Woven in Golden Threads". */
  subtitle?: string;
  text: string;
  /** A pill above the title, e.g. "New Summer Collection". */
  badge?: string;
  /** A tag on the hero image, e.g. "Limited Edition". */
  tag?: string;
  /**
   * Short proof lines as kept, with the store's figures as placeholders, e.g. "Loved by
   * {customersShort} customers" (lib/settings/claims.ts).
   */
  claims?: readonly string[];
  /** The same lines as the page shows them, filled in by the screen's loader (lib/reviews/shown-figures.ts). */
  shownClaims?: readonly HeroClaim[];
  stats?: ReadonlyArray<{ value: string; label: string }>;
  /** The call to action: selects `state` (if any) and scrolls to the collection. */
  cta: { label: string; state?: FilterState };
  image: ImageRef;
  /** On a Kannada or Hindi page: the words that have no translation and show in English (`lang="en"`). */
  inEnglish?: InEnglish<"eyebrow" | "title" | "subtitle" | "text">;
};

export type CollectionScreenConfig = {
  /** The route path, e.g. "/collections/formals": filter links are built on it. */
  path: string;
  /** Used in the chat text and labels: "Formal Collection". */
  name: string;
  filters: FilterDefinition;
  /** Category row drawn as underlined tabs (formal) or as chips (the rest). */
  categoryStyle: "tabs" | "chips";
  hero: HeroConfig;
  section: { title: string; intro: string; inEnglish?: InEnglish<"title" | "intro"> };
  badge?: CardBadge;
  details: readonly DetailKey[];
  /** Casual: a "Reset Filters" action next to the filters. */
  resetInFilterBar: boolean;
  empty: { hint: string; reset: boolean; inEnglish?: InEnglish<"hint"> };
  /**
   * Whether its pieces offer "Reserve for trial" (staff choose per collection: not for
   * innerwear), and the types that do not (the ceremonial vel).
   */
  trial: { offered: boolean; exceptTypes: readonly string[] };
};

/** A collection screen as its loader hands it to the engine: the screen and its published items. */
export type CollectionPage = { config: CollectionScreenConfig; items: CatalogueItem[] };

/** Small line above a card title: "Formal Suits", "Sherwani". */
export function itemEyebrow(config: CollectionScreenConfig, item: CatalogueItem): string | undefined {
  return itemFilterLabel(config.filters, item);
}

/** The label of a category value in the screen's category row ("traditional" -> "Traditional"). */
export function categoryLabel(filters: FilterDefinition, value: string | undefined): string | undefined {
  if (!value || value === ALL) return undefined;
  return filters.categories?.options.find((o) => o.value === value)?.label;
}

export function itemBadge(config: CollectionScreenConfig, item: CatalogueItem): string | undefined {
  switch (config.badge) {
    case "category":
      return categoryLabel(config.filters, item.category);
    case "brand":
      return item.brand;
    case "warmth":
      return item.warmth ? `Warmth: ${item.warmth}` : undefined;
    default:
      return undefined;
  }
}
