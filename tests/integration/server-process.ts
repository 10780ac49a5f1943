import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { TestDatabase } from "./databases.ts";

/**
 * The built server (BUILD_DIR, default build) as a child process on a free port, on
 * the given database: the same process a deployment runs, over real HTTP.
 */
export const ADMIN = {
  username: "it-admin",
  password: "integration tests only, long enough",
  name: "Integration Admin",
};

export type RunningServer = { url: string; stop(): Promise<void>; output(): string };

export async function startServer(
  database: TestDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  if (!existsSync(resolve(buildDir, "server/index.js"))) {
    throw new Error(
      `No server build in ${buildDir}: run "npm run build" (or set BUILD_DIR) before the integration tests.`,
    );
  }
  const child: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      SESSION_SECRET: "integration-secret-integration-secret-0123",
      // The tests stand in for a reverse proxy on this machine: X-Forwarded-For picks
      // the visitor address (separate rate-limit buckets), X-Forwarded-Proto https.
      TRUST_PROXY: "loopback",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_REQUESTS: "false",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"event":"listening","url":"([^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1] as string);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
