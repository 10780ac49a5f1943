import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getConfig } from "../app/services/config.server.ts";
import { appHooks, createApp } from "./app.ts";

/** Development: Vite serves modules with hot reload; the app runs through the same Express stack. */
const config = getConfig();
const vite = await createServer({ server: { middlewareMode: true } });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
await appHooks(await loadBuild()).startup();

const app = createApp({
  build: loadBuild,
  mode: "development",
  devMiddleware: vite.middlewares,
  trustProxy: config.trustProxy,
});
app.listen(config.port, config.host, () => console.log(`Development server on http://localhost:${config.port}`));
