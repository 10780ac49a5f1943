import { loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";
import { adminCookie } from "./api-client.ts";
import { startServer } from "./server.ts";

/**
 * Floods for the security audit (issue 35, items 11 and 15), each against a server of
 * its own started with the production limits (the test launcher lifts the render
 * limit for the other tests, which send everything from one address).
 */

/** The production figures (README, Configuration): a burst of 10 renders, then 3 a second, per address. */
export const PRODUCTION_RENDER_LIMIT = { PAGE_RENDER_BURST: "10", PAGE_RENDER_PER_SECOND: "3" };

/** The four cache-busting URLs of issue 35, item 11, numbered by `n`. */
export function cacheBustingPath(n: number): string {
  const id = Math.floor(n / 4);
  switch (n % 4) {
    case 0:
      return `/privacy-policy?x=${id}`;
    case 1:
      return `/search?q=zz${id}`;
    case 2:
      return `/collections/formals?category=c${id}`;
    default:
      return `/groom/no-such-item-${id}`;
  }
}

export type Latency = { p50: number; p99: number; requests: number; load: number };

export type RenderFloodResult = {
  /** A cached page (/offers) from another address, alone and under the flood. */
  quiet: Latency;
  flooded: Latency;
  /** The flood's answers by status, and how many a second were not refused. */
  floodStatuses: Record<string, number>;
  floodAnsweredPerSecond: number;
  seconds: number;
};

const CACHED_PAGE = "/offers";
const FLOODER = "203.0.113.99";
const VISITOR = "198.51.100.201";

function latencyOf(result: Result): Latency {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total ?? result.requests.sent,
    load: Number(loadavg()[0]!.toFixed(1)),
  };
}

/**
 * A cached page's latency from one address, alone and then while `floodConnections`
 * connections from another address send the four cache-busting URLs as fast as
 * they are answered (each a new number). The same function measures any build.
 */
export async function renderFlood(
  url: string,
  options: { seconds?: number; floodConnections?: number } = {},
): Promise<RenderFloodResult> {
  const seconds = options.seconds ?? 10;
  await (await fetch(url + CACHED_PAGE, { headers: { "x-forwarded-for": VISITOR } })).text();
  const measure = () =>
    autocannon({
      url: url + CACHED_PAGE,
      connections: 2,
      duration: seconds,
      headers: { "x-forwarded-for": VISITOR, "accept-encoding": "br, gzip" },
    });
  const quiet = latencyOf(await measure());
  let n = 0;
  const flood = autocannon({
    url,
    connections: options.floodConnections ?? 6,
    duration: seconds,
    headers: { "x-forwarded-for": FLOODER },
    requests: [{ setupRequest: (request) => ({ ...request, path: cacheBustingPath(n++) }) }],
  });
  const [flooded, floodResult] = await Promise.all([measure(), flood]);
  const floodStatuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(floodResult.statusCodeStats ?? {})) floodStatuses[status] = count;
  const answered = Object.entries(floodStatuses)
    .filter(([status]) => status !== "429")
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    quiet,
    flooded: latencyOf(flooded),
    floodStatuses,
    floodAnsweredPerSecond: Math.round(answered / seconds),
    seconds,
  };
}

/** The render flood against a server of its own with the production render limit. */
export async function renderFloodOnOwnServer(
  buildDir: string,
  options: { seconds?: number } = {},
): Promise<RenderFloodResult> {
  const server = await startServer({ buildDir, env: PRODUCTION_RENDER_LIMIT });
  try {
    return await renderFlood(server.url, options);
  } finally {
    await server.stop();
    server.cleanup();
  }
}

export type InsightsFloodResult = {
  beaconsSent: number;
  beaconsAccepted: number;
  /** Flood words or sources on the owner's Insights screen (must be 0). */
  floodKeysOnScreen: number;
  /** What two real visitors sent, on the screen. */
  realSearchShown: boolean;
  realSourceShown: boolean;
};

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function sendBeacon(url: string, body: object, address: string, userAgent = CHROME): Promise<number> {
  return fetch(`${url}/api/insights`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": userAgent, "x-forwarded-for": address },
    body: JSON.stringify(body),
  }).then((response) => response.status);
}

/**
 * Issue 35, item 15: made-up searches and referring sites from one address (a new
 * browser name each time) and from `addresses` addresses (one word each), then one
 * search and one source that two real visitors send. The owner's Insights screen
 * must show the real ones and none of the flood's.
 */
export async function insightsFlood(
  url: string,
  { addresses = 200, cookie }: { addresses?: number; cookie?: string } = {},
): Promise<InsightsFloodResult> {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    const body = { u: `/search?q=zqflood+${i}`, r: `https://zq${i}.example/` };
    statuses.push(await sendBeacon(url, body, "203.0.113.98", `${CHROME} Flood/${i}`));
  }
  for (let i = 0; i < addresses; i++) {
    const body = { u: `/search?q=zqmany+${i}`, r: `https://zm${i}.example/` };
    statuses.push(await sendBeacon(url, body, `10.77.${i >> 8}.${i & 255}`));
  }
  for (const address of ["198.51.100.61", "198.51.100.62"]) {
    statuses.push(await sendBeacon(url, { u: "/search?q=linen+kurta", r: "https://www.google.co.in/" }, address));
  }
  const staff = cookie ?? (await adminCookie(url, "198.51.100.63"));
  const screen = await (await fetch(`${url}/admin/insights`, { headers: { cookie: staff } })).text();
  return {
    beaconsSent: statuses.length,
    beaconsAccepted: statuses.filter((s) => s === 204).length,
    floodKeysOnScreen: new Set(screen.match(/zq(?:flood|many) \d+|z[qm]\d+\.example/g) ?? []).size,
    realSearchShown: screen.includes("linen kurta"),
    realSourceShown: screen.includes("google.co.in"),
  };
}

/** Both floods as the audit runs them: its lines to print, how many findings, and the figures. */
export async function floodChecks(
  url: string,
  buildDir: string,
  cookie?: string,
): Promise<{
  lines: string[];
  failures: number;
  figures: { render: RenderFloodResult; insights: InsightsFloodResult };
}> {
  const render = await renderFloodOnOwnServer(buildDir, { seconds: 10 });
  const insights = await insightsFlood(url, { cookie });
  const limited = (render.floodStatuses["429"] ?? 0) > 0;
  const { quiet, flooded } = render;
  const screenOk = insights.floodKeysOnScreen === 0 && insights.realSearchShown && insights.realSourceShown;
  const lines = [
    `${limited ? "✓" : "✗"} cache-busting flood, 6 connections from one address for ${render.seconds} s: ` +
      `${JSON.stringify(render.floodStatuses)} (${render.floodAnsweredPerSecond}/s not refused)`,
    `${flooded.p99 > 250 ? "⚠" : "✓"} a cached page (/offers) from another address: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms alone ` +
      `(load ${quiet.load}); p50 ${flooded.p50} ms, p99 ${flooded.p99} ms under the flood (load ${flooded.load})`,
    `${screenOk ? "✓" : "✗"} Insights: ${insights.beaconsAccepted} of ${insights.beaconsSent} beacons taken (60 made-up words from ` +
      `one address, one each from ${insights.beaconsSent - 62}); flood words on the owner's screen: ${insights.floodKeysOnScreen}; ` +
      `what two visitors sent shown: search ${insights.realSearchShown ? "yes" : "no"}, source ${insights.realSourceShown ? "yes" : "no"}`,
  ];
  return { lines, failures: (limited ? 0 : 1) + (screenOk ? 0 : 1), figures: { render, insights } };
}
