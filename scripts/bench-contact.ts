import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { openDatabase } from "../app/services/platform/db.server.ts";
import { buildDirectory, hasBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run bench:contact`: the built server on a fresh SQLite file, then at least
 * 10,000 valid POST /api/contact at 100 connections from a second process
 * (autocannon), then the rows are counted. Prints requests/s, p50/p99 latency,
 * non-2xx answers and lost messages (answered 201 but not stored: must be 0).
 * `npm run bench` runs the same through `runContactBenchmark` and gets the figures
 * as data.
 *
 * One address sends them all, so the server runs with the benchmark-only switch
 * UNSAFE_BENCHMARK_NO_RATE_LIMITS: it needs NODE_ENV=test and an exact phrase, and
 * a production server refuses to start with it set (app/services/platform/config.server.ts).
 *
 *   env: BENCH_REQUESTS (10000), BENCH_CONNECTIONS (100), BUILD_DIR (build)
 */
export type ContactBenchResult = {
  requests: number;
  connections: number;
  sent: number;
  answered2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  rps: number;
  p50: number;
  p99: number;
  durationSeconds: number;
  stored: number;
  lost: number;
  ok: boolean;
};

export async function runContactBenchmark(
  options: { buildDir?: string; requests?: number; connections?: number } = {},
): Promise<ContactBenchResult> {
  const requests = options.requests ?? 10_000;
  const connections = options.connections ?? 100;
  const server = await startServer({
    buildDir: options.buildDir,
    env: {
      NODE_ENV: "test",
      UNSAFE_BENCHMARK_NO_RATE_LIMITS: "yes-i-am-benchmarking",
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
    },
  });
  try {
    const body = JSON.stringify({
      name: "Bench Visitor [<id>]",
      email: "bench@example.com",
      phone: "+91 98450 12345",
      subject: "Benchmark",
      message: "Do you have navy blazers in size 40? Request [<id>].",
      category: "formals",
    });
    console.log(
      `Posting ${requests.toLocaleString("en-IN")} messages at ${connections} connections to ${server.url}/api/contact ...`,
    );
    const report = await autocannonCli([
      "-c",
      String(connections),
      "-a",
      String(requests),
      "-m",
      "POST",
      "-H",
      "Content-Type=application/json",
      "-b",
      body,
      "-I",
      "-j",
      `${server.url}/api/contact`,
    ]);

    // Stop the server cleanly (it closes the database), then count what was stored.
    await server.stop();
    const database = openDatabase({ kind: "sqlite", file: join(server.dataDir, "site.db") });
    const row = await database.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await database.db.destroy();

    const stored = Number(row.n);
    const lost = Math.max(0, report["2xx"] - stored);
    return {
      requests,
      connections,
      sent: report.requests.sent,
      answered2xx: report["2xx"],
      non2xx: report.non2xx,
      errors: report.errors,
      timeouts: report.timeouts,
      rps: report.requests.average,
      p50: report.latency.p50,
      p99: report.latency.p99,
      durationSeconds: report.duration,
      stored,
      lost,
      ok: lost === 0 && report.non2xx === 0 && report.errors === 0 && stored >= requests,
    };
  } finally {
    await server.stop();
    server.cleanup();
  }
}

type AutocannonReport = {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  "2xx": number;
};

/** autocannon in its own process, so the load generator does not share a thread with anything we measure. */
function autocannonCli(args: string[]): Promise<AutocannonReport> {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  return new Promise((resolveRun, reject) => {
    const load = spawn(process.execPath, [cli, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    load.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    load.on("exit", (code) =>
      code === 0
        ? resolveRun(JSON.parse(out) as AutocannonReport)
        : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

export function printContactBenchmark(result: ContactBenchResult): void {
  const lines: Array<[string, string | number]> = [
    ["requests sent", result.sent],
    ["answered 2xx", result.answered2xx],
    ["non-2xx", result.non2xx],
    ["errors / timeouts", `${result.errors} / ${result.timeouts}`],
    ["requests/s (mean)", result.rps.toFixed(0)],
    ["latency p50", `${result.p50} ms`],
    ["latency p99", `${result.p99} ms`],
    ["duration", `${result.durationSeconds.toFixed(1)} s`],
    ["rows stored", result.stored],
    ["lost messages", result.lost],
  ];
  console.log("\nContact benchmark (SQLite, synchronous=FULL)");
  for (const [label, value] of lines) console.log(`  ${label.padEnd(20)} ${value}`);
  console.log(result.ok ? "\nOK: every acknowledged message was stored." : "\nFAILED: see the figures above.");
}

if (import.meta.main) {
  const buildDir = buildDirectory();
  if (!hasBuild(buildDir)) {
    console.error(`No build in ${buildDir}: run "npm run build" first (or set BUILD_DIR).`);
    process.exit(1);
  }
  const result = await runContactBenchmark({
    buildDir,
    requests: Number(process.env.BENCH_REQUESTS ?? 10_000),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  });
  printContactBenchmark(result);
  process.exit(result.ok ? 0 : 1);
}
