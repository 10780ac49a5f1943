/**
 * The page-cache domain's door: what other domains, routes and the server may use.
 * The page cache: rendered public pages kept by path and the parameters a page reads, dropped when the catalogue's or the settings' version changes.
 */
export { PER_VISITOR_HEADERS, getPageCache, invalidatePages } from "./page-cache.server.ts";
export type { CachedPage, CachedPageHandle, PageCache } from "./page-cache.server.ts";
