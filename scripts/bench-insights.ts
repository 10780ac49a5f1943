import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { store } from "../app/content/store.ts";
import { seedCatalogue } from "../app/services/catalogue/index.server.ts";
import { InsightsCollector } from "../app/services/insights/index.server.ts";
import { openDatabase, type Database } from "../app/services/platform/db.server.ts";
import { migrateToLatest } from "../app/services/platform/migrations/migrate.server.ts";
import { buildDirectory, hasBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run bench:insights` (and part of `npm run bench`):
 *
 * 1. The size of a year: 1,000,000 simulated beacons (page views, item opens, taps,
 *    searches with a long tail of one-off words, visits from many sites) spread over
 *    365 days, through the real collector into a fresh SQLite database, one batch a
 *    day; then the rows and bytes Insights' tables take (after VACUUM), and the
 *    collector's own cost per beacon.
 * 2. The beacon over HTTP, one server instance: a steady visitor load on a cached
 *    public page (/groom, 200 a second, latencies to the microsecond), alone and with
 *    beacons at a rising rate beside it, in turns (3 of each, 5 s, medians: the
 *    machine is shared); the highest beacon rate at which the page's p50 stays within
 *    10 % of its own without beacons, and the rate one instance takes flat out. Every
 *    beacon answered 204 must be in the sums afterwards.
 *
 * Figures depend on the machine and on what else runs on it (print `uptime` with them).
 *   env: BUILD_DIR (build), BENCH_EVENTS (1000000), BENCH_SECONDS (5)
 */
export type RollupSizeResult = {
  events: number;
  days: number;
  rows: number;
  sketches: number;
  bytes: number;
  /** Beacons the collector takes per second of CPU (process time, so a busy machine does not skew it). */
  collectorEventsPerSecond: number;
};

export type BeaconRateStep = {
  beaconRate: number;
  beaconRps: number;
  beaconP50: number;
  beaconNon2xx: number;
  /** The page's p50 in the turns without beacons, and beside them (medians). */
  pageP50Alone: number;
  pageP50: number;
  pageP99: number;
  withinTenPercent: boolean;
};

export type BeaconBenchResult = {
  pageRate: number;
  /** The page's p50 without beacons, median of every turn. */
  baselineP50: number;
  steps: BeaconRateStep[];
  /** The highest beacon rate at which the page's p50 stayed within 10 % of the baseline. */
  sustained: number;
  flatOut: { rps: number; p50: number; p99: number; non2xx: number };
  /** Beacons answered 204, sent (some are still in flight when a run ends), and counted in the sums. */
  answered204: number;
  sent: number;
  counted: number;
};

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const USER_AGENTS = [
  CHROME,
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
];
const SOURCES = [
  "",
  "",
  "",
  "https://www.google.com/",
  "https://www.google.co.in/",
  "https://l.instagram.com/",
  "https://m.facebook.com/",
  "https://www.bing.com/",
  "https://duckduckgo.com/",
  "android-app://com.google.android.gm/",
  "https://www.justdial.com/",
];
const PAGES = ["/", "/about", "/offers", "/visit", "/contact", "/gallery", "/groom", "/collections/formals", "/pants"];

/** A small deterministic generator, so two runs simulate the same year. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Index 0 most often, then fewer and fewer (Zipf-like), as real interest goes. */
const zipf = (next: () => number, n: number) => Math.min(n - 1, Math.floor(n ** next() - 1));

/**
 * Feeds `events` simulated beacons, spread over the `days` days before `end`, through
 * the real collector into `database` (catalogue seeded), one batch a day. Returns the
 * collector's CPU time for them, in microseconds.
 */
export async function simulateBeacons(database: Database, events: number, days: number, end = Date.now()) {
  const items = await database.db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.slug", "items.title", "collections.path"])
    .where("items.status", "=", "published")
    .execute();
  const words = [...new Set(items.flatMap((i) => i.title.toLowerCase().split(/\s+/)))];
  const next = random(26);
  let now = end - days * 86_400_000;
  const collector = new InsightsCollector({ database, secret: "bench", timeZone: store.timeZone, now: () => now });
  await collector.start(3_600_000);
  const perDay = Math.ceil(events / days);
  let handled = 0;
  let cpuMicros = 0;
  for (let day = 0; day < days && handled < events; day++) {
    const visitors = Array.from({ length: Math.ceil(perDay / 4) }, () => ({
      address: `10.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}`,
      userAgent: USER_AGENTS[zipf(next, USER_AGENTS.length)]!,
    }));
    const started = process.cpuUsage();
    for (let i = 0; i < perDay && handled < events; i++, handled++) {
      now += 86_400_000 / perDay;
      const who = visitors[Math.floor(next() * visitors.length)]!;
      const item = items[zipf(next, items.length)]!;
      const roll = next();
      let body: object;
      if (roll < 0.4) body = { u: `${item.path}/${item.slug}` };
      else if (roll < 0.45) body = { u: `${item.path}/${item.slug}`, t: (["ask", "share", "call"] as const)[i % 3] };
      else if (roll < 0.55) {
        // A word of the catalogue, two of them, or (one in five) something nobody typed before.
        const term =
          next() < 0.2
            ? randomBytes(4).toString("hex")
            : `${words[zipf(next, words.length)]} ${next() < 0.5 ? words[zipf(next, words.length)] : ""}`;
        body = { u: `/search?q=${encodeURIComponent(term)}` };
      } else {
        const source =
          next() < 0.05 ? `https://site-${Math.floor(next() * 1e6)}.example/` : SOURCES[zipf(next, SOURCES.length)]!;
        body =
          next() < 0.3 ? { u: PAGES[zipf(next, PAGES.length)]!, r: source } : { u: PAGES[zipf(next, PAGES.length)]! };
      }
      const answered = collector.handle({
        body: JSON.stringify(body),
        address: who.address,
        host: "bench.invalid",
        userAgent: who.userAgent,
        cookie: "",
        headers: {},
      });
      if (typeof answered !== "number") await answered;
    }
    const used = process.cpuUsage(started);
    cpuMicros += used.user + used.system;
    await collector.flush();
  }
  await collector.stop();
  return { handled, cpuMicros };
}

