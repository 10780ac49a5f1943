import { buildDirectory, hasBuild } from "../tests/support/server.ts";
import { renderFloodOnOwnServer } from "../tests/support/security-flood.ts";

/**
 * A cached page's latency under a cache-busting flood from one address (issue 35,
 * item 11; figures in docs/audits/benchmark.md): /offers from one address, alone and
 * while six connections from another send /privacy-policy?x=N, /search?q=zzN,
 * /collections/formals?category=cN and /groom/no-such-item-N. The server runs with
 * the production render limit.
 *
 *   BUILD_DIR=build node scripts/bench-render-flood.ts [seconds]
 */
const buildDir = buildDirectory();
if (!hasBuild(buildDir)) {
  console.error(`No build in ${buildDir}: run "npm run build" first (or set BUILD_DIR).`);
  process.exit(1);
}
const seconds = Number(process.argv[2] ?? 10);
const result = await renderFloodOnOwnServer(buildDir, { seconds });
const { quiet, flooded } = result;
console.log(
  `cached /offers alone:        p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.requests} requests, load ${quiet.load})`,
);
console.log(
  `cached /offers under flood:  p50 ${flooded.p50} ms, p99 ${flooded.p99} ms (${flooded.requests} requests, load ${flooded.load})`,
);
console.log(
  `flood answers (${result.seconds} s): ${JSON.stringify(result.floodStatuses)}; ${result.floodAnsweredPerSecond}/s not refused`,
);
