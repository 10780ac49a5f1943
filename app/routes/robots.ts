import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { publicUrl } from "~/services/platform/site-address.server";

/** The page cache keys this answer on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/**
 * Public pages are open to crawlers; the staff area and the JSON API are not.
 *
 * The search results (/search?q=…) are deliberately not disallowed: each says
 * `noindex, follow`, and a crawler must be allowed to fetch a page to read that (a
 * disallowed URL that someone links to can still be listed, bare). Nothing on the site
 * links to open-ended queries, so there is no endless space for a crawler to walk, and
 * the sitemap leaves search out (routes-meta.ts: `indexed: false`).
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
