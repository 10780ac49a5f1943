import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes, scryptSync } from "node:crypto";
import { login, type LoginResult } from "../../app/services/accounts/auth.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS } from "../../app/services/accounts/login-throttle.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The login throttle against a real database, once per database: bursts that arrive
 * together, strangers against the admin's username, and the admin's own way in.
 * Each test uses its own usernames and addresses, so any one runs alone. The test
 * admins get cheap password hashes (N=2^12; login reads the cost from the stored
 * hash): what is tested is how many checks happen, not how long one takes.
 */
const secret = "login-throttle-test-secret-0123456789abcdef";
const password = "saffron kurta on tuesday";

let n = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;
const address = () => `192.0.2.${(++n % 250) + 1}:${n}`;

describe.each(databaseKinds)("login throttle on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  function attempt(username: string, pass: string, from: string, cookie?: string, now?: number) {
    const request = new Request("http://127.0.0.1/api/login", {
      method: "POST",
      headers: cookie ? { cookie } : {},
    });
    return login(request, { username, password: pass, address: from }, { database, secret, now });
  }
  async function createAdmin(db: Database, admin: { username: string; password: string }) {
    const salt = randomBytes(16);
    const key = scryptSync(admin.password.normalize("NFKC"), salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const now = new Date().toISOString();
    await db.db
      .insertInto("admins")
      .values({
        username: admin.username,
        password_hash: ["scrypt", 12, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$"),
        name: null,
        email: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const checked = (results: LoginResult[]) => results.filter((r) => r.ok || r.reason === "invalid").length;
  const throttled = (results: LoginResult[]) => results.filter((r) => !r.ok && r.reason === "throttled").length;
  /** The same id, with a signature made without the secret. */
  const forgedDevice = (cookie: string) => `${cookie.slice(0, cookie.lastIndexOf(".") + 1)}${"B".repeat(43)}`;
  const cookiesOf = (result: LoginResult) =>
    result.ok ? result.setCookies.map((c) => c.split(";")[0]).join("; ") : "";

  it.each([50, 120])("%i wrong passwords at once from one address: only 5 are checked", async (count) => {
    const username = unique("owner");
    await createAdmin(database, { username, password });
    const from = address();
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) => attempt(username, `wrong guess ${i}`, from)),
    );
    expect(checked(results)).toBe(LOGIN_FAILURE_LIMIT);
    expect(throttled(results)).toBe(count - LOGIN_FAILURE_LIMIT);
    // A second wave a moment later gets nothing checked either, even with the right password.
    const wave = await Promise.all(Array.from({ length: 10 }, () => attempt(username, password, from)));
    expect(checked(wave)).toBe(0);
  });

  it("50 wrong passwords at once from 50 addresses for one username: only 5 are checked", async () => {
    const username = unique("owner");
    await createAdmin(database, { username, password });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(username, `wrong guess ${i}`, address())),
    );
    expect(checked(results)).toBe(LOGIN_FAILURE_LIMIT);
    const refused = results.find((r) => !r.ok && r.reason === "throttled");
    expect(refused).toMatchObject({ message: expect.stringMatching(/try again in 1[45] minutes/) });
  });

  it("strangers' failures do not lock the admin out of a known address or a known browser", async () => {
    const username = unique("owner");
    await createAdmin(database, { username, password });
    const shop = address();
    const first = await attempt(username, password, shop);
    expect(first.ok).toBe(true);
    const deviceCookie = cookiesOf(first)
      .split("; ")
      .filter((c) => c.startsWith("staff_device="))
      .join("");
    // A random id, signed (React Router's createCookie: the encoded value, a dot, the HMAC).
    expect(deviceCookie).toMatch(/^staff_device=[A-Za-z0-9%]+\.[A-Za-z0-9%]{43,}$/);

    // The attacker's view: a dozen addresses fail the admin's username; then nothing gets checked.
    const attack = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(username, `guess ${i}`, address())));
    expect(checked(attack)).toBe(LOGIN_FAILURE_LIMIT);
    expect((await attempt(username, "one more guess", address())).ok).toBe(false);
    expect(await attempt(username, "one more guess", address())).toMatchObject({ reason: "throttled" });
    // Even the right password from a stranger's address and browser waits.
    expect(await attempt(username, password, address())).toMatchObject({ reason: "throttled" });
    // A forged device cookie is no way in.
    expect(await attempt(username, password, address(), forgedDevice(deviceCookie))).toMatchObject({
      reason: "throttled",
    });

    // The admin's view: from the shop's address, and from home with the browser used before.
    expect((await attempt(username, password, shop)).ok).toBe(true);
    expect((await attempt(username, password, address(), deviceCookie)).ok).toBe(true);
  });

  it("a known browser has its own limit, and the per-address limit binds everyone", async () => {
    const username = unique("owner");
    await createAdmin(database, { username, password });
    const first = await attempt(username, password, address());
    const device = cookiesOf(first)
      .split("; ")
      .find((c) => c.startsWith("staff_device="))!;
    // A stolen device cookie used from many addresses: five failures, then that browser waits too.
    const stolen = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(username, `guess ${i}`, address(), device)),
    );
    expect(checked(stolen)).toBe(LOGIN_FAILURE_LIMIT);

    const other = unique("owner");
    await createAdmin(database, { username: other, password });
    const typo = address();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await attempt(other, `typo ${i}`, typo)).ok).toBe(false);
    expect(await attempt(other, password, typo)).toMatchObject({ reason: "throttled" });
  });

  it("failures age out of the window", async () => {
    const username = unique("owner");
    await createAdmin(database, { username, password });
    const from = address();
    const start = Date.now() - LOGIN_WINDOW_MS - 60_000;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await attempt(username, `old guess ${i}`, from, undefined, start + i);
    expect((await attempt(username, password, from)).ok).toBe(true);
  });
});
