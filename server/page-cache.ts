import { createHash } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { DEFAULT_LOCALE, localeOfPath } from "../app/lib/i18n/locale.ts";
import { FloodLimit } from "../app/lib/limits/flood-limit.ts";
import { log } from "../app/services/platform/log.server.ts";
import type { CachedPage, CachedPageHandle, PageCache } from "../app/services/page-cache/index.server.ts";
import { sendPrecompressed } from "./precompressed.ts";
import { isStaffRequest, matchAppRoutes, pagePath } from "./route-matching.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * Serves public GET pages from the app's page cache (app/services/page-cache/page-cache.server.ts)
 * and fills it on a miss. What may be cached is decided here, conservatively:
 *
 * - the request: GET, no staff session cookie, no Authorization, not /admin or /api;
 * - the response: 200 or 404, an HTML document or route data (`.data`), no Set-Cookie,
 *   and no `Cache-Control: private` / `no-store` (a route that renders something for
 *   one visitor, like the contact form's signed token, says so with `private`).
 *
 * Pages on this path are rendered without a CSP nonce, like prerendered files: the
 * whole document at once, its inline scripts allowed by hash. Every unknown public
 * path shares one cached 404 page, so a crawler asking for random URLs costs a lookup,
 * not a render; the attempted path is still logged.
 *
 * An item's address whose item is not published now (`/groom/no-such-item`) is such
 * an unknown path too: its route says so with `handle.knownPathsOnly`.
 *
 * A page is keyed, and rendered, by the query parameters its routes read (each route
 * module says which in `handle.query`, see pageQuery below): `/groom?a=1` and
 * `/groom?fbclid=…` are the page `/groom`, one render, one entry. A route that says
 * nothing is keyed by its whole URL, as every page once was.
 *
 * What the cache does not hold costs a render, which one address can only ask for at
 * a rate (`renderLimit`, a token bucket per address or IPv6 /64): past it, 429 with
 * Retry-After. Cached pages are served whatever the limit says, so a flood of
 * cache-busting URLs from one address slows nobody else's cached pages.
 */
type Options = {
  build: ServerBuild;
  cache: PageCache;
  createLoadContext: (req: ExpressRequest) => RouterContextProvider;
  /** Does the request carry a staff session that is valid now? (A made-up cookie is no session.) */
  isSignedIn: (request: Request) => Promise<boolean>;
  /** Is this path a page the site has now (a published item's address)? For routes with `knownPathsOnly`. */
  isKnownPage?: (pathname: string) => Promise<boolean>;
  /** Renders per address: a burst, then so many a second; null: no limit (the benchmark only). */
  renderLimit?: { burst: number; perSecond: number } | null;
  now?: () => number;
};

const NOT_FOUND_KEY = "\0not-found";
const STAFF_COOKIE = /(?:^|;\s*)(?:__Host-)?staff_session=/;
const CACHEABLE_TYPE = /^(text\/html|text\/x-script)\b/i;
/** Headers that describe one transfer, or that this middleware sets itself. */
const NOT_REPLAYED = new Set([
  "set-cookie",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "content-security-policy",
]);

export function pageCacheMiddleware({
  build,
  cache,
  createLoadContext,
  isSignedIn,
  isKnownPage,
  renderLimit,
  now = Date.now,
}: Options): RequestHandler {
  if (!cache.enabled) return (_req, _res, next) => next();
  const renders = renderLimit
    ? new FloodLimit({ burst: renderLimit.burst, perMinute: renderLimit.perSecond * 60, maxAddresses: 50_000 })
    : null;
  /** Takes a render for the request's address; false (and a 429 sent) when it has none left. */
  const mayRender = (req: ExpressRequest, res: ExpressResponse): boolean => {
    const address = req.ip ?? "unknown";
    if (!renders || renders.take(address, now())) return true;
    const seconds = Math.max(1, Math.ceil(renders.waitMs(address, now()) / 1000));
    log.warn("render_limited", { path: req.path, address });
    res.status(429).set({ "Retry-After": String(seconds), "Cache-Control": "no-store" });
    res.type("text/plain").send(`Too many requests. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`);
    return false;
  };
  const handle = createRequestHandler(build, "production");
  // With lazy route discovery React Router answers /__manifest itself (it matches no
  // route); with "initial" discovery (react-router.config.ts) that path is just unknown.
  const manifestPath =
    build.routeDiscovery?.mode === "initial" ? null : (build.routeDiscovery?.manifestPath ?? "/__manifest");

  return async (req, res, next) => {
    if (!cacheableRequest(req) || isStaffRequest(build, req.path) || req.path === manifestPath) return next();
    let notFound: boolean;
    let url: string;
    let knownOnly: string | null;
    try {
      // Route data (`/groom.data`) is keyed by its URL like a page; only documents share the 404.
      const document = !req.path.endsWith(".data");
      notFound = document && isNotFound(build, req.path);
      knownOnly = document && !notFound && isKnownPage ? knownPathsOnlyRoute(build, req.path) : null;
      url = notFound ? req.originalUrl : pageUrl(build, req.originalUrl);
    } catch {
      return next(); // a path the router cannot decode: the normal handler answers it
    }
    try {
      // Staff are served fresh pages; only a session that is valid now makes one staff.
      if (STAFF_COOKIE.test(req.headers.cookie ?? "") && (await isSignedIn(toFetchRequest(req, res, "/")))) {
        return next();
      }
      await cache.refresh();
      // An item that is not published now: the route's one shared 404 (its own, so the
      // page hydrates with the routes its address matches).
      const unknown = knownOnly !== null && !(await isKnownPage!(req.path));
      // Each language shares its own 404: a Kannada one carries the Kannada font (issue 33).
      const locale = localeOfPath(req.path);
      const notFoundKey = locale === DEFAULT_LOCALE ? NOT_FOUND_KEY : `${NOT_FOUND_KEY}:${locale}`;
      const key = notFound ? notFoundKey : unknown ? `${notFoundKey}:${knownOnly}` : url;
      const hit = cache.get(key);
      if (hit) {
        if (notFound || unknown) logNotFound(req.path);
        return sendPage(req, res, hit, "hit", [], cache, key);
      }
      if (!mayRender(req, res)) return;
      if (req.method === "HEAD") return next();

      const generation = cache.generation;
      const response = await handle(toFetchRequest(req, res, url), createLoadContext(req));
      const body = Buffer.from(await response.arrayBuffer());
      const page = toCachedPage(response, body);
      const stored = storable(response) && (!unknown || response.status === 404) && cache.set(key, page, generation);
      sendPage(req, res, page, stored ? "miss" : "bypass", response.headers.getSetCookie(), cache, key);
    } catch (error) {
      next(error);
    }
  };
}

/** Query parameters React Router itself reads on a route data request (`/groom.data?_routes=…`). */
const ROUTER_DATA_PARAMS = ["_routes", "index"];

/**
 * The URL a request is rendered and cached as: its path and only the query
 * parameters the matched routes read (sorted, so their order does not matter
 * either). When a matched route does not say what it reads, the whole URL.
 */
export function pageUrl(build: ServerBuild, originalUrl: string): string {
  const url = new URL(originalUrl, "http://page.invalid");
  if (!url.search) return url.pathname;
  const read = pageQuery(build, url.pathname);
  if (!read) return originalUrl;
  if (url.pathname.endsWith(".data")) read.push(...ROUTER_DATA_PARAMS);
  const kept = new URLSearchParams();
  for (const name of [...new Set(read)].sort())
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Every query parameter the routes matching `pathname` read, or null when one of them does not say. */
function pageQuery(build: ServerBuild, pathname: string): string[] | null {
  const names: string[] = [];
  for (const match of matchAppRoutes(build, pagePath(pathname)) ?? []) {
    const handle = build.routes[match.route.id ?? ""]?.module.handle as Partial<CachedPageHandle> | undefined;
    if (!Array.isArray(handle?.query)) return null;
    names.push(...handle.query);
  }
  return names;
}

/** The id of a route matching `pathname` that answers only for paths the site has (`handle.knownPathsOnly`). */
function knownPathsOnlyRoute(build: ServerBuild, pathname: string): string | null {
  for (const match of matchAppRoutes(build, pathname) ?? []) {
    const id = match.route.id ?? "";
    const handle = build.routes[id]?.module.handle as Partial<CachedPageHandle> | undefined;
    if (handle?.knownPathsOnly === true) return id;
  }
  return null;
}

function cacheableRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.path.toLowerCase();
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/") || path.startsWith("/%"))
    return false;
  return !req.headers.authorization;
}

function storable({ status, headers }: Response): boolean {
  if (status !== 200 && status !== 404) return false;
  if (!CACHEABLE_TYPE.test(headers.get("Content-Type") ?? "")) return false;
  if (headers.getSetCookie().length > 0) return false;
  return !/\b(private|no-store)\b/i.test(headers.get("Cache-Control") ?? "");
}

function toCachedPage(response: Response, body: Buffer): CachedPage {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name.toLowerCase())) headers.push([name, value]);
  });
  const html = /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
  return {
    status: response.status,
    body,
    headers,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptHashes: html ? inlineScriptHashes(body.toString("utf8")) : [],
  };
}

function sendPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: "hit" | "miss" | "bypass",
  cookies: string[],
  cache: PageCache,
  key: string,
) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  for (const cookie of cookies) res.append("Set-Cookie", cookie);
  if (page.scriptHashes.length > 0 || /^text\/html\b/i.test(String(res.getHeader("Content-Type") ?? ""))) {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ hashes: page.scriptHashes }, { https: req.secure }),
    );
  }
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", state);
  if (req.fresh) return void res.status(304).end();
  // A compressed copy kept for a cached page counts against the cache's memory.
  sendPrecompressed(req, res, page, state === "bypass" ? undefined : (bytes) => cache.addBytes(key, page, bytes));
}

function logNotFound(path: string) {
  // The not-found route's loader logs on a render; a cached 404 is logged here.
  log.warn("not_found", { path });
}

/** True when only a splat ("*") route matches: the not-found page. */
function isNotFound(build: ServerBuild, path: string): boolean {
  const matches = matchAppRoutes(build, path);
  const leaf = matches?.at(-1)?.route;
  return !leaf || leaf.path === "*";
}

/**
 * The Express request as a fetch Request for React Router (GET/HEAD only: no body),
 * for `pathAndQuery` on the request's own origin (its Host was checked in app.ts).
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, pathAndQuery: string): Request {
  const url = new URL(`${req.protocol}://${req.host ?? "localhost"}${pathAndQuery}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url.href, { method: req.method, headers, signal: controller.signal });
}
