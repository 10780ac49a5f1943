import type { CachedPageHandle } from "~/services/page-cache/index.server";

/** The page cache keys this answer on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/** The process is up and serving. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
