import { spawn } from "node:child_process";
import { get } from "node:http";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDirectory, type RunningServer, startServer } from "../support/server.ts";

// The real production server over real HTTP: health, readiness, 404s, compression,
// caching, and a clean stop on SIGTERM.
describe("production server", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("answers /healthz and /readyz with JSON", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "up" });
  });

  it("answers unknown paths with 404 and logs the path", async () => {
    const response = await fetch(`${server.url}/no-such-page-${Date.now()}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    await expect.poll(() => server.output()).toMatch(/"event":"not_found","path":"\/no-such-page-\d+"/);
  });

  it("serves prerendered pages at their path without redirecting to a trailing slash", async () => {
    const response = await fetch(`${server.url}/about`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeTruthy();
    // fetch() marks conditional requests no-cache (Fetch spec), so ask as a browser cache would.
    const status = await new Promise<number | undefined>((done, fail) =>
      get(`${server.url}/about`, { headers: { "if-none-match": response.headers.get("etag")! } }, (res) => {
        res.resume();
        done(res.statusCode);
      }).on("error", fail),
    );
    expect(status).toBe(304);
  });

  it("compresses with brotli when the client accepts it and caches hashed assets for a year", async () => {
    const page = await fetch(`${server.url}/`, { headers: { "accept-encoding": "br, gzip" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    const html = await page.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  });

  it("stops on SIGTERM: finishes, closes the database and exits 0", async () => {
    const other = await startServer();
    try {
      const exit = new Promise<number | null>((done) => other.child.once("exit", (code) => done(code)));
      other.child.kill("SIGTERM");
      expect(await exit).toBe(0);
    } finally {
      other.cleanup();
    }
  });
});

describe("configuration errors stop the server at start", () => {
  it("exits 1 with a message naming the variable", async () => {
    const child = spawn(process.execPath, [resolve("server/index.ts")], {
      env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: "", BUILD_DIR: buildDirectory() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once("exit", done));
    expect(code).toBe(1);
    expect(stderr).toContain("SESSION_SECRET: required when NODE_ENV=production");
  });
});
