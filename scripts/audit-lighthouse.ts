import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "../app/content/routes-meta.ts";
import { hasBuild, runBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run audit:lighthouse`: Lighthouse 13 with its default (mobile, simulated
 * throttling) configuration in Debian's Chromium, on every public page of the
 * production build served by the real server. Prints one table and which page
 * misses which target. Machine-dependent (CPU speed feeds the simulated timings),
 * so it reports and never fails: the deterministic byte budgets live in
 * tests/budgets.
 *
 *   npm run audit:lighthouse [-- --no-build] [--port N] [--routes /,/about]
 *   env: BUILD_DIR (default build-audit), AUDIT_PORT, SKIP_BUILD=1
 * Without a port the server takes a free one.
 * The full reports go to reports/lighthouse-<date>.json (gitignored).
 */
const { values: args } = parseArgs({
  options: { "no-build": { type: "boolean" }, port: { type: "string" }, routes: { type: "string" } },
});
const buildDir = resolve(process.env.BUILD_DIR ?? "build-audit");
const port = Number(args.port ?? process.env.AUDIT_PORT ?? 0);
const skipBuild = args["no-build"] === true || process.env.SKIP_BUILD === "1";
const onlyRoutes = args.routes?.split(",");
const pages = publicPages.filter((p) => !onlyRoutes || onlyRoutes.includes(p.path));

const TARGETS = { score: 100, lcpMs: 1_500, tbtMs: 50, cls: 0.01, homeBytes: 250 * 1024 };
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Row = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: { html: number; js: number; css: number; images: number; fonts: number; total: number };
  failingAudits: string[];
};

async function main() {
  if (!skipBuild || !hasBuild(buildDir)) runBuild(buildDir);
  let server = await startServer({ buildDir, port });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Row[] = [];
  const reports: Record<string, unknown> = {};
  try {
    for (const page of pages) {
      let url = `${server.url}${page.path}`;
      process.stdout.write(`lighthouse ${page.path} … `);
      const started = Date.now();
      let result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      // A failed load (trace not recorded, server gone) is retried once, on a fresh server if needed.
      if (result?.lhr.runtimeError) {
        console.log(
          `${result.lhr.runtimeError.code}; server ${server.alive() ? "up" : `down:\n${server.output()}`}; retrying`,
        );
        if (!server.alive()) {
          // A restarted server may be on another port (when the OS picked it).
          server = await startServer({ buildDir, port });
          url = `${server.url}${page.path}`;
        }
        result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      }
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) console.log(`still failing: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      reports[page.path] = lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary =
        (
          lhr.audits["resource-summary"]?.details as
            { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
        )?.items ?? [];
      const bytesOf = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
      const failingAudits = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}:${ref.id}`),
      );
      rows.push({
        path: page.path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        bytes: {
          html: bytesOf("document"),
          js: bytesOf("script"),
          css: bytesOf("stylesheet"),
          images: bytesOf("image"),
          fonts: bytesOf("font"),
          total: bytesOf("total"),
        },
        failingAudits,
      });
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    server.cleanup();
  }

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync("reports", { recursive: true });
  const file = join("reports", `lighthouse-${date}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date, chromium: await chromiumVersion(), targets: TARGETS, rows, reports }, null, 2),
  );

  printTable(rows);
  const misses = rows.flatMap(missesOf);
  console.log(
    misses.length === 0
      ? "\nAll pages meet every target."
      : `\nMisses (${misses.length}):\n${misses.map((m) => `  ${m}`).join("\n")}`,
  );
  console.log(`\nFull reports: ${file}. Timings are machine-dependent (simulated mobile throttling on this CPU).`);
}

function missesOf(row: Row): string[] {
  const out: string[] = [];
  const scores: Array<[string, number]> = [
    ["Performance", row.performance],
    ["Accessibility", row.accessibility],
    ["Best Practices", row.bestPractices],
    ["SEO", row.seo],
  ];
  for (const [name, value] of scores) if (value < TARGETS.score) out.push(`${row.path}: ${name} ${value} < 100`);
  if (!(row.lcpMs <= TARGETS.lcpMs)) out.push(`${row.path}: LCP ${(row.lcpMs / 1000).toFixed(2)} s > 1.5 s`);
  if (!(row.tbtMs <= TARGETS.tbtMs)) out.push(`${row.path}: TBT ${Math.round(row.tbtMs)} ms > 50 ms`);
  if (!(row.cls <= TARGETS.cls)) out.push(`${row.path}: CLS ${row.cls.toFixed(3)} > 0.01`);
  if (row.path === "/" && row.bytes.total > TARGETS.homeBytes)
    out.push(`/: ${kb(row.bytes.total)} KB transferred > 250 KB`);
  if (out.length > 0 && row.failingAudits.length > 0)
    out.push(`${row.path}:   failing audits: ${row.failingAudits.join(", ")}`);
  return out;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function printTable(rows: Row[]) {
  const header = [
    "route",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP s",
    "TBT ms",
    "CLS",
    "HTML",
    "JS",
    "CSS",
    "img",
    "font",
    "total KB",
  ];
  const lines = rows.map((r) => [
    r.path,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    (r.lcpMs / 1000).toFixed(2),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    kb(r.bytes.html),
    kb(r.bytes.js),
    kb(r.bytes.css),
    kb(r.bytes.images),
    kb(r.bytes.fonts),
    kb(r.bytes.total),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(
    `\nLighthouse 13, mobile default config (bytes = KB transferred)\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`,
  );
  for (const line of lines) console.log(format(line));
}

async function chromiumVersion(): Promise<string> {
  const { execFileSync } = await import("node:child_process");
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"])
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
