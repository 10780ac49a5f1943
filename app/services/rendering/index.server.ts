/**
 * The rendering domain's door: what other domains, routes and the server may use.
 * Rendering: the page cache and what the server adds to a page (inline stylesheet, fonts, JSON-LD, deferred scripts).
 */
export { headJsonLd, setHeadJsonLd } from "./head-json-ld.server.ts";
export { builtStylesheetText } from "./inline-stylesheet.server.ts";
export { PER_VISITOR_HEADERS, getPageCache, invalidatePages } from "./page-cache.server.ts";
export type { CachedPage, CachedPageHandle, PageCache } from "./page-cache.server.ts";
export { scriptsAfterPaint } from "./scripts-after-paint.server.ts";
export { WEB_FONT_FACES } from "./web-font-faces.server.ts";