export async function runRollupSizeBenchmark(events = 1_000_000, days = 365): Promise<RollupSizeResult> {
  const dir = mkdtempSync(join(tmpdir(), "bench-insights-"));
  const database = openDatabase({ kind: "sqlite", file: join(dir, "site.db") });
  try {
    await migrateToLatest(database);
    await seedCatalogue(database);
    const { handled, cpuMicros } = await simulateBeacons(database, events, days);
    const count = async (table: "insights_daily" | "insights_visitors") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count("insights_daily");
    const sketches = await count("insights_visitors");
    const withInsights = await vacuumedBytes(database);
    await database.db.deleteFrom("insights_daily").execute();
    await database.db.deleteFrom("insights_visitors").execute();
    const without = await vacuumedBytes(database);
    return {
      events: handled,
      days,
      rows,
      sketches,
      bytes: withInsights - without,
      collectorEventsPerSecond: handled / (cpuMicros / 1e6),
    };
  } finally {
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function vacuumedBytes(database: Database): Promise<number> {
  await sql`vacuum`.execute(database.db);
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
  const size = await sql<{ page_size: number }>`pragma page_size`.execute(database.db);
  return Number(pages.rows[0]!.page_count) * Number(size.rows[0]!.page_size);
}

export async function runBeaconBenchmark(
  options: { buildDir?: string; seconds?: number; pageRate?: number; rates?: number[]; pairs?: number } = {},
): Promise<BeaconBenchResult> {
  const seconds = options.seconds ?? 5;
  const pageRate = options.pageRate ?? 200;
  const rates = options.rates ?? [1_000, 2_000, 3_000, 4_000];
  const pairs = options.pairs ?? 3;
  // One address sends every beacon: the per-address flood limit is lifted by the benchmark-only switch.
  const server = await startServer({
    buildDir: options.buildDir,
    env: { NODE_ENV: "test", UNSAFE_BENCHMARK_NO_RATE_LIMITS: "yes-i-am-benchmarking" },
  });
  let answered204 = 0;
  let sent = 0;
  try {
    const page = `${server.url}/groom`;
    const beaconArgs = (rate: number | null, connections: number) => [
      "-c",
      String(connections),
      "-d",
      String(seconds),
      ...(rate ? ["-R", String(rate)] : []),
      "-m",
      "POST",
      "-H",
      "Content-Type=text/plain;charset=UTF-8",
      "-H",
      `User-Agent=${CHROME}`,
      "-b",
      JSON.stringify({ u: "/groom" }),
      "-j",
      `${server.url}/api/insights`,
    ];
    await probe(page, 100, 2); // warm up: the page cache and the JIT
    // The machine is shared: the page alone and the page beside beacons take turns,
    // and each side's median counts, so a neighbour's burst does not decide the figure.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const alone: number[] = [];
    const steps: BeaconRateStep[] = [];
    for (const rate of rates) {
      const own: number[] = [];
      const loaded: ProbeResult[] = [];
      const beacons: AutocannonReport[] = [];
      for (let pair = 0; pair < pairs; pair++) {
        own.push((await probe(page, pageRate, seconds)).p50);
        const [pages, load] = await Promise.all([probe(page, pageRate, seconds), autocannonCli(beaconArgs(rate, 32))]);
        loaded.push(pages);
        beacons.push(load);
        answered204 += load["2xx"];
        sent += load.requests.sent;
      }
      alone.push(...own);
      const base = median(own);
      const step = {
        beaconRate: rate,
        beaconRps: median(beacons.map((b) => b.requests.average)),
        beaconP50: median(beacons.map((b) => b.latency.p50)),
        beaconNon2xx: beacons.reduce((n, b) => n + b.non2xx, 0),
        pageP50Alone: base,
        pageP50: median(loaded.map((p) => p.p50)),
        pageP99: median(loaded.map((p) => p.p99)),
        withinTenPercent: false,
      };
      step.withinTenPercent = step.pageP50 <= base * 1.1 && step.beaconRps >= rate * 0.95;
      steps.push(step);
      console.log(
        `   beacons at ${rate}/s: ${step.beaconRps.toFixed(0)}/s answered (p50 ${step.beaconP50} ms, non-2xx ${step.beaconNon2xx}); /groom p50 ${step.pageP50.toFixed(3)} ms beside them, ${base.toFixed(3)} ms alone (${((100 * step.pageP50) / base - 100).toFixed(1)} %; medians of ${pairs} turns)`,
      );
      if (!step.withinTenPercent && steps.filter((s) => !s.withinTenPercent).length >= 2) break;
    }
    const flat = await autocannonCli(beaconArgs(null, 50));
    answered204 += flat["2xx"];
    sent += flat.requests.sent;
    console.log(
      `   beacons flat out (50 connections): ${flat.requests.average.toFixed(0)}/s, p50 ${flat.latency.p50} ms`,
    );
    await server.stop();
    const database = openDatabase({ kind: "sqlite", file: join(server.dataDir, "site.db") });
    const counted = await database.db
      .selectFrom("insights_daily")
      .select((eb) => eb.fn.sum<number>("count").as("n"))
      .where("metric", "=", "view")
      .where("key", "=", "/groom")
      .executeTakeFirst();
    await database.db.destroy();
    let sustained = 0;
    for (const step of steps) {
      if (!step.withinTenPercent) break;
      sustained = step.beaconRate;
    }
    return {
      pageRate,
      baselineP50: median(alone),
      steps,
      sustained,
      flatOut: { rps: flat.requests.average, p50: flat.latency.p50, p99: flat.latency.p99, non2xx: flat.non2xx },
      answered204,
      sent,
      counted: Number(counted?.n ?? 0),
    };
  } finally {
    await server.stop();
    server.cleanup();
  }
}

type ProbeResult = { sent: number; ok: number; failed: number; p50: number; p90: number; p99: number };

function probe(url: string, rate: number, seconds: number): Promise<ProbeResult> {
  return runJson<ProbeResult>([
    resolve("scripts/lib/latency-probe.ts"),
    "--url",
    url,
    "--rate",
    String(rate),
    "--seconds",
    String(seconds),
  ]);
}

type AutocannonReport = {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  "2xx": number;
};

function autocannonCli(args: string[]): Promise<AutocannonReport> {
  return runJson<AutocannonReport>([createRequire(import.meta.url).resolve("autocannon/autocannon.js"), ...args]);
}

/** A Node script in its own process (load generators never share a thread with what they measure); its JSON output. */
function runJson<T>(args: string[]): Promise<T> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`${args[0]} exited with ${code}`);
        done(JSON.parse(out.trim().split("\n").at(-1)!) as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Every beacon answered 204 is in the sums, and nothing that was not sent. */
export function beaconsAccountedFor(result: BeaconBenchResult): boolean {
  return result.answered204 <= result.counted && result.counted <= result.sent;
}

export function printInsightsBenchmark(size: RollupSizeResult, beacon: BeaconBenchResult): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\nInsights: ${size.events.toLocaleString("en-US")} simulated beacons over ${size.days} days`);
  console.log(
    `  rows of daily sums        ${size.rows.toLocaleString("en-US")} (${(size.rows / size.days).toFixed(0)} a day)`,
  );
  console.log(`  visitor sketches          ${size.sketches} (4 KB each)`);
  console.log(`  bytes on disk (SQLite)    ${kb(size.bytes)} (${kb(size.bytes / size.days)} a day)`);
  console.log(`  collector, in process     ${size.collectorEventsPerSecond.toFixed(0)} beacons per CPU second`);
  console.log(`\nInsights beacon over HTTP (one instance; /groom at ${beacon.pageRate}/s beside it)`);
  console.log(`  /groom p50 alone          ${beacon.baselineP50.toFixed(3)} ms (median of every turn without beacons)`);
  console.log(`  beacons/s with /groom p50 within 10 %   ${beacon.sustained.toLocaleString("en-US")} (goal ≥ 2,000)`);
  console.log(`  beacons/s flat out        ${beacon.flatOut.rps.toFixed(0)} (p50 ${beacon.flatOut.p50} ms)`);
  console.log(
    `  answered 204 ≤ counted ≤ sent   ${beacon.answered204} ≤ ${beacon.counted} ≤ ${beacon.sent} ${beaconsAccountedFor(beacon) ? "✓" : "✗"}`,
  );
}

if (import.meta.main) {
  const buildDir = buildDirectory();
  if (!hasBuild(buildDir)) {
    console.error(`No build in ${buildDir}: run "npm run build" first (or set BUILD_DIR).`);
    process.exit(1);
  }
  console.log("▶ a year of Insights (1,000,000 simulated beacons)");
  const size = await runRollupSizeBenchmark(Number(process.env.BENCH_EVENTS ?? 1_000_000));
  console.log("▶ the beacon over HTTP");
  const beacon = await runBeaconBenchmark({ buildDir, seconds: Number(process.env.BENCH_SECONDS ?? 5) });
  printInsightsBenchmark(size, beacon);
  process.exit(beaconsAccountedFor(beacon) ? 0 : 1);
}
