/**
 * The gallery page (docs/behaviour.md#gallery): nothing open, then either the fullscreen carousel (a card)
 * or the grid dialog ("View Collection"); choosing an image in the grid opens the
 * carousel at that image; closing either returns to nothing open.
 */
export type GalleryView =
  { mode: "none" } | { mode: "carousel"; collectionId: string; index: number } | { mode: "grid"; collectionId: string };

export type GalleryAction =
  | { type: "open-carousel"; collectionId: string; index?: number }
  | { type: "open-grid"; collectionId: string }
  | { type: "choose-image"; index: number }
  | { type: "close" };

export const NO_VIEW: GalleryView = { mode: "none" };

export function galleryReducer(view: GalleryView, action: GalleryAction): GalleryView {
  switch (action.type) {
    case "open-carousel":
      return { mode: "carousel", collectionId: action.collectionId, index: action.index ?? 0 };
    case "open-grid":
      return { mode: "grid", collectionId: action.collectionId };
    case "choose-image":
      return view.mode === "grid" ? { mode: "carousel", collectionId: view.collectionId, index: action.index } : view;
    case "close":
      return NO_VIEW;
  }
}

/** The visible "n / total" counter of the fullscreen view. */
export function counterText(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}
