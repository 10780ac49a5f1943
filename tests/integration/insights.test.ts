import { createHmac, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FloodLimit } from "../../app/lib/limits/flood-limit.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { type BeaconRequest, InsightsCollector } from "../../app/services/insights/collector.server.ts";
import { pruneInsights } from "../../app/services/insights/insights.server.ts";
import { readInsights } from "../../app/services/insights/report.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The collector on SQLite and PostgreSQL, without HTTP: what a beacon counts (and
 * what it must not), that only sums reach the database, that two instances' batches
 * add up, that a batch survives a failed write, and that old days are deleted.
 * The HTTP endpoint and the browser's beacon: tests/e2e/insights.spec.ts and
 * tests/security (the fuzzer).
 */
const TIME_ZONE = "Asia/Kolkata";
const NOON_IST = Date.parse("2026-11-25T06:30:00Z");
const TODAY = "2026-11-25";
const SECRET = randomBytes(32).toString("hex");
const CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function beacon(body: object | string, overrides: Partial<BeaconRequest> = {}): BeaconRequest {
  return {
    body: typeof body === "string" ? body : JSON.stringify(body),
    address: "203.0.113.10",
    host: "shop.test",
    userAgent: CHROME,
    cookie: "",
    headers: { origin: "http://shop.test", "sec-fetch-site": "same-origin" },
    ...overrides,
  };
}

