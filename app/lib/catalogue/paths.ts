/**
 * Prerendering renders "/about" as "/about/" while the browser has "/about": compare
 * paths through this so prerendered HTML and the hydrated page agree.
 */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * An item's own address: its collection's path plus its slug (`/groom/onion-pink-handwork-sherwani`).
 * Item pages, search results, the sitemap and share links all build it here.
 */
export function itemPath(collectionPath: string, itemSlug: string): string {
  return `${normalizePathname(collectionPath)}/${encodeURIComponent(itemSlug)}`;
}
