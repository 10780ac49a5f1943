import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "../../app/services/accounts/login-throttle.server.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";

/**
 * The deploy recipe (deploy/), run: Debian's Caddy with deploy/Caddyfile, changed only
 * in its address (`localhost`, for which Caddy issues from its own internal authority,
 * as `tls internal` would) and its ports (free ones), in front of the production
 * server started with the settings of deploy/mens-studio.service. A client that is not
 * Caddy (it connects from other loopback addresses, 127.0.0.2 and on, while Caddy
 * reaches the site from 127.0.0.1) checks what the README promises of it: HTTP goes
 * on to HTTPS; the cookies are Secure and `__Host-`; HSTS is sent; a form posted
 * through the proxy passes the origin check; the per-address limits count the client,
 * not Caddy, and a client's own X-Forwarded-For changes nothing.
 */
const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const SITE = "localhost";

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as { port: number }).port;
  await new Promise((done) => server.close(done));
  return port;
}

/** The unit's `Environment=NAME=value` lines: the recipe's fixed settings. */
function unitEnvironment(): Record<string, string> {
  const unit = readFileSync(resolve("deploy/mens-studio.service"), "utf8");
  return Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.trim()] as [string, string]),
  );
}

/** deploy/Caddyfile with only its address and ports replaced; each must be there exactly once. */
function caddyfileFor(ports: { http: number; https: number; admin: number; site: number }): string {
  let text = readFileSync(resolve("deploy/Caddyfile"), "utf8");
  const swaps: Array<[RegExp, string]> = [
    [/^(\s*)http_port 80$/m, `$1http_port ${ports.http}`],
    [/^(\s*)https_port 443$/m, `$1https_port ${ports.https}`],
    [/^(\s*)admin localhost:2019$/m, `$1admin localhost:${ports.admin}`],
    [/^www\.example\.in \{$/m, `${SITE} {`],
    [/^(\s*)reverse_proxy 127\.0\.0\.1:3000$/m, `$1reverse_proxy 127.0.0.1:${ports.site}`],
  ];
  for (const [pattern, replacement] of swaps) {
    const global = new RegExp(pattern.source, "gm");
    expect(text.match(global), `deploy/Caddyfile: ${pattern}`).toHaveLength(1);
    text = text.replace(pattern, replacement);
  }
  return text;
}

describe("the deploy recipe: Caddy in front of the site", () => {
  let server: RunningServer;
  let caddy: ChildProcess;
  let caddyOutput = "";
  let home: string;
  let ca: string;
  let httpsPort: number;
  let httpPort: number;
  let origin: string;
  /** A client address of its own per check (127.0.0.2 and on), never Caddy's 127.0.0.1. */
  let nextClient = 2;
  const newClient = () => `127.0.0.${nextClient++}`;

  function send(
    scheme: "http" | "https",
    path: string,
    from: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    const port = scheme === "https" ? httpsPort : httpPort;
    const call = scheme === "https" ? httpsRequest : httpRequest;
    return new Promise((done, fail) => {
      const req = call(
        {
          host: "127.0.0.1",
          port,
          path,
          method: options.method ?? "GET",
          localAddress: from,
          headers: { Host: `${SITE}:${port}`, ...options.headers },
          ...(scheme === "https" ? { servername: SITE, ca, agent: false } : { agent: false }),
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", fail);
      req.end(options.body);
    });
  }

  const login = (from: string, username: string, password: string, forwardedFor?: string) =>
    send("https", "/api/login", from, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
      body: JSON.stringify({ username, password }),
    });

  beforeAll(async () => {
    if (!existsSync(CADDY)) {
      throw new Error(`The deploy test needs Debian's Caddy: sudo apt-get install -y caddy (or set CADDY_PATH).`);
    }
    const unit = unitEnvironment();
    // What the unit sets that the test cannot take as it is: its port and data folder are the test's own.
    expect(unit).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "3000" });
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    origin = `https://${SITE}:${httpsPort}`;
    server = await startServer({
      env: { NODE_ENV: unit.NODE_ENV!, HOST: unit.HOST!, TRUST_PROXY: unit.TRUST_PROXY ?? "", SITE_URL: origin },
    });

    home = mkdtempSync(join(tmpdir(), "deploy-caddy-"));
    const config = join(home, "Caddyfile");
    writeFileSync(
      config,
      caddyfileFor({ http: httpPort, https: httpsPort, admin: await freePort(), site: server.port }),
    );
    // Caddy keeps its authority, certificates and autosaved config under these: a
    // folder of the test's own, so it never touches the machine's.
    caddy = spawn(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], {
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: home,
        XDG_DATA_HOME: join(home, "data"),
        XDG_CONFIG_HOME: join(home, "config"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout!.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));
    caddy.stderr!.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));

    // Caddy makes its root and the site's certificate as it starts; poll until it answers.
    const root = join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`Caddy exited (${caddy.exitCode}):\n${caddyOutput}`);
      try {
        if (existsSync(root)) {
          ca = readFileSync(root, "utf8");
          if ((await send("https", "/healthz", "127.0.0.1")).status === 200) break;
        }
      } catch {
        // Not listening yet, or no certificate for the site yet.
      }
      if (Date.now() > deadline) throw new Error(`Caddy did not answer over HTTPS within 20 s:\n${caddyOutput}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((done) => caddy.once("exit", done));
      caddy.kill("SIGTERM");
      await exited;
    }
    await server?.stop();
    server?.cleanup();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it("sends plain HTTP on to HTTPS, at the same path", async () => {
    const answer = await send("http", "/groom?type=sherwani", newClient());
    expect([301, 308]).toContain(answer.status);
    // Caddy 2.6 names no port in the redirect when the site's address has none: on the
    // recipe's 443 that is the right place; on the test's free port it is the same host.
    const location = new URL(answer.headers.location!);
    expect(location.protocol).toBe("https:");
    expect(location.hostname).toBe(SITE);
    expect(["", String(httpsPort)]).toContain(location.port);
    expect(`${location.pathname}${location.search}`).toBe("/groom?type=sherwani");
  });

  it("serves the site over HTTPS with HSTS, at the address SITE_URL gave it", async () => {
    const answer = await send("https", "/robots.txt", newClient());
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(answer.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const page = await send("https", "/", newClient());
    expect(page.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  it("accepts the sign-in form posted through the proxy, with Secure __Host- cookies", async () => {
    const answer = await send("https", "/admin?index", newClient(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).toString(),
    });
    // Not 400 "cross-origin": the site sees the HTTPS origin the browser posted from.
    expect(answer.status, answer.body.slice(0, 300)).toBe(302);
    expect(answer.headers.location).toMatch(/\/admin\/dashboard/);
    const cookies = answer.headers["set-cookie"] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie, cookie).toMatch(/^__Host-/);
      expect(cookie, cookie).toMatch(/;\s*Secure/i);
      expect(cookie, cookie).toMatch(/;\s*Path=\//i);
      expect(cookie, cookie).not.toMatch(/;\s*Domain=/i);
    }
  });

  it("the per-address limits count each client, not Caddy, whatever X-Forwarded-For a client sends", async () => {
    const run = randomBytes(4).toString("hex");
    const guess = (from: string, i: number, forwardedFor?: string) =>
      login(from, `stranger-${run}-${from}-${i}`, `wrong ${i}`, forwardedFor).then((a) => a.status);

    // One client fails as often as its address may, each time under a made-up name and a
    // made-up X-Forwarded-For of its own: the limit holds its real address all the same.
    const forger = newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) {
      statuses.push(await guess(forger, i, `203.0.113.${i + 1}, 198.51.100.${i + 7}`));
    }
    expect(statuses.slice(0, LOGIN_FAILURE_LIMIT)).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // Still held back whatever address it names next.
    expect(await guess(forger, 99, "192.0.2.77")).toBe(429);

    // Another client through the same Caddy has its own, untouched: the site did not count Caddy's address.
    const neighbour = newClient();
    expect(await guess(neighbour, 0)).toBe(401);
    expect((await login(neighbour, TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });
});
