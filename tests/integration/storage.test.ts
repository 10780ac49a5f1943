import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAdmins, createAdmin, ensureInitialAdmin, resetPassword } from "../../app/services/admins.server.ts";
import { openDatabase, ping, type Database } from "../../app/services/db.server.ts";
import { countMessages, createMessage, listMessages, submitContact } from "../../app/services/messages.server.ts";
import { migrateToLatest } from "../../app/services/migrations.server.ts";
import { CONTACT_RATE_LIMIT, takeToken } from "../../app/services/rate-limit.server.ts";
import {
  createSession,
  readSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../app/services/sessions.server.ts";
import { databaseKinds, postgresUrl, type TestDatabase } from "./databases.ts";

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

if (!postgresUrl)
  console.warn("storage on PostgreSQL: skipped (set TEST_DATABASE_URL to a PostgreSQL database to run it)");

describe.each(databaseKinds)("storage on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("migrates once: three instances starting together apply each migration exactly once", async () => {
    const child = fileURLToPath(new URL("./migrate-child.ts", import.meta.url));
    const runs = await Promise.all(
      [1, 2, 3].map(() => execFileAsync(process.execPath, [child, JSON.stringify(test.target)], { encoding: "utf8" })),
    );
    const applied = runs.flatMap((r) => JSON.parse(r.stdout) as string[]);
    expect(applied.sort()).toEqual([
      "2024-06-01-001-contact-messages",
      "2024-06-01-002-staff",
      "2024-06-01-003-rate-limits",
      "2024-06-02-001-inbox",
      "2024-06-02-002-outbox",
    ]);
    // A restart finds everything recorded.
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await ping(database)).toBe(true);
  });

  it("stores messages and lists them newest first, paged", async () => {
    const base = Date.parse("2024-05-01T10:00:00Z");
    for (let i = 0; i < 12; i++)
      await createMessage(database.db, { ...message, name: `Visitor ${i}` }, new Date(base + i * 60_000));
    const first = await listMessages(database.db, 1, 10);
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(2);
    expect(first.data[0]).toMatchObject({ name: "Visitor 11", created_at: "2024-05-01T10:11:00.000Z" });
    expect(typeof first.data[0]?.id).toBe("number");
    const second = await listMessages(database.db, 2, 10);
    expect(second.data.map((m) => m.name)).toEqual(["Visitor 1", "Visitor 0"]);
    expect(await countMessages(database.db, new Date(base + 6 * 60_000))).toBe(6);
  });

  it("stores a burst of concurrent messages, each with its own id (group commit on SQLite)", async () => {
    const before = await countMessages(database.db);
    const stored = await Promise.all(
      Array.from({ length: 200 }, (_, i) => createMessage(database.db, { ...message, name: `Burst ${i}` })),
    );
    expect(new Set(stored.map((m) => m.id)).size).toBe(200);
    expect(await countMessages(database.db)).toBe(before + 200);
    const row = await database.db
      .selectFrom("contact_messages")
      .select("name")
      .where("id", "=", stored[123]!.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Burst 123");
  });

  it("limits an address to 5 accepted events in 10 minutes, also under a burst", async () => {
    const now = Date.parse("2024-05-02T10:00:00Z");
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => takeToken(database.db, CONTACT_RATE_LIMIT, "10.0.0.1", now)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    const later = await takeToken(database.db, CONTACT_RATE_LIMIT, "10.0.0.1", now + 60_000);
    expect(later).toEqual({ allowed: false, retryAfterMs: 9 * 60_000 });
    expect((await takeToken(database.db, CONTACT_RATE_LIMIT, "10.0.0.2", now)).allowed).toBe(true);
    expect((await takeToken(database.db, CONTACT_RATE_LIMIT, "10.0.0.1", now + 10 * 60_000 + 1)).allowed).toBe(true);
  });

  it("never stores invalid input or spam", async () => {
    const before = await countMessages(database.db);
    const options = { address: "10.0.0.9", secret, requireToken: false, rateLimited: true };
    expect((await submitContact(database.db, { ...message, email: "nope" }, options)).status).toBe(400);
    const spam = await submitContact(database.db, { ...message, website: "http://spam.example" }, options);
    expect(spam).toMatchObject({ status: 201, success: true, spam: true });
    const noToken = await submitContact(database.db, message, { ...options, requireToken: true });
    expect(noToken).toMatchObject({ status: 201, spam: true });
    expect(await countMessages(database.db)).toBe(before);
    expect((await submitContact(database.db, message, options)).status).toBe(201);
    expect(await countMessages(database.db)).toBe(before + 1);
  });

  it("creates the first admin only once, with a strong password", async () => {
    expect(await ensureInitialAdmin(database.db, undefined)).toBe("not-configured");
    await expect(createAdmin(database.db, { username: "weak", password: "password1234" })).rejects.toThrow(
      /common passwords/,
    );
    await expect(createAdmin(database.db, { username: "short", password: "tooshort" })).rejects.toThrow(/at least 12/);
    const initial = { username: "Owner", password: "saffron kurta on tuesday", name: "Owner" };
    const results = await Promise.all([
      ensureInitialAdmin(database.db, initial),
      ensureInitialAdmin(database.db, initial),
    ]);
    expect(results).toContain("created");
    expect(await countAdmins(database.db)).toBe(1);
    expect(await ensureInitialAdmin(database.db, { ...initial, username: "other" })).toBe("exists");
  });

  it("keeps sessions hashed and expires them when idle or too old", async () => {
    const admin = await database.db.selectFrom("admins").select(["id", "password_hash"]).executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    const start = Date.parse("2024-05-03T08:00:00Z");
    const token = await createSession(database.db, secret, admin.id, start);
    const stored = await database.db.selectFrom("sessions").select("id_hash").execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(token);
    expect(await readSession(database.db, secret, token, start + 1000)).toMatchObject({ username: "owner" });
    expect(await readSession(database.db, "another-secret-another-secret-another", token, start + 1000)).toBeNull();
    // Active every 90 minutes: stays valid past 2 h, but not past 12 h.
    let t = start;
    for (; t + 90 * 60_000 < start + SESSION_ABSOLUTE_MS; t += 90 * 60_000) {
      expect(await readSession(database.db, secret, token, t)).not.toBeNull();
    }
    expect(await readSession(database.db, secret, token, start + SESSION_ABSOLUTE_MS + 1)).toBeNull();
    const idle = await createSession(database.db, secret, admin.id, start);
    expect(await readSession(database.db, secret, idle, start + SESSION_IDLE_MS + 1)).toBeNull();
    // Reset password ends every session of that admin.
    const live = await createSession(database.db, secret, admin.id, Date.now());
    await resetPassword(database.db, "owner", "a brand new long passphrase");
    expect(await readSession(database.db, secret, live)).toBeNull();
  });
});
