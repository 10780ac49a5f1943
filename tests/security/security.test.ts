import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie, postMarkerMessage } from "../support/api-client.ts";
import { floorAssets, readRouterManifest } from "../support/build-budgets.ts";
import {
  beaconFlood,
  beaconFuzzTarget,
  formatStats,
  fuzzBeacon,
  fuzzContact,
  fuzzLogin,
} from "../support/security-fuzz.ts";
import { checkHeaders } from "../support/security-headers-check.ts";
import { checkUnauthenticated } from "../support/security-unauthenticated.ts";
import { publicPages } from "../../app/content/routes-meta.ts";
import { agedFormToken } from "../support/form-tokens.ts";
import {
  adminLoginUnderFlood,
  largestMessageAccepted,
  lockoutAttempt,
  loginBurst,
  oddRequests,
  randomNotFound,
  stackTraceLines,
  staffHeaderSpellings,
} from "../support/security-attacks.ts";
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

  test(
    `POST /api/insights: ${RUNS} fuzzed beacons, junk refused with a 4xx and never counted`,
    { timeout: 300_000 },
    async () => {
      const target = await beaconFuzzTarget(server.url, await staff(), server.dataDir);
      try {
        const stats = await fuzzBeacon(server.url, target, RUNS);
        console.log(formatStats(stats));
        expect(stats.failures).toEqual([]);
        expect(stats.runs).toBe(RUNS);
        expect(stats.accepted).toBeGreaterThan(RUNS / 5);
        expect(stats.accepted).toBeLessThan(RUNS - RUNS / 5);
      } finally {
        await target.close();
      }
    },
  );

  test("the beacon's flood limit holds: 300 at once from one address, at most the burst taken", async () => {
    const flood = await beaconFlood(server.url, 300);
    console.log(`300 beacons from one address in ${flood.seconds.toFixed(1)} s: ${JSON.stringify(flood.byStatus)}`);
    // A burst of 60, plus one a second for the time the 300 took.
    expect(flood.byStatus[204]).toBeGreaterThanOrEqual(60);
    expect(flood.byStatus[204]).toBeLessThanOrEqual(60 + Math.ceil(flood.seconds) + 1);
    expect(flood.byStatus[429]).toBe(300 - flood.byStatus[204]!);
    expect(flood.bystander).toBe(204);
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

  test("the admin's login is answered under a flood of 100 hostile logins (time: npm run audit:security)", async () => {
    const flood = await adminLoginUnderFlood(server.url, 100);
    console.log(
      `admin login under a 100-login flood: HTTP ${flood.adminStatus} in ${flood.adminMs} ms (${flood.quietMs} ms without it)`,
    );
    expect(flood.adminStatus).toBe(200);
  });

  test("login bursts get at most 5 guesses checked per key, however many arrive together", async () => {
    for (const [count, from] of [
      [50, "one address"],
      [120, "one address"],
      [50, "many addresses"],
    ] as const) {
      const result = await loginBurst(server.url, { count, username: `burst-${count}-${from.length}`, from });
      console.log(
        `${count} parallel guesses from ${from}: ${result.checked} checked ${JSON.stringify(result.byStatus)}`,
      );
      expect(result.checked, `${count} from ${from}`).toBeLessThanOrEqual(5);
      expect(result.byStatus["429"], `${count} from ${from}`).toBe(count - result.checked);
    }
  });

  test("strangers' failures keep strangers out but not the admin's known address or browser", async () => {
    const result = await lockoutAttempt(server.url);
    expect(result).toMatchObject({ strangerStatus: 429, knownAddressStatus: 200, knownDeviceStatus: 200 });
  });

  test("5,000 Kannada letters or emoji are stored through the no-JS form, the JS form and the API", async () => {
    const cookie = await staff();
    const token = async () => agedFormToken(server.sessionSecret);
    for (const [path, letter] of [
      ["no-JS form", "ಅ"],
      ["JS form", "ಅ"],
      ["API (JSON)", "😀"],
      ["API (JSON, \\u escapes)", "😀"],
    ] as const) {
      const result = await largestMessageAccepted(server.url, cookie, path, letter, 5_000, token);
      expect(result.largest, `${letter} via ${path}`).toBe(5_000);
    }
  });

  test("odd requests get their 4xx, never a 5xx or a stack trace in the log", async () => {
    const mark = server.outputMark();
    const results = await oddRequests(
      server.url,
      publicPages.map((p) => p.path),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(`odd requests: ${results.length} sent, ${results.filter((r) => r.status >= 500).length} answered 5xx`);
    expect(results.filter((r) => !r.ok).map((r) => `${r.label}: HTTP ${r.status}`)).toEqual([]);
    expect(stackTraceLines(server.outputSince(mark))).toBe(0);
  });

  test("random unknown paths answer 404 from the page cache, not a render each", async () => {
    const result = await randomNotFound(server.url, 20);
    expect(result.status404).toBe(20);
    expect(result.fromCache).toBeGreaterThanOrEqual(19);
  });

  test("staff answers stay no-store and noindex under odd spellings; one Cache-Control everywhere", async () => {
    const findings = await staffHeaderSpellings(server.url, await staff());
    expect(findings.filter((f) => !f.ok).map((f) => `${f.label}: ${f.detail}`)).toEqual([]);
  });

  test("the staff session does see the seeded message (the check above is not vacuous)", async () => {
    const response = await fetch(`${server.url}/api/contact-messages?page=1`, { headers: { cookie: await staff() } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(marker);
  });
});
