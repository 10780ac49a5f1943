/**
 * The history state a card's link puts on an item URL: the entry before it is the
 * collection grid, so closing the dialog goes back to it (no stale entry that Back
 * would re-open). An item URL loaded any other way replaces itself on close.
 */
export type ItemLinkState = { fromGrid: true };

export const ITEM_LINK_STATE: ItemLinkState = { fromGrid: true };

export function openedFromGrid(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Partial<ItemLinkState>).fromGrid === true;
}
