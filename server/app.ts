import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { PageCache } from "../app/services/page-cache/index.server.ts";
import type { BeaconRequest, BeaconStatus } from "../app/services/insights/index.server.ts";
import { BEACON_MAX_BYTES, INSIGHTS_ENDPOINT } from "../app/lib/insights/beacon-protocol.ts";
import { pageCacheMiddleware } from "./page-cache.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isSubresourcePath,
  subresourceHeaders,
} from "./security-headers.ts";
import { isValidHost } from "./host-header.ts";
import { isStaffRequest } from "./route-matching.ts";
import { log } from "../app/services/platform/log.server.ts";
import { redactLinkToken } from "../app/lib/accounts/account-link-words.ts";

/** What the app's server entry exports for the HTTP process (app/entry.server.tsx). */
export type AppHooks = {
  startup(): Promise<void>;
  shutdown(): Promise<void>;
  createAppLoadContext(values: { cspNonce?: string; clientAddress?: string }): RouterContextProvider;
  getPageCache(): PageCache;
  /** Is this path one of the site's pages now (a published item's address)? */
  isKnownPage(pathname: string): Promise<boolean>;
  /** Does the request carry a staff session that is valid now? */
  isSignedIn(request: globalThis.Request): Promise<boolean>;
  readPublicMediaFile(fileName: string): Promise<{ contentType: string; data: Uint8Array } | null>;
  handleInsightsBeacon(request: BeaconRequest): BeaconStatus | Promise<BeaconStatus>;
};

export function appHooks(build: ServerBuild): AppHooks {
  return build.entry.module as unknown as AppHooks;
}

type Options = {
  /** The server build, or a loader for it (the dev server reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** build/client in production; absent in development (Vite serves assets). */
  clientDir?: string;
  trustProxy?: boolean | number | string;
  logRequests?: boolean;
  /** Renders of uncached pages per address (PAGE_RENDER_BURST, PAGE_RENDER_PER_SECOND); null: none. */
  renderLimit?: { burst: number; perSecond: number } | null;
  /** Vite's dev middleware, mounted before the app in development. */
  devMiddleware?: express.RequestHandler;
};

/** Methods no route of ours answers and the Fetch API cannot even represent (`new Request` throws on them). */
const UNSUPPORTED_METHODS = new Set(["TRACE", "CONNECT"]);