describe.each(databaseKinds)("insights collector on $name", ({ make }) => {
  let target: TestDatabase;
  let database: Database;
  let item: { id: number; path: string };
  let now = NOON_IST;

  const collector = (flood?: FloodLimit | null) =>
    new InsightsCollector({ database, secret: SECRET, timeZone: TIME_ZONE, now: () => now, flood });

  async function sums(metric: string): Promise<Record<string, number>> {
    const rows = await database.db
      .selectFrom("insights_daily")
      .select(["key", "count"])
      .where("metric", "=", metric)
      .where("day", "=", TODAY)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.key, Number(r.count)]));
  }

  beforeAll(async () => {
    target = await make();
    database = openDatabase(target.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    const row = await database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .select(["items.id", "items.slug", "collections.path"])
      .where("collections.path", "=", "/groom")
      .orderBy("items.position")
      .executeTakeFirstOrThrow();
    item = { id: row.id, path: `${row.path}/${row.slug}` };
  }, 120_000);

  afterAll(async () => {
    await database?.db.destroy();
    await target?.dispose();
  });

  it("counts opens, taps per item, page views, visits by source and device, and searches with their results", async () => {
    const c = collector();
    await c.start(3_600_000);
    const handled = await Promise.all([
      c.handle(beacon({ u: "/groom", r: "https://www.google.co.in/" })),
      c.handle(beacon({ u: item.path })),
      c.handle(beacon({ u: "/groom" })),
      c.handle(beacon({ u: item.path.toUpperCase() })),
      c.handle(beacon({ u: `${item.path}?utm_source=x` })),
      c.handle(beacon({ u: item.path, t: "ask" })),
      c.handle(beacon({ u: item.path, t: "share" })),
      // A tap on a page that is no item is not an item's.
      c.handle(beacon({ u: "/visit", t: "call" })),
      c.handle(beacon({ u: "/search?q=Linen++Kurta!!", r: "" }, { address: "203.0.113.11" })),
      c.handle(beacon({ u: "/search?q=sherwani" }, { address: "203.0.113.11" })),
      // Typed keys show once two visitors sent them: a second one, from elsewhere.
      c.handle(beacon({ u: "/search?q=linen+kurta", r: "https://www.google.co.in/" }, { address: "198.51.100.20" })),
      c.handle(beacon({ u: "/search?q=SHERWANI", r: "" }, { address: "198.51.100.20" })),
    ]);
    expect(handled).toEqual(Array(12).fill(204));
    await c.stop();

    expect(await sums("open")).toEqual({ [item.id]: 3 });
    expect(await sums("ask")).toEqual({ [item.id]: 1 });
    expect(await sums("share")).toEqual({ [item.id]: 1 });
    expect(await sums("call")).toEqual({});
    expect(await sums("view")).toEqual({ "/groom": 2, "/search": 4 });
    expect(await sums("visit_source")).toEqual({ "google.co.in": 2, direct: 2 });
    expect(await sums("visit_device")).toEqual({ phone: 4 });
    expect(await sums("search")).toEqual({ "linen kurta": 2, sherwani: 2 });
    expect(await sums("search_none")).toEqual({ "linen kurta": 2 });
    const report = await readInsights(database, 7, TODAY);
    expect(report.series.at(-1)).toEqual({ day: TODAY, visitors: 3, views: 9 });
    expect(report.wanted[0]).toMatchObject({ itemId: item.id, opens: 3, asks: 1, shares: 1 });
    expect(report.notFound.map((s) => s.term)).toEqual(["linen kurta"]);
    expect(report.notFound[0]).toMatchObject({ searches: 2, foundNothing: 2, findsNow: 0 });
  });

  it("leaves out bots, staff, Do Not Track, Global Privacy Control and prefetches, answering 204 all the same", async () => {
    const c = collector();
    await c.start(3_600_000);
    // The device cookie a sign-in leaves (app/services/accounts/auth.server.ts signs it so).
    const device = randomBytes(16).toString("base64url");
    const deviceKey = createHmac("sha256", SECRET).update("staff-device-cookie").digest("base64url");
    const signed = (
      await createCookie("__Host-staff_device", { secrets: [deviceKey], secure: true, path: "/" }).serialize(device)
    ).split(";")[0];
    // A session cookie as the server writes it, expired or not: no database lookup is made.
    const session = (await createCookie("staff_session").serialize("an-old-session-token")).split(";")[0];
    const forged = (await createCookie("staff_device", { secrets: ["not ours"] }).serialize(device)).split(";")[0];
    const excluded: Array<Partial<BeaconRequest>> = [
      { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      {
        userAgent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      },
      { userAgent: "" },
      { cookie: session! },
      { cookie: `theme=dark; ${signed}` },
      { headers: { dnt: "1" } },
      { headers: { "sec-gpc": "1" } },
      { headers: { "sec-purpose": "prefetch" } },
    ];
    for (const overrides of excluded) expect(await c.handle(beacon({ u: item.path, r: "" }, overrides))).toBe(204);
    // A device cookie we did not sign is no staff member's.
    expect(await c.handle(beacon({ u: "/about" }, { cookie: forged! }))).toBe(204);
    await c.stop();
    expect(await sums("open")).toEqual({ [item.id]: 3 });
    expect(await sums("view")).toMatchObject({ "/about": 1 });
  });

  it("refuses what is not a beacon of a page we have, and another site's beacons", async () => {
    const c = collector();
    await c.start(3_600_000);
    const junk: Array<[BeaconRequest, number]> = [
      [beacon("not json"), 400],
      [beacon("[1,2]"), 400],
      [beacon({ u: "/no-such-page" }), 400],
      [beacon({ u: "/groom/no-such-item" }), 400],
      [beacon({ u: "https://evil.example/groom" }), 400],
      [beacon({ u: "//evil.example/groom" }), 400],
      [beacon({ u: "/groom", t: "buy" }), 400],
      [beacon({ u: "/groom", extra: 1 }), 400],
      [beacon({ u: `/groom?${"x".repeat(2_000)}` }), 400],
      [beacon({ u: "/groom" }, { headers: { origin: "https://evil.example" } }), 403],
      [beacon({ u: "/groom" }, { headers: { "sec-fetch-site": "cross-site" } }), 403],
      [{ ...beacon({}), body: undefined, referer: "https://evil.example/groom" }, 400],
    ];
    for (const [request, status] of junk) expect(await c.handle(request), String(request.body)).toBe(status);
    // The no-script image: the page is its Referer.
    expect(await c.handle({ ...beacon({}), body: undefined, referer: "http://shop.test/offers" })).toBe(204);
    await c.stop();
    expect(Object.keys(await sums("view")).sort()).toEqual(["/about", "/groom", "/offers", "/search"]);
  });

  it("holds a flood from one address to its bucket, and other addresses are not affected", async () => {
    const c = collector(new FloodLimit({ burst: 20, perMinute: 60, maxAddresses: 1_000 }));
    await c.start(3_600_000);
    const before = (await sums("view"))["/offers"] ?? 0;
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => c.handle(beacon({ u: "/offers" }, { address: "198.51.100.9" }))),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(180);
    expect(await c.handle(beacon({ u: "/offers" }, { address: "198.51.100.10" }))).toBe(204);
    now += 10_000;
    expect(await c.handle(beacon({ u: "/offers" }, { address: "198.51.100.9" }))).toBe(204);
    await c.stop();
    expect((await sums("view"))["/offers"]).toBe(before + 22);
  });

  it("adds up two instances' batches, sketches included, and keeps a batch whose write failed", async () => {
    const a = collector();
    const b = collector();
    await a.start(3_600_000);
    await b.start(3_600_000);
    const before = (await sums("view"))["/gallery"] ?? 0;
    for (let i = 0; i < 30; i++) {
      await a.handle(beacon({ u: "/gallery" }, { address: `192.0.2.${i}` }));
      await b.handle(beacon({ u: "/gallery" }, { address: `192.0.2.${i + 15}` }));
    }
    await Promise.all([a.flush(), b.flush()]);
    expect((await sums("view"))["/gallery"]).toBe(before + 60);
    const report = await readInsights(database, 7, TODAY);
    // 45 distinct addresses, plus the three of the first test.
    expect(Math.abs(report.series.at(-1)!.visitors - 48)).toBeLessThanOrEqual(2);

    // The table is briefly unwritable: the batch waits in memory for the next one.
    await a.handle(beacon({ u: "/gallery" }, { address: "192.0.2.200" }));
    await database.db.schema.alterTable("insights_daily").renameTo("insights_daily_away").execute();
    await a.flush();
    await database.db.schema.alterTable("insights_daily_away").renameTo("insights_daily").execute();
    expect((await sums("view"))["/gallery"]).toBe(before + 60);
    await a.stop();
    await b.stop();
    expect((await sums("view"))["/gallery"]).toBe(before + 61);
  });

  it("keeps only the sums: no address, browser or page address of a visit is stored", async () => {
    const daily = await database.db.selectFrom("insights_daily").selectAll().execute();
    const text = JSON.stringify(daily);
    for (const secret of ["203.0.113", "198.51.100", "192.0.2", "Android", "google.co.in/", "utm_source"]) {
      expect(text).not.toContain(secret);
    }
    const sketches = await database.db.selectFrom("insights_visitors").selectAll().execute();
    expect(sketches.map((s) => s.sketch.length)).toEqual([4096]);
  });

  it("deletes the days past the retention, and only those", async () => {
    await database.db
      .insertInto("insights_daily")
      .values([
        { day: "2025-10-20", metric: "view", key: "/", count: 5 },
        { day: "2025-10-21", metric: "view", key: "/", count: 5 },
      ])
      .execute();
    // 400 days kept, today included: 2025-10-22 is the oldest.
    expect(await pruneInsights(database, 400, TIME_ZONE, NOON_IST)).toBe(2);
    expect(await pruneInsights(database, 400, TIME_ZONE, NOON_IST)).toBe(0);
    expect(Object.keys(await sums("view")).length).toBeGreaterThan(0);
  });

  it("a flood of made-up searches and sources, from one address or many, never reaches the screen; what two shoppers sent does", async () => {
    const c = collector(null);
    await c.start(3_600_000);
    const other = async (metric: string) => (await sums(metric))["(other)"] ?? 0;
    const before = { search: await other("search"), source: await other("visit_source") };
    const flood: Array<ReturnType<InsightsCollector["handle"]>> = [];
    // One address, a new browser name each time; then 300 addresses, one word each.
    for (let i = 0; i < 600; i++) {
      const ua = `${CHROME} Flood/${i}`;
      flood.push(c.handle(beacon({ u: `/search?q=zqflood+${i}`, r: `https://zq${i}.example/` }, { userAgent: ua })));
    }
    for (let i = 0; i < 300; i++) {
      const address = `10.9.${i >> 8}.${i & 255}`;
      flood.push(c.handle(beacon({ u: `/search?q=zqmany+${i}`, r: `https://zm${i}.example/` }, { address })));
    }
    expect(new Set(await Promise.all(flood))).toEqual(new Set([204]));
    // Two shoppers search the same words and come from the same place.
    for (const address of ["198.51.100.31", "198.51.100.32"]) {
      await c.handle(beacon({ u: "/search?q=silk+dhoti", r: "https://www.instagram.com/" }, { address }));
    }
    await c.stop();
    const searches = await sums("search");
    const sources = await sums("visit_source");
    expect(Object.keys(searches).filter((k) => k.startsWith("zq"))).toEqual([]);
    expect(Object.keys(sources).filter((k) => k.endsWith(".example"))).toEqual([]);
    expect(searches["silk dhoti"]).toBe(2);
    expect(sources["instagram.com"]).toBe(2);
    // Counted all the same, under "(other)": the day's totals stay right.
    expect((await other("search")) - before.search).toBe(900);
    expect((await other("visit_source")) - before.source).toBe(900);
    const report = await readInsights(database, 7, TODAY);
    expect(JSON.stringify(report)).not.toMatch(/zq|\.example/);
  });
});
