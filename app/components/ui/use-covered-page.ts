import { useMatches, useSearchParams } from "react-router";
import { useMounted } from "./use-mounted";

/**
 * A route whose screen is a dialog over its parent's page (an item URL) exports this
 * as its `handle`; a page that opens a dialog for some queries (the gallery's views)
 * says for which.
 */
export type CoversPageHandle = { coversPage: true | ((search: URLSearchParams) => boolean) };

function covers(handle: unknown, search: URLSearchParams): boolean {
  const coversPage = (handle as Partial<CoversPageHandle> | undefined)?.coversPage;
  return coversPage === true || (typeof coversPage === "function" && coversPage(search));
}

export const COVERS_PAGE: CoversPageHandle = { coversPage: true };

/**
 * True while a server-rendered dialog covers the page and no script has made it modal
 * yet (without JavaScript: always). The page behind is then marked `inert`, as a modal
 * dialog makes it: what is visible is what Tab and a screen reader reach, and the
 * dialog's close link is the way back. Once hydrated the dialog is modal itself.
 */
export function usePageCoveredByServerDialog(): boolean {
  const mounted = useMounted();
  const matches = useMatches();
  const [search] = useSearchParams();
  return !mounted && matches.some((m) => covers(m.handle, search));
}
