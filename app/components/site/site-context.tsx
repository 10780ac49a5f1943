import { createContext, useContext } from "react";
import type { PageShell } from "~/lib/seo/seo";
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

/**
 * For a public route's `meta`: the store's name for a page title and the site's public
 * origin, which the shell's loader reads from the server's config (SITE_URL at start),
 * so a client navigation's canonical and Open Graph URLs are the server's, never a
 * build's; and the store's settings. The name is "" when the shell has no data (an
 * error page).
 */
export function shellOf(matches: ReadonlyArray<Match>): PageShell & { store?: Store } {
  const match = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID);
  const data = (match?.loaderData ?? match?.data) as { site?: SiteSettings; siteUrl: string } | undefined;
  return { storeName: data?.site?.store.name ?? "", siteUrl: data?.siteUrl as string, store: data?.site?.store };
}
