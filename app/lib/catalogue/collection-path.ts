import { normalizePathname } from "./paths.ts";

// Apart from paths.ts, which every public page carries: only the collection route needs it.

/**
 * The collection path of a collection or item URL: `/groom/onion-pink-handwork-sherwani`
 * and `/groom/` are both `/groom`. `item` is the item segment the router matched, if
 * any (always the last one). Lowercased, as the router matches paths.
 */
export function collectionPathOf(pathname: string, item: string | undefined): string {
  const path = normalizePathname(pathname);
  const base = item === undefined ? path : path.slice(0, path.lastIndexOf("/"));
  return base.toLowerCase() || "/";
}
