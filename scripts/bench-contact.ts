import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase } from "../app/services/db.server.ts";

/**
 * `npm run bench:contact`: the built server on a fresh SQLite file, then at least
 * 10,000 valid POST /api/contact at 100 connections from a second process
 * (autocannon), then the rows are counted. Prints requests/s, p50/p99 latency,
 * non-2xx answers and lost messages (answered 201 but not stored: must be 0).
 *
 * One address sends them all, so the server runs with the benchmark-only switch
 * UNSAFE_BENCHMARK_NO_RATE_LIMITS: it needs NODE_ENV=test and an exact phrase, and
 * a production server refuses to start with it set (app/services/config.server.ts).
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(join(buildDir, "server/index.js"))) {
  console.error(`No build in ${buildDir}: run "npm run build" first (or set BUILD_DIR).`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-contact-"));
const server = spawn(process.execPath, ["server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "test",
    UNSAFE_BENCHMARK_NO_RATE_LIMITS: "yes-i-am-benchmarking",
    BUILD_DIR: buildDir,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    LOG_REQUESTS: "false",
    ADMIN_USERNAME: "",
    ADMIN_PASSWORD: "",
  },
  stdio: ["ignore", "pipe", "inherit"],
});

let serverOutput = "";
const url = await new Promise<string>((resolveUrl, reject) => {
  server.stdout.on("data", (chunk: Buffer) => {
    // Keep only the start: after that the log is drained and dropped.
    if (serverOutput.length < 10_000) serverOutput += chunk.toString();
    const match = /"event":"listening","url":"([^"]+)"/.exec(serverOutput);
    if (match) resolveUrl(match[1] as string);
  });
  server.on("exit", (code) => reject(new Error(`server exited with ${code}\n${serverOutput}`)));
});

const body = JSON.stringify({
  name: "Bench Visitor [<id>]",
  email: "bench@example.com",
  phone: "+91 98450 12345",
  subject: "Benchmark",
  message: "Do you have navy blazers in size 40? Request [<id>].",
  category: "formals",
});

console.log(
  `Posting ${REQUESTS.toLocaleString("en-IN")} messages at ${CONNECTIONS} connections to ${url}/api/contact ...`,
);
const require = createRequire(import.meta.url);
const autocannonCli = require.resolve("autocannon/autocannon.js");
const result = await new Promise<string>((resolveRun, reject) => {
  const load = spawn(
    process.execPath,
    [
      autocannonCli,
      "-c",
      String(CONNECTIONS),
      "-a",
      String(REQUESTS),
      "-m",
      "POST",
      "-H",
      "Content-Type=application/json",
      "-b",
      body,
      "-I",
      "-j",
      `${url}/api/contact`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let out = "";
  load.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  load.on("exit", (code) => (code === 0 ? resolveRun(out) : reject(new Error(`autocannon exited with ${code}`))));
});
const report = JSON.parse(result) as {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  "2xx": number;
};

// Stop the server cleanly (it closes the database), then count what was stored.
await new Promise<void>((done) => {
  server.removeAllListeners("exit");
  server.once("exit", () => done());
  server.kill("SIGTERM");
});
const database = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
const row = await database.db
  .selectFrom("contact_messages")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();
await database.db.destroy();
rmSync(dataDir, { recursive: true, force: true });

const stored = Number(row.n);
const acknowledged = report["2xx"];
const lost = Math.max(0, acknowledged - stored);
const lines = [
  ["requests sent", report.requests.sent],
  ["answered 2xx", acknowledged],
  ["non-2xx", report.non2xx],
  ["errors / timeouts", `${report.errors} / ${report.timeouts}`],
  ["requests/s (mean)", report.requests.average.toFixed(0)],
  ["latency p50", `${report.latency.p50} ms`],
  ["latency p99", `${report.latency.p99} ms`],
  ["duration", `${report.duration.toFixed(1)} s`],
  ["rows stored", stored],
  ["lost messages", lost],
];
console.log("\nContact benchmark (SQLite, synchronous=FULL)");
for (const [label, value] of lines) console.log(`  ${String(label).padEnd(20)} ${value}`);
const ok = lost === 0 && report.non2xx === 0 && report.errors === 0 && stored >= REQUESTS;
console.log(ok ? "\nOK: every acknowledged message was stored." : "\nFAILED: see the figures above.");
process.exit(ok ? 0 : 1);
