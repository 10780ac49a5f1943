import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { log } from "~/services/platform/log.server";
import { NotFoundMessage, notFoundMeta } from "~/components/site/not-found-message";
import type { CachedPageHandle } from "~/services/page-cache/index.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Logged so the store can see which old or mistyped links people still follow.
  log.warn("not_found", { path: url.pathname });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => notFoundMeta;

export default function NotFound() {
  return <NotFoundMessage />;
}
