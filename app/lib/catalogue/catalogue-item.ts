import type { ImageRef } from "../media/image-ref.ts";
import type { InEnglish } from "../i18n/localized.ts";

/**
 * One catalogue item as every collection screen renders it. Optional fields are
 * simply absent when a collection does not have them (the original read prices it
 * never set; we show a field only when it has a value).
 */
/** Where an item is in staff's hands; only a published one is on the site. */
export type ItemStatus = "draft" | "published" | "hidden";
// Here, not in product-form.ts, so the products list can name them without loading zod.
export const ITEM_STATUSES: readonly ItemStatus[] = ["draft", "published", "hidden"];

export type Warmth = "Medium" | "Medium-High" | "High" | "Very High";

export type CatalogueItem = {
  slug: string;
  title: string;
  description: string;
  category?: string;
  type: string;
  /** Other types it is also listed under (a handwork sherwani is a sherwani too). */
  extraTypes?: readonly string[];
  brand?: string;
  /** Display text, e.g. "₹18,500". */
  price?: string;
  /** The stars staff once typed (the seed's): kept in the database, never shown since issue 34. */
  rating?: number;
  /**
   * What the reviews of visits that tried it add up to (services/reviews): the count, and
   * the average from three reviews (lib/reviews/shown-figures.ts). Absent without reviews.
   */
  reviews?: { count: number; average?: number };
  fabric?: string;
  fit?: string;
  warmth?: Warmth;
  features?: readonly string[];
  /** Shown as a "New" badge on the card. */
  isNew?: boolean;
  images: readonly ImageRef[];
  /** On a Kannada or Hindi page: the words that have no translation and show in English (`lang="en"`). */
  inEnglish?: InEnglish<"title" | "description">;
};
