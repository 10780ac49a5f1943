import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countAdmins,
  createAdmin,
  ensureInitialAdmin,
  resetPassword,
} from "../../app/services/accounts/admins.server.ts";
import { batchedWrite, openDatabase, ping, withKeyLock, type Database } from "../../app/services/platform/db.server.ts";
import { issueFormToken } from "../../app/services/platform/form-token.server.ts";
import { countMessages, createMessage, listMessages, submitContact } from "../../app/services/inbox/messages.server.ts";
import { migrateTo, migrateToLatest, migrationNames } from "../../app/services/platform/migrations/migrate.server.ts";
import { CONTACT_RATE_LIMIT, takeToken } from "../../app/services/platform/rate-limit.server.ts";
import {
  createSession,
  readSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../app/services/accounts/sessions.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The services against a real database, once per database. Every test stands alone
 * (`vitest -t` on any one of them passes): a test that needs an empty database makes
 * its own, the others share a migrated one and only count what they add.
 */
const execFileAsync = promisify(execFile);
const secret = "storage-test-secret-storage-test-secret";
const message = {
  name: "Ravi",
  email: "ravi@example.com",
  phone: "9845012345",
  subject: "",
  message: "Hello",
  category: "general",
};

describe.each(databaseKinds)("storage on $name", ({ make }) => {
  const opened: Array<{ test: TestDatabase; database: Database }> = [];
  let shared: Database;

  /** A new, empty database; `migrated: false` leaves even the schema to the test. */
  async function fresh({ migrated = true } = {}): Promise<{ test: TestDatabase; database: Database }> {
    const test = await make();
    const database = openDatabase(test.target);
    opened.push({ test, database });
    if (migrated) await migrateToLatest(database);
    return { test, database };
  }

  beforeAll(async () => {
    shared = (await fresh()).database;
  });
  afterAll(async () => {
    for (const { test, database } of opened) {
      await database.db.destroy();
      await test.dispose();
    }
  });

  it("migrates once: three instances starting together apply each migration exactly once", async () => {
    const { test, database } = await fresh({ migrated: false });
    const child = fileURLToPath(new URL("./migrate-child.ts", import.meta.url));
    const runs = await Promise.all(
      [1, 2, 3].map(() => execFileAsync(process.execPath, [child, JSON.stringify(test.target)], { encoding: "utf8" })),
    );
    const applied = runs.flatMap((r) => JSON.parse(r.stdout) as string[]);
    // Each migration once in all, whichever instance got to it.
    expect(applied.sort()).toEqual(migrationNames(test.target.kind));
    expect(applied.length).toBeGreaterThanOrEqual(4);
    // A restart finds everything recorded.
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await ping(database)).toBe(true);
  });

  it("re-keys the customers whose phone does not parse by its digits, as their bookings are", async () => {
    const { database } = await fresh({ migrated: false });
    await migrateTo(database, "2026-11-24-002-item-extra-types");
    // As the old rule stored them: by the E.164 phone, else by the e-mail.
    const rows: Array<[name: string, phone: string, e164: string | null, email: string, key: string]> = [
      ["Jo", "06 12 34 56 78", null, "jo@example.fr", "jo@example.fr"],
      ["Jo", "06-12-34-56-78", null, "JO@example.fr", "jo@example.fr"],
      ["Sam", "n/a", null, "sam@example.com", "sam@example.com"],
      ["Ravi", "98450 12345", "+919845012345", "ravi@example.com", "+919845012345"],
    ];
    for (const [i, [name, phone, phone_e164, email, customer_key]] of rows.entries()) {
      await database.db
        .insertInto("contact_messages")
        .values({
          name,
          phone,
          phone_e164,
          email,
          customer_key,
          subject: "",
          message: "Hi",
          category: "",
          created_at: `2026-11-0${i + 1}T10:00:00.000Z`,
        })
        .execute();
    }
    await migrateToLatest(database);
    const keys = await database.db.selectFrom("contact_messages").select("customer_key").orderBy("id").execute();
    expect(keys.map((k) => k.customer_key)).toEqual(["0612345678", "0612345678", "sam@example.com", "+919845012345"]);
    const customers = await database.db.selectFrom("customers").select(["key", "messages"]).execute();
    expect(customers.map((c) => [c.key, Number(c.messages)]).sort()).toEqual([
      ["+919845012345", 1],
      ["0612345678", 2],
      ["sam@example.com", 1],
    ]);
  });

  it("stores messages and lists them newest first, paged", async () => {
    const { database } = await fresh();
    const base = Date.parse("2024-05-01T10:00:00Z");
    for (let i = 0; i < 12; i++)
      await createMessage(database, { ...message, name: `Visitor ${i}` }, new Date(base + i * 60_000));
    const first = await listMessages(database, 1, 10);
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(2);
    expect(first.data[0]).toMatchObject({ name: "Visitor 11", created_at: "2024-05-01T10:11:00.000Z" });
    expect(typeof first.data[0]?.id).toBe("number");
    const second = await listMessages(database, 2, 10);
    expect(second.data.map((m) => m.name)).toEqual(["Visitor 1", "Visitor 0"]);
    expect(await countMessages(database, new Date(base + 6 * 60_000))).toBe(6);
  });

  it("stores a burst of concurrent messages, each with its own id (group commit on SQLite)", async () => {
    const before = await countMessages(shared);
    const stored = await Promise.all(
      Array.from({ length: 200 }, (_, i) => createMessage(shared, { ...message, name: `Burst ${i}` })),
    );
    expect(new Set(stored.map((m) => m.id)).size).toBe(200);
    expect(await countMessages(shared)).toBe(before + 200);
    const row = await shared.db
      .selectFrom("contact_messages")
      .select("name")
      .where("id", "=", stored[123]!.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Burst 123");
  });

  it("batched writes: one that fails is undone alone, and a write of several rows stays whole", async () => {
    const marker = `batch-${Date.now()}`;
    const insert = (db: Database["db"], name: string) =>
      db
        .insertInto("contact_messages")
        .values({
          ...message,
          name,
          subject: marker,
          created_at: new Date().toISOString(),
          customer_key: message.email,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const results = await Promise.allSettled([
      batchedWrite(shared, (trx) => insert(trx, "first")),
      batchedWrite(shared, async (trx) => {
        await insert(trx, "half of a failing pair");
        throw new Error("the second half failed");
      }),
      batchedWrite(shared, async (trx) => [await insert(trx, "pair a"), await insert(trx, "pair b")]),
      batchedWrite(shared, (trx) => insert(trx, "last")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toHaveProperty("message", "the second half failed");
    const names = await shared.db.selectFrom("contact_messages").select("name").where("subject", "=", marker).execute();
    expect(names.map((n) => n.name).sort()).toEqual(["first", "last", "pair a", "pair b"]);
  });

  it("withKeyLock runs one holder of a key at a time: 50 concurrent read-then-write steps lose nothing", async () => {
    const key = `counter-${Date.now()}`;
    const step = () =>
      withKeyLock(shared, `test:${key}`, async (trx) => {
        const rows = await trx.selectFrom("rate_limit_hits").select("id").where("key", "=", key).execute();
        // Give a competing holder every chance to read the same count.
        await new Promise((resolve) => setTimeout(resolve, 1));
        await trx.insertInto("rate_limit_hits").values({ bucket: "test", key, at_ms: rows.length }).execute();
      });
    await Promise.all(Array.from({ length: 50 }, step));
    const seen = await shared.db.selectFrom("rate_limit_hits").select("at_ms").where("key", "=", key).execute();
    expect(seen.map((r) => Number(r.at_ms)).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("limits an address to 5 accepted events in 10 minutes, also under a burst", async () => {
    const now = Date.parse("2024-05-02T10:00:00Z");
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => takeToken(shared, CONTACT_RATE_LIMIT, "10.0.0.1", now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    const later = await takeToken(shared, CONTACT_RATE_LIMIT, "10.0.0.1", now + 60_000);
    expect(later).toEqual({ allowed: false, retryAfterMs: 9 * 60_000 });
    expect((await takeToken(shared, CONTACT_RATE_LIMIT, "10.0.0.2", now)).allowed).toBe(true);
    expect((await takeToken(shared, CONTACT_RATE_LIMIT, "10.0.0.1", now + 10 * 60_000 + 1)).allowed).toBe(true);
  });

  it("never stores invalid input; keeps spam in Spam, out of the messages and their count", async () => {
    const before = await countMessages(shared);
    const inSpam = async () =>
      Number(
        (
          await shared.db
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("status", "=", "spam")
            .executeTakeFirstOrThrow()
        ).n,
      );
    const spamBefore = await inSpam();
    const options = { address: "10.0.0.9", secret, requireToken: false, rateLimited: true };
    expect((await submitContact(shared, { ...message, email: "nope" }, options)).status).toBe(400);
    const spam = await submitContact(shared, { ...message, website: "http://spam.example" }, options);
    expect(spam).toMatchObject({ status: 201, success: true, spam: true });
    const noToken = await submitContact(shared, message, { ...options, requireToken: true });
    expect(noToken).toMatchObject({ status: 201, spam: true });
    expect(await countMessages(shared)).toBe(before);
    expect(await inSpam()).toBe(spamBefore + 2);
    expect((await submitContact(shared, message, options)).status).toBe(201);
    expect(await countMessages(shared)).toBe(before + 1);
  });

  it("fills Spam only so far from one address: past its own limit the sender is told to wait", async () => {
    const { database } = await fresh();
    const options = { address: "10.0.0.10", secret, requireToken: true, rateLimited: true };
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await submitContact(database, { ...message, formToken: `forged-${i}` }, options));
    expect(answers.slice(0, 10).every((a) => a.status === 201)).toBe(true);
    expect(answers.slice(10).map((a) => a.status)).toEqual([429, 429]);
    // A person at the same address is held back by their own limit only.
    expect((await submitContact(database, message, { ...options, requireToken: false })).status).toBe(201);
    // The API's list and count are the messages, not Spam.
    expect((await listMessages(database, 1, 100)).total).toBe(1);
    expect((await listMessages(database, 1, 100)).data).toHaveLength(1);
  });

  it("stores a message once per form token or Idempotency-Key, however often and however concurrently it comes", async () => {
    const { database } = await fresh();
    const now = Date.now();
    const token = () => issueFormToken(secret, now - 10_000);
    const options = { address: "10.0.1.1", secret, requireToken: true, rateLimited: true, now };
    const first = token();
    for (let i = 0; i < 10; i++) {
      expect(await submitContact(database, { ...message, formToken: first }, options)).toMatchObject({ status: 201 });
    }
    expect(await countMessages(database)).toBe(1);

    const together = token();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submitContact(database, { ...message, formToken: together }, options)),
    );
    expect(answers.every((a) => a.status === 201 && !("spam" in a))).toBe(true);
    expect(await countMessages(database)).toBe(2);

    const api = { ...options, requireToken: false, address: "10.0.1.2" };
    await Promise.all(
      Array.from({ length: 5 }, () => submitContact(database, message, { ...api, idempotencyKey: "retry-1" })),
    );
    expect(await countMessages(database)).toBe(3);
    // Without a key every post is its own message (the API's contract).
    await submitContact(database, message, api);
    await submitContact(database, message, api);
    expect(await countMessages(database)).toBe(5);

    // A retry is answered even when the address has used up its messages, and costs none.
    for (let i = 0; i < 3; i++) await submitContact(database, { ...message, formToken: token() }, options);
    expect(await submitContact(database, { ...message, formToken: token() }, options)).toMatchObject({ status: 429 });
    expect(await submitContact(database, { ...message, formToken: first }, options)).toMatchObject({ status: 201 });
    expect(await countMessages(database)).toBe(8);
  });

  it("creates the first admin only once, with a strong password", async () => {
    const { database } = await fresh();
    expect(await ensureInitialAdmin(database, undefined)).toBe("not-configured");
    await expect(createAdmin(database, { username: "weak", password: "password1234" })).rejects.toThrow(
      /common passwords/,
    );
    await expect(createAdmin(database, { username: "short", password: "tooshort" })).rejects.toThrow(/at least 12/);
    const initial = { username: "Owner", password: "saffron kurta on tuesday", name: "Owner" };
    const results = await Promise.all([ensureInitialAdmin(database, initial), ensureInitialAdmin(database, initial)]);
    expect(results).toContain("created");
    expect(await countAdmins(database)).toBe(1);
    expect(await ensureInitialAdmin(database, { ...initial, username: "other" })).toBe("exists");
  });

  it("keeps sessions hashed and expires them when idle or too old", async () => {
    const username = `owner-${Date.now()}`;
    const created = await createAdmin(shared, { username, password: "saffron kurta on tuesday" });
    const admin = await shared.db
      .selectFrom("admins")
      .select(["id", "password_hash"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    const start = Date.parse("2024-05-03T08:00:00Z");
    const token = await createSession(shared, secret, admin.id, start);
    const stored = await shared.db.selectFrom("sessions").select("id_hash").execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(token);
    expect(await readSession(shared, secret, token, start + 1000)).toMatchObject({ username });
    expect(await readSession(shared, "another-secret-another-secret-another", token, start + 1000)).toBeNull();
    // Active every 90 minutes: stays valid past 2 h, but not past 12 h.
    let t = start;
    for (; t + 90 * 60_000 < start + SESSION_ABSOLUTE_MS; t += 90 * 60_000) {
      expect(await readSession(shared, secret, token, t)).not.toBeNull();
    }
    expect(await readSession(shared, secret, token, start + SESSION_ABSOLUTE_MS + 1)).toBeNull();
    const idle = await createSession(shared, secret, admin.id, start);
    expect(await readSession(shared, secret, idle, start + SESSION_IDLE_MS + 1)).toBeNull();
    // Reset password ends every session of that admin.
    const live = await createSession(shared, secret, admin.id, Date.now());
    await resetPassword(shared, username, "a brand new long passphrase");
    expect(await readSession(shared, secret, live)).toBeNull();
  });
});
