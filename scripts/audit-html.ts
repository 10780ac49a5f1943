import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { publicPages } from "../app/content/routes-meta.ts";
import { hasBuild, runBuild, startServer } from "../tests/support/server.ts";
import { assertVnuJar, judge, type NuMessage, vnuJarPath } from "./lib/nu-checker.ts";

/**
 * `npm run audit:html`: the W3C Nu Html Checker (vnu.jar from the `vnu-jar` package,
 * run on Debian's Java) over the HTML the production server sends for every public
 * page: the pages of app/content/routes-meta.ts, every item page the sitemap lists
 * (each published item's own address) and the 404 page, as a fresh install serves
 * them. Fails on any error except those about CSS at-rules the checker does not
 * know (scripts/lib/nu-checker.ts says which and why); warnings are counted, not failed.
 * One language today (en-IN): the languages issue's pages join `paths` below.
 *
 *   npm run audit:html [-- --no-build] [--port N] [--routes /,/visit]
 *   env: BUILD_DIR (default build-audit), SKIP_BUILD=1, VNU_JAR (default
 *   node_modules/vnu-jar/build/dist/vnu.jar), JAVA (default: java on the PATH)
 *
 * Deterministic (same build, same answer). The full messages go to
 * reports/html-<date>.json (gitignored).
 */
const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean" },
    port: { type: "string" },
    routes: { type: "string" },
  },
});
const buildDir = resolve(process.env.BUILD_DIR ?? "build-audit");
const port = Number(args.port ?? process.env.AUDIT_PORT ?? 0);
const skipBuild = args["no-build"] === true || process.env.SKIP_BUILD === "1";
const onlyRoutes = args.routes?.split(",");
const java = process.env.JAVA ?? "java";
const jar = vnuJarPath();

/** A path no route has: the shop's 404 page is a public page too. */
const NOT_FOUND_PATH = "/no-such-page";

type Page = { path: string; status: number; file: string };

async function main() {
  assertVnuJar(jar);
  if (!skipBuild || !hasBuild(buildDir)) runBuild(buildDir);
  const server = await startServer({ buildDir, port });
  const folder = mkdtempSync(join(tmpdir(), "audit-html-"));
  const pages: Page[] = [];
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    // The sitemap's addresses are canonical (another origin): their paths are the server's.
    const itemPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const paths = [...new Set([...publicPages.map((p) => p.path), ...itemPaths, NOT_FOUND_PATH])].filter(
      (path) => !onlyRoutes || onlyRoutes.includes(path),
    );
    for (const [i, path] of paths.entries()) {
      const response = await fetch(server.url + path);
      const expected = path === NOT_FOUND_PATH ? 404 : 200;
      if (response.status !== expected) throw new Error(`${path} answered ${response.status}, not ${expected}`);
      const file = join(folder, `${String(i).padStart(3, "0")}${path.replace(/[^a-z0-9]+/gi, "-")}.html`);
      writeFileSync(file, await response.text());
      pages.push({ path, status: response.status, file });
    }
  } finally {
    await server.stop();
    server.cleanup();
  }

  console.log(`Nu Html Checker (${jar}) over ${pages.length} pages …`);
  const run = spawnSync(
    java,
    ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...pages.map((p) => p.file)],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const html = new Map(pages.map((p) => [p.path, readFileSync(p.file, "utf8")]));
  rmSync(folder, { recursive: true, force: true });
  if (run.error || run.status !== 0) {
    throw new Error(`the checker did not run (${run.error?.message ?? `exit ${run.status}`}):\n${run.stderr}`);
  }
  const messages = (JSON.parse(run.stdout) as { messages: NuMessage[] }).messages;
  // The checker names a file "file:/tmp/…" (one slash), so files are matched by path.
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const perPage = new Map(pages.map((p) => [p.path, [] as NuMessage[]]));
  for (const message of messages) {
    const page = message.url ? byFile.get(fileURLToPath(message.url)) : undefined;
    if (!page) throw new Error(`a message for no audited page: ${JSON.stringify(message)}`);
    perPage.get(page.path)!.push(message);
  }

  let failing = 0;
  let pagesFailing = 0;
  const rows: string[] = [];
  for (const [path, list] of perPage) {
    const verdict = judge(list, html.get(path)!);
    const errors = verdict.failing;
    const [allowed, warnings] = [verdict.allowed.length, verdict.warnings.length];
    failing += errors.length;
    if (errors.length > 0) pagesFailing++;
    rows.push(
      `${path.padEnd(48)} ${String(errors.length).padStart(3)} errors  ${String(warnings).padStart(3)} warnings  ${String(allowed).padStart(3)} allowed (CSS at-rules)`,
    );
    for (const error of errors) {
      const where = error.lastLine === undefined ? "" : ` (line ${error.lastLine}:${error.firstColumn ?? 0})`;
      const extract = error.extract ? `\n      ${error.extract.replace(/\s+/g, " ").trim().slice(0, 160)}` : "";
      rows.push(`    ${error.type}${where}: ${error.message}${extract}`);
    }
  }
  console.log(rows.join("\n"));

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync("reports", { recursive: true });
  const report = join("reports", `html-${date}.json`);
  writeFileSync(report, JSON.stringify(Object.fromEntries(perPage), null, 2));
  console.log(
    `\n${pages.length} pages, ${pagesFailing} with errors, ${failing} errors in all (unknown CSS at-rules allowed). Full messages: ${report}`,
  );
  if (failing > 0) process.exitCode = 1;
}

await main();
