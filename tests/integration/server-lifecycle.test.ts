import { spawn } from "node:child_process";
import { get } from "node:http";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "../support/api-client.ts";
import { header, headerCount, rawRequest } from "../support/http-raw.ts";
import { buildDirectory, type RunningServer, startServer } from "../support/server.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";

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

  it("answers bad requests with 400, 403, 404 or 405, never 5xx, and logs no stack trace for them", async () => {
    const mark = server.outputMark();
    const cases: Array<[method: string, path: string, expected: number[]]> = [
      ["GET", "/%ff", [400]],
      ["GET", "/about%", [400]],
      ["GET", "/admin/%c0%af", [400]],
      ["GET", "/assets/../package.json", [400, 403, 404]],
      ["GET", "/images/..%2f..%2fpackage.json", [400, 403, 404]],
      ["GET", "/assets/%2e%2e/%2e%2e/package.json", [400, 403, 404]],
      ["GET", "/images/%00.png", [400]],
      ["TRACE", "/", [405]],
      ["TRACE", "/api/contact", [405]],
      ["PUT", "/about", [405]],
      ["PATCH", "/", [405]],
      ["DELETE", "/collections/formals", [405]],
      ["OPTIONS", "/about", [405]],
    ];
    for (const [method, path, expected] of cases) {
      const response = await rawRequest(server.url, { method, rawPath: path });
      expect(expected, `${method} ${path} answered ${response.status}`).toContain(response.status);
      expect(response.body).not.toContain("package.json");
      expect(response.body).not.toMatch(/"name":\s*"mens-studio-site"/);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = server.outputSince(mark);
    expect(log.split("\n").filter((line) => /^\s+at\s/.test(line))).toEqual([]);
    expect(log).toContain('"event":"client_error","method":"PUT","path":"/about","status":405');
  });

  it("keeps staff pages and the API private however the path is spelled", async () => {
    const cookie = await adminCookie(server.url);
    for (const path of [
      "/admin/contact-messages",
      "/ADMIN/CONTACT-MESSAGES",
      "/%61dmin/contact-messages",
      "/Admin/Dashboard",
      "/admin/dashboard/",
      "/ADMIN/DASHBOARD.data",
      "/api/contact-messages",
      "/API/contact-messages",
      "/%61pi/contact-messages?page=1",
    ]) {
      const response = await rawRequest(server.url, { rawPath: path, headers: { cookie } });
      expect(response.status, path).toBe(200);
      expect(header(response, "cache-control"), path).toBe("no-store");
      expect(headerCount(response, "cache-control"), path).toBe(1);
      expect(header(response, "x-robots-tag"), path).toMatch(/noindex/);
    }
    // The check is not vacuous: the odd spelling did reach the staff screen.
    const odd = await rawRequest(server.url, { rawPath: "/ADMIN/DASHBOARD", headers: { cookie } });
    expect(odd.body).toContain(TEST_ADMIN.name);
  });

  it("sends one Cache-Control header on every kind of answer", async () => {
    const expected: Record<string, RegExp> = {
      "/robots.txt": /^public, max-age=3600$/,
      // The sitemap lists the catalogue, which staff change from the shop floor.
      "/sitemap.xml": /^public, max-age=300$/,
      "/healthz": /^no-store$/,
      "/readyz": /^no-store$/,
      "/about": /^no-cache$/,
      "/contact": /^private, no-cache$/,
      "/no-such-page": /^no-cache$/,
      "/admin": /^no-store$/,
    };
    for (const [path, value] of Object.entries(expected)) {
      const response = await rawRequest(server.url + path);
      expect(headerCount(response, "cache-control"), path).toBe(1);
      expect(header(response, "cache-control"), path).toMatch(value);
    }
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
