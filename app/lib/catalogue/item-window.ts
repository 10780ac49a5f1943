import type { CatalogueItem } from "./catalogue-item.ts";
import { categoryLabel, type CollectionScreenConfig, type DetailKey } from "./collection-view.ts";

/**
 * What only the item window reads of a screen: its detail rows and whether it offers a
 * trial. A file apart from collection-view, so the collection page's own chunk does not
 * carry them (the window is a chunk of its own, fetched once the page is idle).
 */

export const DETAIL_LABELS: Readonly<Record<DetailKey, string>> = {
  category: "Category",
  brand: "Brand",
  fabric: "Fabric",
  fit: "Fit",
  warmth: "Warmth",
  price: "Price",
};

/** Whether an item can be reserved for a trial: its collection offers it and its main type is not left out. */
export function offersTrial(config: Pick<CollectionScreenConfig, "trial">, item: Pick<CatalogueItem, "type">): boolean {
  return config.trial.offered && !config.trial.exceptTypes.includes(item.type);
}

export function detailValue(config: CollectionScreenConfig, item: CatalogueItem, key: DetailKey): string | undefined {
  switch (key) {
    case "category":
      return categoryLabel(config.filters, item.category);
    case "brand":
      return item.brand;
    case "fabric":
      return item.fabric;
    case "fit":
      return item.fit;
    case "warmth":
      return item.warmth;
    case "price":
      return item.price;
  }
}

/** The window's detail rows: the screen's fields, in its order, only those with a value. */
export function itemDetails(config: CollectionScreenConfig, item: CatalogueItem) {
  return config.details.flatMap((key) => {
    const value = detailValue(config, item, key);
    return value ? [{ key, label: DETAIL_LABELS[key], value }] : [];
  });
}
