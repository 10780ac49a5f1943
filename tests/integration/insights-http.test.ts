import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/platform/db.server.ts";
import { adminCookie } from "../support/api-client.ts";
import { insightsFlood } from "../support/security-flood.ts";
import { type RunningServer, startServer } from "../support/server.ts";

/**
 * Insights through the built server: the beacon's endpoint, the last batch written
 * when the server stops (SIGTERM), what a crash loses (SIGKILL: the batch in memory,
 * nothing written before it), the no-script image, and INSIGHTS=off.
 */
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanup();
  }
});

async function start(env: Record<string, string> = {}, dataDir?: string) {
  const server = await startServer({ env, dataDir });
  servers.push(server);
  return server;
}

function beacon(server: RunningServer, body: object, address = "203.0.113.9") {
  return fetch(`${server.url}/api/insights`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
}

async function views(dataDir: string): Promise<Record<string, number>> {
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  try {
    const rows = await database.db
      .selectFrom("insights_daily")
      .select(["key", (eb) => eb.fn.sum<number>("count").as("n")])
      .where("metric", "=", "view")
      .groupBy("key")
      .execute();
    return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
  } finally {
    await database.db.destroy();
  }
}

describe("Insights over HTTP", () => {
  it("writes the last batch when the server stops, loses only the batch in memory on a crash", async () => {
    const server = await start();
    for (let i = 0; i < 3; i++) expect((await beacon(server, { u: "/offers" })).status).toBe(204);
    // The no-script image: a GET whose Referer is the page.
    const image = await fetch(`${server.url}/api/insights`, {
      headers: { referer: `${server.url}/visit`, "user-agent": CHROME, "x-forwarded-for": "203.0.113.10" },
    });
    expect(image.status).toBe(204);
    expect(image.headers.get("cache-control")).toBe("no-store");
    await server.stop();
    expect(await views(server.dataDir)).toEqual({ "/offers": 3, "/visit": 1 });

    // Restarted on the same data: two more, written by opening Insights; one more, then a crash.
    const again = await start({}, server.dataDir);
    expect((await beacon(again, { u: "/offers" })).status).toBe(204);
    expect((await beacon(again, { u: "/offers" })).status).toBe(204);
    const cookie = await adminCookie(again.url);
    expect((await fetch(`${again.url}/admin/insights`, { headers: { cookie } })).status).toBe(200);
    expect((await beacon(again, { u: "/offers" })).status).toBe(204);
    await again.kill9();
    expect(await views(server.dataDir)).toEqual({ "/offers": 5, "/visit": 1 });
  });

  it("keeps a flood's made-up searches and sources off the owner's screen, and shows what two visitors sent", async () => {
    const server = await start();
    const result = await insightsFlood(server.url, { addresses: 100 });
    expect(result.beaconsAccepted).toBe(result.beaconsSent);
    expect(result.floodKeysOnScreen).toBe(0);
    expect(result.realSearchShown).toBe(true);
    expect(result.realSourceShown).toBe(true);
  });

  it("with INSIGHTS=off counts nothing, answers the beacon all the same, and says so on the screen", async () => {
    const server = await start({ INSIGHTS: "off" });
    expect((await beacon(server, { u: "/offers" })).status).toBe(204);
    const cookie = await adminCookie(server.url);
    const page = await (await fetch(`${server.url}/admin/insights`, { headers: { cookie } })).text();
    expect(page).toContain("Insights are off (INSIGHTS=off)");
    await server.stop();
    expect(await views(server.dataDir)).toEqual({});
  });

  it("refuses what is not a beacon: wrong type 415, over 1 KB 413, junk 400, another site 403", async () => {
    const server = await start();
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${server.url}/api/insights`, { method: "POST", headers: { "user-agent": CHROME, ...headers }, body });
    expect((await post('{"u":"/offers"}', { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect(
      (await post(JSON.stringify({ u: "/offers", r: "x".repeat(2_000) }), { "content-type": "text/plain" })).status,
    ).toBe(413);
    expect((await post('{"u":"/wp-admin"}', { "content-type": "text/plain" })).status).toBe(400);
    expect(
      (await post('{"u":"/offers"}', { "content-type": "text/plain", origin: "https://evil.example" })).status,
    ).toBe(403);
    await server.stop();
    expect(await views(server.dataDir)).toEqual({});
  });
});
