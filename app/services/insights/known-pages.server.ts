import { type KnownPaths, loadKnownPaths } from "./known-paths.server.ts";
import { getDb } from "../platform/db.server.ts";
import { getPageCache } from "../page-cache/index.server.ts";

/**
 * Whether a path is one of the site's pages now (a published item's address): the
 * page cache asks before rendering a route that only has such paths, so made-up item
 * addresses share one cached 404 instead of a render each. The list is read once per
 * page-cache generation: any change to the catalogue, here or on another instance,
 * starts a new one.
 */
let known: { generation: number; paths: Promise<KnownPaths> } | undefined;

export async function isKnownPage(pathname: string): Promise<boolean> {
  const generation = getPageCache().generation;
  if (known?.generation !== generation) {
    const paths = loadKnownPaths(getDb());
    known = { generation, paths };
    paths.catch(() => {
      if (known?.paths === paths) known = undefined;
    });
  }
  return (await known.paths).resolve(pathname) !== null;
}
