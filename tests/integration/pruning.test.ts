import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { LOGIN_WINDOW_MS, TRUSTED_FOR_MS } from "../../app/services/accounts/login-throttle.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { pruneOnce, startPruning } from "../../app/services/app/pruning.server.ts";
import { RATE_LIMIT_RETENTION_MS } from "../../app/services/platform/rate-limit.server.ts";
import { SESSION_IDLE_MS } from "../../app/services/accounts/sessions.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Old throttle and session rows go on a timer, in bounded batches, without anyone
 * posting again; rows a limit or a session still reads stay. Each test has its own
 * database, so counts are exact.
 */
describe.each(databaseKinds)("pruning on $name", ({ make }) => {
  const opened: Array<{ test: TestDatabase; database: Database }> = [];
  async function fresh(): Promise<Database> {
    const test = await make();
    const database = openDatabase(test.target);
    opened.push({ test, database });
    await migrateToLatest(database);
    return database;
  }
  afterAll(async () => {
    for (const { test, database } of opened) {
      await database.db.destroy();
      await test.dispose();
    }
  });

  const now = Date.parse("2026-11-22T12:00:00Z");
  let admin = 0;
  async function seed(database: Database, now: number) {
    const old = now - RATE_LIMIT_RETENTION_MS - 1;
    // An attack's worth of hits from many addresses, none of which posts again.
    const hits = Array.from({ length: 2_500 }, (_, i) => ({
      bucket: "contact",
      key: `10.9.${i >> 8}.${i & 255}`,
      at_ms: old,
    }));
    for (let i = 0; i < hits.length; i += 500)
      await database.db
        .insertInto("rate_limit_hits")
        .values(hits.slice(i, i + 500))
        .execute();
    await database.db
      .insertInto("rate_limit_hits")
      .values({ bucket: "contact", key: "10.0.0.1", at_ms: now - 60_000 })
      .execute();
    const attempt = (at_ms: number, success: number, address: string) => ({
      username: "owner",
      address,
      at_ms,
      success,
      device: null,
    });
    await database.db
      .insertInto("login_attempts")
      .values([
        attempt(now - LOGIN_WINDOW_MS - 1, 0, "old failure"),
        attempt(now - 60_000, 0, "recent failure"),
        attempt(now - TRUSTED_FOR_MS + 60_000, 1, "known address"),
        attempt(now - TRUSTED_FOR_MS - 1, 1, "forgotten address"),
      ])
      .execute();
    const { id } = await database.db
      .insertInto("admins")
      .values({
        username: `owner-${++admin}`,
        password_hash: "x",
        name: null,
        email: null,
        created_at: "",
        updated_at: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("sessions")
      .values([
        {
          id_hash: "expired",
          admin_id: id,
          created_ms: now - SESSION_IDLE_MS - 10,
          last_seen_ms: now - SESSION_IDLE_MS - 1,
        },
        { id_hash: "live", admin_id: id, created_ms: now - 1000, last_seen_ms: now - 1000 },
      ])
      .execute();
  }

  it("deletes what no limit or session reads again, at most a batch per table per run", async () => {
    const database = await fresh();
    await seed(database, now);
    const first = await pruneOnce(database, now, 1_000);
    expect(first).toEqual({ rateLimitHits: 1_000, loginAttempts: 2, sessions: 1, draftPhotos: 0, more: true });
    expect(await pruneOnce(database, now, 1_000)).toMatchObject({ rateLimitHits: 1_000, more: true });
    expect(await pruneOnce(database, now, 1_000)).toEqual({
      rateLimitHits: 500,
      loginAttempts: 0,
      sessions: 0,
      draftPhotos: 0,
      more: false,
    });

    const hits = await database.db.selectFrom("rate_limit_hits").select("key").execute();
    expect(hits.map((h) => h.key)).toEqual(["10.0.0.1"]);
    const attempts = await database.db.selectFrom("login_attempts").select("address").orderBy("address").execute();
    expect(attempts.map((a) => a.address)).toEqual(["known address", "recent failure"]);
    const sessions = await database.db.selectFrom("sessions").select("id_hash").execute();
    expect(sessions.map((s) => s.id_hash)).toEqual(["live"]);
  });

  it("runs on its own timer, catching up in quick runs after an attack", async () => {
    const database = await fresh();
    await seed(database, Date.now());
    const pruning = startPruning(database, { everyMs: 60_000, batch: 1_000 });
    await expect
      .poll(async () => (await database.db.selectFrom("rate_limit_hits").select("id").execute()).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await pruning.stop();
    expect(await database.db.selectFrom("login_attempts").select("address").orderBy("address").execute()).toEqual([
      { address: "known address" },
      { address: "recent failure" },
    ]);
  });
});