export function createApp(options: Options) {
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);
  const loadBuild = () => (typeof options.build === "function" ? options.build() : Promise.resolve(options.build));

  // A Host no URL can be built from (every layer below builds one) is the client's
  // mistake: one line in the log, 400, before anything else runs.
  app.use((req, res, next) => {
    const given = req.headers.host;
    const used = req.host;
    if ((given === undefined || isValidHost(given)) && (used === undefined || isValidHost(used))) return next();
    log.warn("bad_host", { method: req.method, path: req.path, host: String(used ?? given).slice(0, 100) });
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: req.secure }))) res.setHeader(name, value);
    res.status(400).set("Connection", "close").type("text/plain").send("Bad Request");
  });

  if (options.logRequests) app.use(requestLog);

  // Requests no route can mean are answered here, before anything tries to read them.
  app.use((req, res, next) => {
    if (UNSUPPORTED_METHODS.has(req.method)) {
      return void res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method Not Allowed");
    }
    // A request target in absolute form (`POST http://x.y/api/contact`) or `*` is
    // meant for a proxy; the request handler builds its URL from Host + target and
    // would throw "Invalid URL" on it.
    if (!req.originalUrl.startsWith("/")) return void res.status(400).type("text/plain").send("Bad Request");
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return void res.status(400).type("text/plain").send("Bad Request");
    }
    if (path.includes("\0")) return void res.status(400).type("text/plain").send("Bad Request");
    next();
  });

  // Insights' beacon (POST, after a page has loaded) and its no-script image (GET):
  // answered here, before compression, the security headers and any page machinery
  // (an empty 204 needs none of them), so a count costs a parse and a few lookups.
  // The body is read only when it is text or JSON and at most 1 KB.
  const readBeacon = express.text({ type: ["text/plain", "application/json"], limit: BEACON_MAX_BYTES });
  const beaconHeaders = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  };
  const answerBeacon = (req: Request, res: Response, next: NextFunction) => {
    const body = req.method === "POST" ? req.body : undefined;
    if (req.method === "POST" && typeof body !== "string") return void res.status(415).end();
    const answer = (status: number) => void res.status(status).end();
    if (typeof options.build !== "function") {
      // Production: the build is here already, and most beacons are answered without a promise.
      const status = appHooks(options.build).handleInsightsBeacon(beaconRequest(req, body));
      if (typeof status === "number") return answer(status);
      return void status.then(answer, next);
    }
    loadBuild()
      .then((build) => appHooks(build).handleInsightsBeacon(beaconRequest(req, body)))
      .then(answer, next);
  };
  app.post(INSIGHTS_ENDPOINT, beaconHeaders, readBeacon, answerBeacon);
  app.get(INSIGHTS_ENDPOINT, beaconHeaders, answerBeacon);

  app.use(compression());

  // Every response gets the security headers (a built file only those that act on
  // it); documents get a fresh nonce.
  app.use((req, res, next) => {
    if (isSubresourcePath(req.path)) {
      for (const [name, value] of Object.entries(subresourceHeaders())) res.setHeader(name, value);
      return next();
    }
    res.locals.cspNonce = randomBytes(16).toString("base64");
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: req.secure }))) res.setHeader(name, value);
    const scripts =
      options.mode === "development" ? { development: true as const } : { nonce: res.locals.cspNonce as string };
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(scripts, { https: req.secure }));
    next();
  });

  // One Cache-Control per response, decided when the headers go out: staff pages and
  // the API are private and never indexed (staff-ness from the matched route, so odd
  // spellings of a path cannot dodge it); anything that set its own caching (hashed
  // assets, robots.txt, health checks) keeps it; every other answer revalidates.
  app.use(async (req, res, next) => {
    try {
      const staff = isStaffRequest(await loadBuild(), req.path);
      if (staff) res.setHeader("X-Robots-Tag", "noindex, nofollow");
      onHeaders(res, () => {
        if (staff) res.setHeader("Cache-Control", "no-store");
        else if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
      });
      next();
    } catch (error) {
      next(error);
    }
  });

  if (options.devMiddleware) app.use(options.devMiddleware);

  // Uploaded photos: renditions kept in the database, under content-hashed names that
  // never change, so browsers and proxies may keep them for a year.
  app.get("/images/media/:file", async (req, res, next) => {
    try {
      const build = typeof options.build === "function" ? await options.build() : options.build;
      const file = await appHooks(build).readPublicMediaFile(req.params.file);
      if (!file) return void res.status(404).type("text/plain").send("Not Found");
      res.setHeader("Content-Type", file.contentType);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Content-Length", String(file.data.byteLength));
      res.status(200).end(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
    } catch (error) {
      next(error);
    }
  });

  if (options.clientDir) {
    const clientDir = options.clientDir;
    // Hashed files, compressed at build time (vite.config.ts): the .br or .gz copy the
    // client accepts, else the file as it is.
    app.use(
      "/assets",
      expressStaticGzip(join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false },
      }),
    );
    app.use(
      "/images",
      express.static(join(clientDir, "images"), { maxAge: "7d", index: false, redirect: false, fallthrough: false }),
    );

    const staticFiles = express.static(clientDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
      // Client navigations fetch `<page>.data`; with a query they must reach the server.
      setHeaders: (res, path) => {
        if (path.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
      },
    });
    app.use((req, res, next) =>
      req.path.endsWith(".data") && req.originalUrl.includes("?") ? next() : staticFiles(req, res, next),
    );

    // Every other public GET: from the page cache, or rendered once and kept.
    if (typeof options.build !== "function") {
      const hooks = appHooks(options.build);
      app.use(
        pageCacheMiddleware({
          build: options.build,
          cache: hooks.getPageCache(),
          createLoadContext: (req) => hooks.createAppLoadContext({ clientAddress: req.ip }),
          isSignedIn: (request) => hooks.isSignedIn(request),
          isKnownPage: (pathname) => hooks.isKnownPage(pathname),
          renderLimit: options.renderLimit,
        }),
      );
    }
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build: options.build,
      mode: options.mode,
      getLoadContext: async (req, res) => {
        const build = await loadBuild();
        return appHooks(build).createAppLoadContext({
          cspNonce: options.mode === "production" ? (res.locals.cspNonce as string) : undefined,
          clientAddress: req.ip,
        });
      },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors raised for a bad request keep their status: express.static reports a
    // missing file as 404 and a path that climbs out of its folder as 403, the
    // router an undecodable parameter as 400. Those are the client's doing: one line
    // in the log at most, no stack trace.
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      if (status !== 404) log.warn("client_error", { method: req.method, path: redactLinkToken(req.path), status });
      if (res.headersSent) return res.end();
      return res
        .status(status)
        .type("text/plain")
        .send(STATUS_TEXT[status] ?? "Bad Request");
    }
    log.error("unhandled_error", {
      method: req.method,
      path: redactLinkToken(req.path),
      error: String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
  });

  return app;
}

function beaconRequest(req: Request, body: string | undefined): BeaconRequest {
  const header = (name: string) => req.get(name);
  return {
    body,
    referer: header("referer"),
    address: req.ip ?? "unknown",
    // X-Forwarded-Host behind a trusted proxy, else Host: what the browser's Origin names.
    host: req.host ?? "",
    userAgent: header("user-agent") ?? "",
    cookie: header("cookie") ?? "",
    headers: {
      dnt: header("dnt"),
      "sec-gpc": header("sec-gpc"),
      "sec-ch-ua-mobile": header("sec-ch-ua-mobile"),
      origin: header("origin"),
      "sec-fetch-site": header("sec-fetch-site"),
      "sec-purpose": header("sec-purpose"),
      purpose: header("purpose"),
    },
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
};

/** The 4xx status an error was raised with (http-errors style `status`/`statusCode`), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 500 ? value : undefined;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info("request", {
      method: req.method,
      path: redactLinkToken(req.path),
      status: res.statusCode,
      ms: Math.round(ms),
    });
  });
  next();
}
