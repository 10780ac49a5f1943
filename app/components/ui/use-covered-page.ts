import { useMatches } from "react-router";
import { useMounted } from "./use-mounted";

/** A route whose screen is a dialog over its parent's page (an item URL) exports this as its `handle`. */
export type CoversPageHandle = { coversPage: true };

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
  return !mounted && matches.some((m) => (m.handle as Partial<CoversPageHandle> | undefined)?.coversPage === true);
}
