import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { TEST_ADMIN } from "./test-admin.ts";

/**
 * The one way tests, audits and benchmarks start the real production server
 * (server/index.ts) from a build folder, or the development server: a port of its own (the OS picks one unless
 * told), a data folder of its own (a fresh SQLite file unless a database is given),
 * a random session secret of its own, the test admin, and the proxy trusted from
 * loopback so a caller can speak for many client addresses (X-Forwarded-For) and for
 * HTTPS (X-Forwarded-Proto) exactly as a TLS proxy in front of it would.
 */
export type ServerOptions = {
  /** Default: BUILD_DIR, else `build`. */
  buildDir?: string;
  /** Default 0: the OS picks a free port and the server reports it. */
  port?: number;
  /** Reuse a data folder (a restart on the same database); it is then not removed. */
  dataDir?: string;
  /** PostgreSQL (or a SQLite URL); default: SQLite in the data folder. */
  databaseUrl?: string;
  /** Default: 32 random bytes, so no two test servers share sessions or form tokens. */
  sessionSecret?: string;
  /** Added to (and overriding) the environment described above. */
  env?: Record<string, string>;
  /** Print the server's output as it comes (default: keep the last 8 KB for errors). */
  verbose?: boolean;
  /**
   * `npm run dev`'s server (server/dev.ts: Vite, no build needed) instead of the
   * production one: what only development checks (cn()'s class conflicts) are tested on.
   */
  development?: boolean;
};

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  sessionSecret: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would, and wait for the exit. */
  kill9(): Promise<void>;
  /** Remove the data folder (only when this launcher created it). */
  cleanup(): void;
  /** What the server printed (the last 64 KB; everything it printed while verbose is on the terminal). */
  output(): string;
  /** A mark in the output, for `outputSince`. */
  outputMark(): number;
  /** What the server printed after `mark` (as far as it is still kept). */
  outputSince(mark: number): string;
  alive(): boolean;
};

export function buildDirectory(): string {
  return resolve(process.env.BUILD_DIR ?? "build");
}

export function hasBuild(buildDir = buildDirectory()): boolean {
  return existsSync(join(buildDir, "server", "index.js")) && existsSync(join(buildDir, "client"));
}

/** Runs `npm run build` into buildDir (the image step and prerender included). */
export function runBuild(buildDir = buildDirectory()): void {
  console.log(`building into ${buildDir} …`);
  const result = spawnSync("npm", ["run", "-s", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

const OUTPUT_KEPT = 64 * 1024;

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const buildDir = resolve(options.buildDir ?? buildDirectory());
  if (!options.development && !hasBuild(buildDir)) {
    throw new Error(`No build at ${buildDir}: run \`npm run build\` (or set BUILD_DIR) first.`);
  }
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "site-server-"));
  const sessionSecret = options.sessionSecret ?? randomBytes(32).toString("hex");
  // process.execPath is the pinned Node 24 when started through npm/npx.
  // The development server runs as `npm run dev` starts it (package.json).
  const entry = options.development
    ? ["--conditions=development", resolve("server/dev.ts")]
    : [resolve("server/index.ts")];
  const child = spawn(process.execPath, entry, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: options.development ? "development" : "production",
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      BUILD_DIR: buildDir,
      SESSION_SECRET: sessionSecret,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_NAME: TEST_ADMIN.name,
      ADMIN_EMAIL: TEST_ADMIN.email,
      TRUST_PROXY: "loopback",
      LOG_REQUESTS: "false",
      // Tests and the browser tests send everything from one address, far faster than a
      // person: the per-address render limit would answer them 429. Its own tests (and
      // the security audit) set the real figures.
      PAGE_RENDER_BURST: "100000",
      PAGE_RENDER_PER_SECOND: "100000",
      ...options.env,
    },
  });
  let output = "";
  let dropped = 0;
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not start within 60 s:\n${output}`));
    }, 60_000);
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      if (options.verbose) process.stderr.write(text);
      output += text;
      if (output.length > OUTPUT_KEPT) {
        dropped += output.length - OUTPUT_KEPT;
        output = output.slice(-OUTPUT_KEPT);
      }
      const match = /"event":"listening","url":"([^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1] as string);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? child.signalCode}) before it was ready:\n${output}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port: Number(new URL(url).port),
    dataDir,
    sessionSecret,
    child,
    async stop() {
      if (alive()) child.kill("SIGTERM");
      await exited;
    },
    async kill9() {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
    cleanup() {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => output,
    outputMark: () => dropped + output.length,
    outputSince: (mark) => output.slice(Math.max(0, mark - dropped)),
    alive,
  };
}
