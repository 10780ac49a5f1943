/**
 * The gallery page (docs/behaviour.md#gallery): nothing open, then either the fullscreen carousel (a card)
 * or the grid dialog ("View Collection"); choosing an image in the grid opens the
 * carousel at that image; closing either returns to nothing open.
 *
 * Each view has its own URL, so every control of the page is a link that works at the
 * first tap, before the page's script has run and without it, and a view can be
 * shared: `/gallery?collection=formal&image=3` (the third image, fullscreen) and
 * `/gallery?collection=formal&view=all` (the grid). Images count from 1 in the URL.
 */
export type GalleryView =
  { mode: "none" } | { mode: "carousel"; collectionId: string; index: number } | { mode: "grid"; collectionId: string };

export const NO_VIEW: GalleryView = { mode: "none" };

/** What the parser needs of a collection: its id and how many images it has. */
export type GalleryCollectionShape = { id: string; images: readonly unknown[] };

/**
 * The view a query asks for. An unknown collection is nothing open; an image number
 * that is not one of the collection's opens its first image.
 */
export function parseGalleryView(search: URLSearchParams, collections: readonly GalleryCollectionShape[]): GalleryView {
  const collection = collections.find((c) => c.id === search.get("collection"));
  if (!collection) return NO_VIEW;
  if (search.get("view") === "all" && !search.has("image")) return { mode: "grid", collectionId: collection.id };
  const number = Number(search.get("image") ?? "1");
  const index = Number.isInteger(number) && number >= 1 && number <= collection.images.length ? number - 1 : 0;
  return { mode: "carousel", collectionId: collection.id, index };
}

/** The query of a view ("" for nothing open), to put after the page's path. */
export function gallerySearch(view: GalleryView): string {
  switch (view.mode) {
    case "none":
      return "";
    case "grid":
      return `?${new URLSearchParams({ collection: view.collectionId, view: "all" })}`;
    case "carousel":
      return `?${new URLSearchParams({ collection: view.collectionId, image: String(view.index + 1) })}`;
  }
}

/** The visible "n / total" counter of the fullscreen view. */
export function counterText(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}
