/**
 * The rendering domain's door: what other domains, routes and the server may use.
 * Rendering: what the server adds to a rendered page (the inline stylesheet, the fonts, JSON-LD, the scripts started after the first paint). Only the document (root, entry) and routes use it: its fonts come through Vite, so no script run by plain Node may load it.
 */
export { headJsonLd, setHeadJsonLd } from "./head-json-ld.server.ts";
export { builtStylesheetText } from "./inline-stylesheet.server.ts";
export { scriptsAfterPaint } from "./scripts-after-paint.server.ts";
export { pageFonts, scriptFontsHref } from "./script-fonts.server.ts";
export { WEB_FONT_FACES } from "./web-font-faces.server.ts";
