import { matchRoutes, type RouteMatch, type RouteObject, type ServerBuild } from "react-router";

/**
 * The server's questions about a request path, answered the way the router answers
 * them: React Router's own matcher over the app's route table (it decodes the path
 * and ignores case), never a comparison on the raw path that could drift from it.
 */
const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

/** The build's flat route manifest as the nested routes `matchRoutes` expects (built once per build). */
export function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const known = trees.get(manifest);
  if (known) return known;
  const children = new Map<string | undefined, Array<NonNullable<ServerBuild["routes"][string]>>>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  const tree = build(undefined);
  trees.set(manifest, tree);
  return tree;
}

/**
 * `matchRoutes` flattens and ranks the whole route table on every call (about a
 * millisecond here, more than the rest of a small request), so its answers are
 * kept per build for the paths last asked about; the page cache and the staff
 * check ask about the same path in one request, and most paths come again.
 */
const MEMO_ENTRIES = 1_000;
const memos = new WeakMap<ServerBuild["routes"], Map<string, RouteMatch<string, RouteObject>[] | null>>();

/** The router's matches for a path (decoded, case-insensitive, as React Router matches). */
export function matchAppRoutes(build: ServerBuild, pathname: string): RouteMatch<string, RouteObject>[] | null {
  let memo = memos.get(build.routes);
  if (!memo) memos.set(build.routes, (memo = new Map()));
  if (memo.has(pathname)) return memo.get(pathname)!;
  const matches = matchRoutes(routeTree(build.routes), pathname);
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  memo.set(pathname, matches);
  return matches;
}

/** `/x.data` (a client navigation's data request) is the page `/x`; `/_root.data` is `/`. */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

const STAFF_PATH = /^\/?(admin|api)(\/|$)/i;

/**
 * Is this request for the staff area or the JSON API? `/ADMIN/CONTACT-MESSAGES`,
 * `/%61dmin/…` and `/API/contact-messages` are, exactly when the router would serve
 * them the staff screen or the API.
 */
export function isStaffRequest(build: ServerBuild, pathname: string): boolean {
  let matches;
  try {
    matches = matchAppRoutes(build, pagePath(pathname));
  } catch {
    return false;
  }
  return (matches ?? []).some((m) => STAFF_PATH.test(m.route.path ?? ""));
}
