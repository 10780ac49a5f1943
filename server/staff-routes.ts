import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Is this request for the staff area or the JSON API? Decided the way the router
 * decides what to render: React Router's own matcher over the app's route table,
 * which decodes the path and ignores case. So `/ADMIN/CONTACT-MESSAGES`,
 * `/%61dmin/…` and `/API/contact-messages` are staff exactly when the router would
 * serve them the staff screen, and a comparison on the raw path cannot drift from it.
 */
type Branch = RouteObject & { id: string; path?: string };

const trees = new WeakMap<ServerBuild["routes"], Branch[]>();

/** The flat route manifest of the server build as the nested tree `matchRoutes` reads. */
function routeTree(manifest: ServerBuild["routes"]): Branch[] {
  let tree = trees.get(manifest);
  if (tree) return tree;
  const children = new Map<string | undefined, Branch[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const branch = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as Branch;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), branch]);
  }
  const attach = (branch: Branch): Branch => {
    const below = children.get(branch.id);
    return below && !branch.index ? ({ ...branch, children: below.map(attach) } as Branch) : branch;
  };
  tree = (children.get(undefined) ?? []).map(attach);
  trees.set(manifest, tree);
  return tree;
}

/** `/x.data` (a client navigation's data request) is the page `/x`; `/_root.data` is `/`. */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

const STAFF_PATH = /^\/?(admin|api)(\/|$)/i;

export function isStaffRequest(build: ServerBuild, pathname: string): boolean {
  let matches;
  try {
    matches = matchRoutes(routeTree(build.routes), pagePath(pathname));
  } catch {
    return false;
  }
  return (matches ?? []).some((m) => STAFF_PATH.test(m.route.path ?? ""));
}
