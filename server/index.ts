import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, getConfig } from "../app/services/platform/config.server.ts";
import { appHooks, createApp } from "./app.ts";
import { cutStalledBodies } from "./body-idle.ts";
import { log } from "../app/services/platform/log.server.ts";

/** The production HTTP process: validate config, migrate, listen, and stop cleanly. */
async function main() {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  const serverEntry = resolve(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    console.error(`No build at ${buildDir}. Run "npm run build" first (or "npm start", which builds).`);
    process.exit(1);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const hooks = appHooks(build);
  await hooks.startup();

  const app = createApp({
    build,
    mode: "production",
    clientDir: resolve(buildDir, "client"),
    trustProxy: config.trustProxy,
    logRequests: config.logRequests,
    renderLimit: config.pageRenderLimit,
  });

  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log.info("listening", {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`,
      database: config.database.kind,
    });
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A total for the whole request, far above any upload that keeps moving (12 photos of
  // 15 MB at 300 KB/s); a body that stops is cut after BODY_IDLE_TIMEOUT_MS instead.
  server.requestTimeout = 15 * 60_000;
  cutStalledBodies(server, config.bodyIdleTimeoutMs);

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    // Stop accepting, let in-flight requests finish (bounded), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await hooks.shutdown();
    log.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
