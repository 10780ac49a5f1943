import { createServer as createHttpServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getConfig } from "../app/services/platform/config.server.ts";
import { log } from "../app/services/platform/log.server.ts";
import { appHooks, createApp } from "./app.ts";

/**
 * Development: Vite serves modules with hot reload; the app runs through the same
 * Express stack. `npm run dev` starts Node with the "development" export condition:
 * Vite loads the server build's React Router in its development build, and the
 * Express adapter's copy must be that same module, or the load context the app
 * creates is not an instance of the router's RouterContextProvider. Hot reload's
 * WebSocket shares the HTTP server, so no second fixed port has to be free.
 */
const config = getConfig();
const httpServer = createHttpServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
await appHooks(await loadBuild()).startup();

const app = createApp({
  build: loadBuild,
  mode: "development",
  devMiddleware: vite.middlewares,
  trustProxy: config.trustProxy,
});
httpServer.on("request", app);
httpServer.listen(config.port, config.host, () => {
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info("listening", {
    url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`,
    mode: "development",
  });
});
