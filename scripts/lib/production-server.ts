import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Starts the real production server (server/index.ts) from a build folder on a
 * throwaway SQLite database, the way the audits, the benchmark and the security
 * tests need it: own port, own data folder, a known staff account, and the proxy
 * trusted so a test can speak for many client addresses (X-Forwarded-For) and for
 * HTTPS (X-Forwarded-Proto) exactly as a TLS proxy in front of it would.
 */
export const AUDIT_ADMIN = {
  username: "audit-admin",
  password: "audit staff passphrase 2026 long enough",
  name: "Audit Manager Zq7",
  email: "audit-manager@example.com",
} as const;

export type ServerOptions = {
  buildDir?: string;
  port: number;
  /** Reuse a data folder (crash test restarts on the same database). */
  dataDir?: string;
  env?: Record<string, string>;
  /** Print the server's output (default: only on failure to start). */
  verbose?: boolean;
};

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would, and wait for exit. */
  kill9(): Promise<void>;
  /** Remove the data folder (only when this helper created it). */
  cleanup(): void;
  /** The last lines the server printed (kept unless verbose). */
  output(): string;
  alive(): boolean;
};

export function buildDirectory(): string {
  return resolve(process.env.BUILD_DIR ?? "build");
}

export function hasBuild(buildDir = buildDirectory()): boolean {
  return existsSync(join(buildDir, "server", "index.js")) && existsSync(join(buildDir, "client"));
}

/** Runs `npm run build` into buildDir (the image step and prerender included). */
export function runBuild(buildDir = buildDirectory()) {
  console.log(`building into ${buildDir} …`);
  const result = spawnSync("npm", ["run", "-s", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const buildDir = resolve(options.buildDir ?? buildDirectory());
  if (!hasBuild(buildDir)) {
    throw new Error(`No build at ${buildDir}: run \`BUILD_DIR=${buildDir} npm run build\` first.`);
  }
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "site-audit-"));
  const url = `http://127.0.0.1:${options.port}`;
  // process.execPath is the pinned Node 24 when started through npm/npx.
  const child = spawn(process.execPath, [resolve("server/index.ts")], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BUILD_DIR: buildDir,
      SESSION_SECRET: "audit-secret-audit-secret-audit-secret-0123",
      ADMIN_USERNAME: AUDIT_ADMIN.username,
      ADMIN_PASSWORD: AUDIT_ADMIN.password,
      ADMIN_NAME: AUDIT_ADMIN.name,
      ADMIN_EMAIL: AUDIT_ADMIN.email,
      TRUST_PROXY: "loopback",
      LOG_REQUESTS: "false",
      ...options.env,
    },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (options.verbose) process.stderr.write(text);
    else output = (output + text).slice(-8_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    port: options.port,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    cleanup() {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Logs in through the JSON API and returns the Cookie header value for later requests. */
export async function adminCookie(url: string, forwardedFor = "198.51.100.250"): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ username: AUDIT_ADMIN.username, password: AUDIT_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login failed: HTTP ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (cookies.length === 0) throw new Error("admin login answered OK but set no cookie");
  return cookies.join("; ");
}

export type ContactMessage = {
  id?: number | string;
  name: string;
  email: string;
  message: string;
  [key: string]: unknown;
};

/** Every stored message, read page by page through the admin API. */
export async function allMessages(url: string, cookie: string): Promise<ContactMessage[]> {
  const rows: ContactMessage[] = [];
  for (let page = 1; page < 100_000; page++) {
    const response = await fetch(`${url}/api/contact-messages?page=${page}&pageSize=100`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET /api/contact-messages page ${page}: HTTP ${response.status}`);
    const body = (await response.json()) as { data?: ContactMessage[] };
    const data = body.data ?? [];
    rows.push(...data);
    if (data.length < 100) break;
  }
  return rows;
}

/** A distinct documentation-range client address per request number (TEST-NET-2/3 and 10/8). */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A port the OS says is free right now (tests run next to other engineers' servers). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A valid contact message carrying `marker` in its text, sent from its own address. */
export async function postMarkerMessage(url: string, marker: string, forwardedFor = "203.0.113.77"): Promise<Response> {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      name: "Audit Visitor",
      email: "audit.visitor@example.com",
      phone: "+91 98450 12345",
      subject: "Audit",
      message: `Private staff-only text ${marker}`,
      category: "general",
    }),
  });
}
