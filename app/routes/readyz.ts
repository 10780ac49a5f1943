import { isReady } from "~/services/app/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";

/** The page cache keys this answer on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/** The process can do its work: the database answers. */
export async function loader() {
  const ready = await isReady();
  return Response.json(
    { status: ready ? "ready" : "unavailable", database: ready ? "up" : "down" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
