import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { PageCache } from "../app/services/page-cache.server.ts";
import { pageCacheMiddleware } from "./page-cache.ts";
import { loadPrerenderedPages } from "./prerendered.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";

/** What the app's server entry exports for the HTTP process (app/entry.server.tsx). */
export type AppHooks = {
  startup(): Promise<void>;
  shutdown(): Promise<void>;
  createAppLoadContext(values: { cspNonce?: string; clientAddress?: string }): RouterContextProvider;
  getPageCache(): PageCache;
  readPublicMediaFile(fileName: string): Promise<{ contentType: string; data: Uint8Array } | null>;
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
  /** Vite's dev middleware, mounted before the app in development. */
  devMiddleware?: express.RequestHandler;
};

export function createApp(options: Options) {
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);

  if (options.logRequests) app.use(requestLog);
  app.use(compression());

  // Every response gets the security headers; documents get a fresh nonce.
  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https: req.secure }))) res.setHeader(name, value);
    const scripts =
      options.mode === "development" ? { development: true as const } : { nonce: res.locals.cspNonce as string };
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(scripts, { https: req.secure }));
    next();
  });

  // Staff pages and APIs are private and never indexed; documents revalidate.
  app.use((req, res, next) => {
    if (req.path === "/admin" || req.path.startsWith("/admin/") || req.path.startsWith("/api/")) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    } else if (!req.path.startsWith("/assets/") && !req.path.startsWith("/images/")) {
      // Not for static files: send() keeps an existing Cache-Control, which would
      // turn the immutable one-year caching of hashed assets into no-cache.
      res.setHeader("Cache-Control", "no-cache");
    }
    next();
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
    app.use(
      "/assets",
      express.static(join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
    app.use(
      "/images",
      express.static(join(clientDir, "images"), { maxAge: "7d", index: false, redirect: false, fallthrough: false }),
    );

    // Prerendered pages are served as files, but only for requests without a query:
    // a query (collection filters) changes the page, so those go to SSR.
    const pages = loadPrerenderedPages(clientDir);
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      if (req.originalUrl.includes("?")) return next();
      const page = pages.get(req.path);
      if (!page) return next();
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ hashes: page.scriptHashes }, { https: req.secure }),
      );
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("ETag", page.etag);
      if (req.fresh) return void res.status(304).end();
      res.status(200).send(page.body);
    });

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
        const build = typeof options.build === "function" ? await options.build() : options.build;
        return appHooks(build).createAppLoadContext({
          cspNonce: options.mode === "production" ? (res.locals.cspNonce as string) : undefined,
          clientAddress: req.ip,
        });
      },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // express.static (fallthrough: false) reports a missing /images or /assets file as a 404 error.
    const status = (error as { status?: number } | null)?.status;
    if (status === 404 && !res.headersSent) return res.status(404).type("text/plain").send("Not Found");
    console.error(JSON.stringify({ event: "unhandled_error", path: req.path, error: String(error) }));
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Internal Server Error");
  });

  return app;
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(
      JSON.stringify({
        event: "request",
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms),
      }),
    );
  });
  next();
}
