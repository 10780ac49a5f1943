import { useMatches, useSearchParams } from "react-router";

/**
 * A route whose screen is a dialog over its parent's page (an item URL) exports this
 * as its `handle`; a page that opens a dialog for some queries (the gallery's views)
 * says for which (from the query and its own loader's data: the gallery's collections
 * are the store's settings).
 */
export type CoversPageHandle = { coversPage: true | ((search: URLSearchParams, data: unknown) => boolean) };

function covers(handle: unknown, search: URLSearchParams, data: unknown): boolean {
  const coversPage = (handle as Partial<CoversPageHandle> | undefined)?.coversPage;
  return coversPage === true || (typeof coversPage === "function" && coversPage(search, data));
}

export const COVERS_PAGE: CoversPageHandle = { coversPage: true };

/**
 * True while a dialog with its own URL covers the page. The page behind is then
 * marked `inert`, as a modal dialog makes it: in the server's HTML (a non-modal
 * dialog until the script runs, and without it) what is visible is what Tab and a
 * screen reader reach, and the dialog's close link is the way back. Once the script
 * runs the dialog is modal as well, which changes nothing.
 *
 * It does not ask whether the page has hydrated: that answer changes right after
 * hydration, and the layout that asks would render the whole page again at once, a
 * long task on a phone (70–140 ms at 4× slowdown on a collection page).
 */
export function usePageCoveredByDialog(): boolean {
  const matches = useMatches();
  const [search] = useSearchParams();
  return matches.some((m) => covers(m.handle, search, m.loaderData));
}
