import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { adminCookie, postMarkerMessage } from "../tests/support/api-client.ts";
import { floorAssets, readRouterManifest } from "../tests/support/build-budgets.ts";
import { type FuzzStats, formatStats, fuzzContact, fuzzLogin } from "../tests/support/security-fuzz.ts";
import { checkHeaders } from "../tests/support/security-headers-check.ts";
import { checkUnauthenticated } from "../tests/support/security-unauthenticated.ts";
import { hasBuild, runBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run audit:security`: the production build on a fresh SQLite database,
 * attacked from outside over HTTP — response headers on every kind of answer,
 * fast-check fuzzing of /api/contact and /api/login, and the staff area without a
 * session. The same checks (1,000 bodies per endpoint) run in `npm test` through
 * tests/security; this script runs more and prints everything.
 *
 *   npm run audit:security [-- --no-build] [--port N] [--runs 3000] [--seed 42]
 *   env: BUILD_DIR (default build-audit), SKIP_BUILD=1, AUDIT_PORT
 * Without a port the server takes a free one.
 */
const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean" },
    port: { type: "string" },
    runs: { type: "string" },
    seed: { type: "string" },
  },
});
const buildDir = resolve(process.env.BUILD_DIR ?? "build-audit");
const port = Number(args.port ?? process.env.AUDIT_PORT ?? 0);
const runs = Number(args.runs ?? process.env.FUZZ_RUNS ?? 3_000);
const seed = args.seed === undefined ? undefined : Number(args.seed);
const skipBuild = args["no-build"] === true || process.env.SKIP_BUILD === "1";

async function main() {
  if (!skipBuild || !hasBuild(buildDir)) runBuild(buildDir);
  const server = await startServer({ buildDir, port });
  let failures = 0;
  const report: Record<string, unknown> = { date: new Date().toISOString(), runs };
  try {
    console.log("\n1. Response headers");
    const headerResults = await checkHeaders(server.url, floorAssets(readRouterManifest(buildDir))[0]!);
    const badHeaders = headerResults.filter((r) => !r.ok);
    const targets = new Set(headerResults.map((r) => r.target.replace(" [https]", "")));
    console.log(
      `   ${headerResults.length} checks on ${targets.size} responses (each over http and https): ${badHeaders.length} failed`,
    );
    for (const r of badHeaders) console.log(`   ✗ ${r.target}: ${r.check} — ${r.detail ?? ""}`);
    failures += badHeaders.length;
    report.headers = headerResults;

    console.log("\n2. Staff area without a session");
    const marker = `staff-only-${randomBytes(6).toString("hex")}`;
    let cookie: string | undefined;
    try {
      cookie = await adminCookie(server.url);
      const seeded = await postMarkerMessage(server.url, marker);
      if (seeded.status !== 201) throw new Error(`seeding a valid message answered HTTP ${seeded.status}`);
    } catch (error) {
      console.log(`   ✗ cannot sign in or store a message yet: ${(error as Error).message}`);
      failures++;
    }
    const unauth = await checkUnauthenticated(server.url, [marker]);
    const badUnauth = unauth.filter((r) => !r.ok);
    console.log(
      `   ${unauth.length} requests (pages, .data, HEAD, API; no/forged cookies): ${badUnauth.length} failed`,
    );
    for (const r of badUnauth) console.log(`   ✗ ${r.request}: HTTP ${r.status} ${r.detail ?? ""}`);
    failures += badUnauth.length;
    report.unauthenticated = unauth;

    console.log(`\n3. Fuzzing (${runs} generated requests per endpoint${seed === undefined ? "" : `, seed ${seed}`})`);
    const fuzz: FuzzStats[] = [];
    if (cookie) fuzz.push(await fuzzContact(server.url, cookie, runs, seed));
    else console.log("   (POST /api/contact skipped: no staff session to count rows with)");
    fuzz.push(await fuzzLogin(server.url, runs, seed));
    for (const stats of fuzz) {
      console.log(`   ${formatStats(stats)}`);
      for (const f of stats.failures) console.log(`   ✗ ${f}`);
      failures += stats.failures.length;
    }
    report.fuzz = fuzz;
  } finally {
    await server.stop();
    server.cleanup();
  }
  mkdirSync("reports", { recursive: true });
  const file = join("reports", `security-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\n${failures === 0 ? "✓ no findings" : `✗ ${failures} findings`} — details in ${file}`);
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
