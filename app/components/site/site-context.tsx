import { createContext, useContext } from "react";
import type { SiteSettings, Store } from "~/lib/settings/site";

/**
 * The store's settings as the public pages read them: provided once by the shop's
 * shell (routes/public-layout.tsx, from its loader), read by the header banner, the
 * footer, the chat button and every page that prints a store fact. One copy per
 * page, from the database, so a change is on the next page view.
 */
export const SiteContext = createContext<SiteSettings | null>(null);

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() outside the public layout (SiteContext)");
  return site;
}

export function useStore(): Store {
  return useSite().store;
}

/** The id React Router gives the shop's shell route (its file path). */
export const PUBLIC_LAYOUT_ID = "routes/public-layout";

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** For a public route's `meta`: the shell's settings among the matched routes. */
export function siteOf(matches: ReadonlyArray<Match>): SiteSettings | undefined {
  const match = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID);
  return ((match?.loaderData ?? match?.data) as { site?: SiteSettings } | undefined)?.site;
}

/** The store's name for a page title ("" when the shell has no data: an error page). */
export function storeNameOf(matches: ReadonlyArray<Match>): string {
  return siteOf(matches)?.store.name ?? "";
}
