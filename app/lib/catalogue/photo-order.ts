/**
 * A product's photo order as one post (the product editor's drag and "Make cover",
 * services/catalogue/product-editor.server.ts productPhotoAction): the whole order and
 * the product's version it was made on, so an order made on photos someone else has
 * changed meanwhile is refused instead of shuffling theirs.
 */

export const PRODUCT_CONFLICT = "This product was changed by someone else since you opened it";

/** What a refused order tells: nothing moved, and how to see what is there now. */
export const PHOTOS_NOT_MOVED = "The photos were not moved. Reload to see them as they are now, then move them again.";

/** The same, after a page load that already shows them as they are now (no script). */
export const PHOTOS_NOT_MOVED_SHOWN = "The photos were not moved: below they are as they are now.";

/** The script's answer to an order (JSON). */
export type PhotoOrderAnswer = { ok: true; version: number } | { ok: false; conflict: boolean; message: string };

/** "12,4,9" as the photo ids in that order; anything that is not an id is left out. */
export function readIdList(value: string | null | undefined): number[] {
  return (value ?? "")
    .split(",")
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
}
