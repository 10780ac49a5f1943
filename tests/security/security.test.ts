import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie, postMarkerMessage } from "../support/api-client.ts";
import { floorAssets, readRouterManifest } from "../support/build-budgets.ts";
import { formatStats, fuzzContact, fuzzLogin } from "../support/security-fuzz.ts";
import { checkHeaders } from "../support/security-headers-check.ts";
import { checkUnauthenticated } from "../support/security-unauthenticated.ts";
import { buildDirectory, hasBuild, type RunningServer, startServer } from "../support/server.ts";

/**
 * The security audit's deterministic half, in `npm test`: the built production
 * server on a fresh SQLite database, its headers, 1,000 fuzzed bodies per public
 * write endpoint, and the staff area without a session. The same checks with more
 * runs: `npm run audit:security`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const buildDir = buildDirectory();
let server: RunningServer;
const marker = `staff-only-${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  if (!hasBuild(buildDir))
    throw new Error(`Security tests need a production build at ${buildDir}: run \`npm run build\` (or set BUILD_DIR).`);
  server = await startServer({ buildDir });
});

// Signed in once, with one known message stored, for the tests that need staff data.
let staffSession: Promise<string> | undefined;
function staff(): Promise<string> {
  staffSession ??= (async () => {
    const cookie = await adminCookie(server.url);
    const seeded = await postMarkerMessage(server.url, marker);
    expect(seeded.status, "a valid message is stored (201)").toBe(201);
    return cookie;
  })();
  return staffSession;
}

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

describe("security audit (built server, temp database)", () => {
  test("every response carries the security headers", async () => {
    const asset = floorAssets(readRouterManifest(buildDir))[0]!;
    const results = await checkHeaders(server.url, asset);
    const failed = results.filter((r) => !r.ok);
    console.log(
      `header checks: ${results.length} run, ${results.length - failed.length} passed, ${failed.length} failed`,
    );
    expect(failed.map((r) => `${r.target}: ${r.check} (${r.detail ?? ""})`)).toEqual([]);
  });

  test(
    `POST /api/contact: ${RUNS} fuzzed bodies, no 5xx, no echo, nothing stored from a rejected body`,
    { timeout: 300_000 },
    async () => {
      const stats = await fuzzContact(server.url, await staff(), RUNS);
      console.log(formatStats(stats));
      expect(stats.failures).toEqual([]);
      expect(stats.runs).toBe(RUNS);
      // The bodies must mostly reach validation, not the rate limiter.
      expect(stats.byStatus["429"] ?? 0).toBeLessThan(RUNS / 2);
    },
  );

  test(`POST /api/login: ${RUNS} fuzzed bodies, no 5xx, no session, no echo`, { timeout: 300_000 }, async () => {
    const stats = await fuzzLogin(server.url, RUNS);
    console.log(formatStats(stats));
    expect(stats.failures).toEqual([]);
    expect(stats.runs).toBe(RUNS);
  });

  test("staff pages and APIs give nothing away without a session", async () => {
    await staff();
    const results = await checkUnauthenticated(server.url, [marker]);
    const failed = results.filter((r) => !r.ok);
    console.log(
      `unauthenticated requests: ${results.length} sent, ${failed.length} reached staff data or answered wrongly`,
    );
    expect(failed.map((r) => `${r.request}: HTTP ${r.status} ${r.detail ?? ""}`)).toEqual([]);
  });

  test("the staff session does see the seeded message (the check above is not vacuous)", async () => {
    const response = await fetch(`${server.url}/api/contact-messages?page=1`, { headers: { cookie: await staff() } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(marker);
  });
});
