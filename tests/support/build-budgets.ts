import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Deterministic byte figures of a production build, read from the files on disk.
 *
 * Which JavaScript a route loads comes from React Router's own route manifest
 * (`build/client/assets/manifest-<hash>.js`, `window.__reactRouterManifest = {…}`):
 * for a URL it is the client entry with its imports plus, for every route module
 * that matches the URL (root → layout → page), the module and its imports. That is
 * exactly the set the server writes as `<link rel="modulepreload">` into the page,
 * and it covers server-rendered routes (/contact) that have no HTML file.
 *
 * The framework floor is the part every page loads whatever the route: the client
 * entry (React, React DOM, React Router) with its imports and the root route with
 * its imports. Anything else a route loads (shell layout, page, shared chunks) is
 * our own code and is what the "+20 KB" budget limits.
 *
 * Sizes are gzip at zlib's default level, each file compressed on its own (as the
 * server sends them).
 */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  hasDefaultExport?: boolean;
};
export type RouterManifest = {
  /** The route manifest module itself, which every page loads (react-router.config.ts: routeDiscovery "initial"). */
  url?: string;
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
};

export class MissingBuildError extends Error {
  override name = "MissingBuildError";
}

export function clientDir(buildDir: string) {
  return join(buildDir, "client");
}

export function readRouterManifest(buildDir: string): RouterManifest {
  const assets = join(clientDir(buildDir), "assets");
  if (!existsSync(assets)) {
    throw new MissingBuildError(`No client build at ${assets}: run \`npm run build\` (or set BUILD_DIR) first.`);
  }
  const files = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length !== 1)
    throw new MissingBuildError(`Expected one manifest-*.js in ${assets}, found ${files.length}.`);
  const text = readFileSync(join(assets, files[0]!), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as RouterManifest;
}

/** The chain of route ids (root first) whose paths together match `urlPath` exactly. */
export function matchRouteChain(manifest: RouterManifest, urlPath: string): string[] | undefined {
  const target = urlPath.replace(/^\/+|\/+$/g, "");
  const chainOf = (id: string): string[] => {
    const route = manifest.routes[id];
    return route?.parentId ? [...chainOf(route.parentId), id] : [id];
  };
  const fullPath = (chain: string[]) =>
    chain
      .map((id) => manifest.routes[id]?.path ?? "")
      .filter(Boolean)
      .join("/");
  const leaves = Object.values(manifest.routes).filter((r) => r.hasDefaultExport !== false);
  // Exact static paths only (no params or splats): the public pages are all static.
  for (const leaf of leaves) {
    const chain = chainOf(leaf.id);
    if (chain.some((id) => /[:*]/.test(manifest.routes[id]?.path ?? ""))) continue;
    if (fullPath(chain) !== target) continue;
    // A layout with the same path as its index child is not a page by itself.
    if (!leaf.index && target === "" && !leaf.path) continue;
    if (target === "" && !leaf.index) continue;
    return chain;
  }
  return undefined;
}

export function routeAssets(manifest: RouterManifest, chain: string[], buildDir?: string) {
  const js = new Set<string>([
    ...(manifest.url ? [manifest.url] : []),
    manifest.entry.module,
    ...manifest.entry.imports,
  ]);
  const css = new Set<string>(manifest.entry.css);
  for (const id of chain) {
    const route = manifest.routes[id]!;
    js.add(route.module);
    for (const f of route.imports ?? []) js.add(f);
    for (const f of route.css ?? []) css.add(f);
  }
  if (buildDir) for (const f of linkedStylesheets(buildDir, [...js])) css.add(f);
  return { js: [...js], css: [...css] };
}

/**
 * Stylesheets a route's modules link themselves (`import href from "./x.css?url"`, as
 * root.tsx does so that React writes the stylesheet first in <head>): the manifest
 * lists only side-effect CSS imports, so these are found as asset URLs in the JS.
 */
export function linkedStylesheets(buildDir: string, js: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of js) {
    const text = readFileSync(join(clientDir(buildDir), file), "utf8");
    for (const m of text.matchAll(/\/assets\/[\w.-]+\.css/g)) found.add(m[0]);
  }
  return [...found];
}

export function floorAssets(manifest: RouterManifest): string[] {
  const root = manifest.routes.root;
  if (!root) throw new Error("route manifest has no root route");
  return [
    ...new Set([
      ...(manifest.url ? [manifest.url] : []),
      manifest.entry.module,
      ...manifest.entry.imports,
      root.module,
      ...(root.imports ?? []),
    ]),
  ];
}

const gzipCache = new Map<string, number>();
/** gzip size of a built asset given by its URL path (/assets/x.js). */
export function gzipBytes(buildDir: string, urlPath: string): number {
  const file = join(clientDir(buildDir), urlPath.replace(/^\//, ""));
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(file)).length;
  gzipCache.set(file, size);
  return size;
}

export function sumGzip(buildDir: string, urlPaths: Iterable<string>): number {
  let total = 0;
  for (const p of urlPaths) total += gzipBytes(buildDir, p);
  return total;
}

/**
 * The modules a page's HTML preloads (a cross-check of the manifest): the
 * list its module bootstrap adds as modulepreload links once the page has painted
 * (app/services/rendering/scripts-after-paint.server.ts), or `<link rel="modulepreload">` tags.
 */
export function modulePreloads(html: string): string[] {
  const deferred = /for \(const href of (\[[^\]]*\])\) document\.head\.append\([^;]*rel: "modulepreload"/.exec(html);
  if (deferred) return JSON.parse(deferred[1]!) as string[];
  return [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
  );
}

export function* walkFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walkFiles(full);
    else yield full;
  }
}

/** `<img>` tags lacking a width or a height attribute (layout shift before the image loads). */
export function imagesWithoutSize(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/\swidth=["']?\d/i.test(tag) || !/\sheight=["']?\d/i.test(tag));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
