import type { ImageRef } from "~/content/art";
import type { CatalogueItem, Collection } from "~/content/catalogue/catalogue-item";
import type { FilterDefinition, FilterState } from "~/lib/collection-filter";

/** A detail the item dialog can list; shown only when the item has a value for it. */
export type DetailKey = "category" | "brand" | "fabric" | "fit" | "warmth" | "price";

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
  /** Short proof lines, e.g. "Loved by 10k+ customers". */
  claims?: readonly string[];
  stats?: ReadonlyArray<{ value: string; label: string }>;
  /** The call to action: selects `state` (if any) and scrolls to the collection. */
  cta: { label: string; state?: FilterState };
  image: ImageRef;
};

/**
 * Everything that differs between the eight collection screens. The engine
 * (CollectionScreen) does the rest: filters, URL state, grid, dialog, gallery.
 */
export type CollectionScreenConfig = {
  /** The route path, e.g. "/collections/formals": filter links are built on it. */
  path: string;
  /** Used in the chat text and labels: "Formal Collection". */
  name: string;
  collection: Collection;
  filters: FilterDefinition;
  /** Category row drawn as underlined tabs (formal) or as chips (the rest). */
  categoryStyle?: "tabs" | "chips";
  hero: HeroConfig;
  section: { title: string; intro: string };
  /** Small line above a card title ("Formal Suits", "Sherwani"). */
  eyebrow: (item: CatalogueItem) => string | undefined;
  /** A badge on the card image (groom category, warmth, brand). */
  badge?: (item: CatalogueItem) => string | undefined;
  /** Labels of category values, for the dialog's Category field. */
  categoryLabels?: Readonly<Record<string, string>>;
  details: readonly DetailKey[];
  /** Casual: a "Reset Filters" action next to the filters. */
  resetInFilterBar?: boolean;
  empty: { hint: string; reset: boolean };
};
