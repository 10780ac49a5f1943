import { createContext, type RouterContextProvider } from "react-router";

/**
 * Structured data (the store's ClothingStore JSON-LD) for the document's <head>,
 * handed from a loader to entry.server.tsx through the request's context instead of
 * the loader's data: search engines read it from the HTML, and the page's hydration
 * data (which every visitor downloads) does not carry a second copy. React 19 leaves
 * a tag it did not render in <head> alone when it hydrates.
 */
const jsonLdContext = createContext<string | null>(null);

/** `json` as `jsonLdText` makes it (every "<" escaped, so it cannot close the script). */
export function setHeadJsonLd(context: Readonly<RouterContextProvider>, json: string): void {
  context.set(jsonLdContext, json);
}

/** The script element for the document's head, or "" when no loader set one. */
export function headJsonLd(context: Readonly<RouterContextProvider>): string {
  const json = context.get(jsonLdContext);
  return json ? `<script type="application/ld+json">${json}</script>` : "";
}
