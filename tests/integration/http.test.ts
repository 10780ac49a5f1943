import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { checkFormToken } from "../../app/services/platform/form-token.server.ts";
import { CONTACT_BODY_MAX_BYTES } from "../../app/services/inbox/messages.server.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../app/services/accounts/sessions.server.ts";
import { databaseKinds, postgresUrl, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { agedFormToken } from "../support/form-tokens.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";

/**
 * The contact and staff contract over real HTTP against the built server and a real
 * database, once per database (PostgreSQL when TEST_DATABASE_URL is set).
 */
const valid = {
  name: "Kiran Kumar",
  email: "kiran@example.com",
  phone: "+91 98450 12345",
  subject: "Linen shirts",
  message: "Do you have white linen shirts in size 42?",
  category: "shirts",
};

let addressCounter = 0;
/** A fresh visitor address (the server trusts X-Forwarded-For from loopback in these tests). */
function freshAddress(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

if (!postgresUrl)
  console.warn("HTTP on PostgreSQL: skipped (set TEST_DATABASE_URL to a PostgreSQL database to run it)");

describe.each(databaseKinds)("HTTP on $name", ({ make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let adminCookie: string;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(server.url + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    });
  }

  /** A form post as a browser sends it (the JS form posts to `/contact.data`). */
  async function formPost(path: string, body: URLSearchParams) {
    return fetch(server.url + path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        "X-Forwarded-For": freshAddress(),
      },
      body,
      redirect: "manual",
    });
  }

  async function contact(body: unknown, headers: Record<string, string> = {}) {
    const response = await post("/api/contact", body, headers);
    return {
      status: response.status,
      body: (await response.json()) as {
        success: boolean;
        message: string;
        replyBy?: string;
        errors?: Record<string, string>;
        recheck?: string;
      },
      response,
    };
  }

  async function loginCookie(
    username = TEST_ADMIN.username,
    password = TEST_ADMIN.password,
    headers: Record<string, string> = {},
  ) {
    const response = await post("/api/login", { username, password }, headers);
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    return cookie.split(";")[0] as string;
  }

  /** Messages in the inbox (every status but Spam), or in Spam. */
  async function messageCount(spam = false): Promise<number> {
    const row = await database.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", spam ? "=" : "!=", "spam")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  beforeAll(async () => {
    test = await make();
    server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir });
    database = openDatabase(test.target);
    adminCookie = await loginCookie();
  });

  afterAll(async () => {
    await server?.stop();
    await database?.db.destroy();
    await test?.dispose();
  });

  describe("POST /api/contact", () => {
    it("stores a valid message before answering 201", async () => {
      const name = `Stored ${Date.now()}`;
      const { status, body } = await contact({ ...valid, name });
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      // When the reply is due, in the store's words (app/lib/time/reply-by.test.ts has the rules).
      expect(body.replyBy).toMatch(/^(1[0-2]|[1-9]):(00|15|30|45) [AP]M (today|tomorrow|on [A-Z][a-z]+day)$/);
      // The answer has arrived: the row must already be there, with its time.
      const row = await database.db
        .selectFrom("contact_messages")
        .selectAll()
        .where("name", "=", name)
        .executeTakeFirst();
      expect(row).toMatchObject({ email: valid.email, category: "shirts" });
      expect(Date.now() - Date.parse(row!.created_at)).toBeLessThan(60_000);
    });

    it.each([
      ["name", "a".repeat(100), "a".repeat(101)],
      [
        "email",
        `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`,
        `${"a".repeat(64)}@x${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`,
      ],
      ["phone", "1234567", "123456"],
      ["phone", "123456789012345", "1234567890123456"],
      ["subject", "s".repeat(150), "s".repeat(151)],
      ["message", "m".repeat(5000), "m".repeat(5001)],
      ["category", "styling", "pants"],
      ["name", "Asha", "Asha\u0000"],
    ])("bounds %s: at the limit 201, past it 400 with the field's error", async (field, ok, bad) => {
      expect((await contact({ ...valid, [field]: ok })).status).toBe(201);
      const before = await messageCount();
      const rejected = await contact({ ...valid, [field]: bad });
      expect(rejected.status).toBe(400);
      expect(rejected.body.success).toBe(false);
      expect(rejected.body.errors?.[field]).toBeTruthy();
      expect(await messageCount()).toBe(before);
    });

    it("answers a mistake in the same words through the API and the no-JS form (one FormReply, projected)", async () => {
      const fields = { ...valid, phone: "12345", email: "not-an-address", message: "" };
      const api = await contact(fields);
      expect(api.status).toBe(400);
      expect(api.body).toEqual({
        success: false,
        message: "Please correct the highlighted fields.",
        errors: {
          phone: "Please enter a phone number of 7 to 15 digits.",
          email: "Please enter a valid email address.",
          message: "Please enter your message.",
        },
      });
      const page = await formPost(
        "/contact",
        new URLSearchParams({ ...fields, website: "", formToken: agedFormToken(server.sessionSecret) }),
      );
      expect(page.status).toBe(400);
      const html = await page.text();
      for (const words of Object.values(api.body.errors!)) expect(html).toContain(words);
      // What was typed comes back in its fields.
      expect(html).toContain('value="not-an-address"');
    });

    it("requires name, email, phone and message", async () => {
      const { status, body } = await contact({ subject: "only a subject" });
      expect(status).toBe(400);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(["email", "message", "name", "phone"]);
    });

    it("answers 413 above the body limit, also when the length is not declared", async () => {
      const big = { ...valid, message: "x".repeat(CONTACT_BODY_MAX_BYTES) };
      expect((await contact(big)).status).toBe(413);
      const chunks = [JSON.stringify(big)];
      const stream = new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(new TextEncoder().encode(next));
          else controller.close();
        },
      });
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress() },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
    });

    it("stores 5,000 Kannada letters or emoji through the no-JS form, the JS form and the API, however encoded", async () => {
      const kannada = `${Array.from("ನಮಸ್ಕಾರ ಬೆಂಗಳೂರು ".repeat(400)).slice(0, 4999).join("")}ಅ`;
      expect([...kannada]).toHaveLength(5000);
      const emoji = "😀".repeat(5000);
      // JSON as a client may write it: every character outside ASCII as a \u escape (12 bytes for an emoji).
      const escaped = (value: object) =>
        JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
      const everyFieldAtItsLimit = {
        name: "ಕ".repeat(100),
        email: valid.email,
        phone: "+91 98450 12345",
        subject: "😀".repeat(150),
        message: emoji,
        category: "semi-formals",
      };
      const form = (fields: Record<string, string>) =>
        new URLSearchParams({ ...fields, website: "", formToken: agedFormToken(server.sessionSecret) });
      const sends: Array<[string, () => Promise<Response>]> = [
        ["no-JS form, Kannada", () => formPost("/contact", form({ ...valid, message: kannada }))],
        ["no-JS form, emoji", () => formPost("/contact", form({ ...valid, message: emoji }))],
        ["JS form, Kannada", () => formPost("/contact.data", form({ ...valid, message: kannada }))],
        ["API, Kannada", () => post("/api/contact", { ...valid, message: kannada })],
        ["API, emoji", () => post("/api/contact", { ...valid, message: emoji })],
        ["API, emoji as \\u escapes", () => post("/api/contact", escaped({ ...valid, message: emoji }))],
        ["API, every field at its limit, escaped", () => post("/api/contact", escaped(everyFieldAtItsLimit))],
      ];
      for (const [label, send] of sends) {
        const before = await messageCount();
        const response = await send();
        expect(response.status, label).toBeLessThan(300);
        expect(await messageCount(), label).toBe(before + 1);
      }
      const stored = await database.db
        .selectFrom("contact_messages")
        .select("message")
        .where("message", "=", kannada)
        .execute();
      expect(stored.length).toBe(3);
    });

    it("never stores a retried submission twice: the no-JS form, the JS form and the API", async () => {
      const before = await messageCount();
      for (const path of ["/contact", "/contact.data"]) {
        const body = new URLSearchParams({ ...valid, website: "", formToken: agedFormToken(server.sessionSecret) });
        for (let i = 0; i < 3; i++) expect((await formPost(path, body)).status, path).toBeLessThan(300);
      }
      for (let i = 0; i < 3; i++) {
        const { status, body } = await contact(valid, { "Idempotency-Key": "3f0c2a8e-retry-of-one-message" });
        expect(status).toBe(201);
        expect(body.success).toBe(true);
      }
      expect(await messageCount()).toBe(before + 3);
      expect((await contact(valid, { "Idempotency-Key": "not a key" })).status).toBe(400);
      expect((await contact(valid, { "Idempotency-Key": "x".repeat(256) })).status).toBe(400);
      expect(await messageCount()).toBe(before + 3);
    });

    it("gives every render of the form a new token", async () => {
      const tokens = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const html = await (await fetch(`${server.url}/contact`)).text();
          return /name="formToken" value="([^"]+)"/.exec(html)?.[1];
        }),
      );
      expect(new Set(tokens).size).toBe(5);
      // Signed with this server's secret: usable once a person could have typed.
      for (const token of tokens) expect(checkFormToken(server.sessionSecret, token, Date.now() + 5_000)).toBe("ok");
    });

    it("answers 415 for bodies that are neither JSON nor form data, 400 for broken JSON", async () => {
      const before = await messageCount();
      expect((await contact("name=x", { "Content-Type": "text/plain" })).status).toBe(415);
      expect((await contact("<xml/>", { "Content-Type": "application/xml" })).status).toBe(415);
      expect((await contact("{not json", {})).status).toBe(400);
      expect((await contact("[1,2]", {})).status).toBe(400);
      expect(await messageCount()).toBe(before);
    });

    it("accepts form data as well as JSON", async () => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "X-Forwarded-For": freshAddress() },
        body: new URLSearchParams(valid),
      });
      expect(response.status).toBe(201);
    });

    it("never answers 5xx to odd input, and stores none of it", async () => {
      const before = await messageCount();
      const odd: unknown[] = [
        {},
        { ...valid, name: null },
        { ...valid, name: ["a"] },
        { ...valid, message: { $gt: "" } },
        { ...valid, email: 12 },
        { ...valid, phone: true },
        { ...valid, category: "__proto__" },
        "null",
        '"text"',
        "",
      ];
      for (const body of odd) {
        const { status } = await contact(body);
        expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(status, JSON.stringify(body)).toBeLessThan(500);
      }
      expect(await messageCount()).toBe(before);
    });

    it("keeps a honeypot hit and a forged token in Spam, answered as sent: out of the inbox, never lost", async () => {
      const before = await messageCount();
      const spamBefore = await messageCount(true);
      const trapped = await contact({ ...valid, website: "https://cheap-pills.example" });
      expect(trapped.status).toBe(201);
      expect(trapped.body.success).toBe(true);
      // The honeypot is the surer sign of a robot: no re-check is offered for it.
      expect(trapped.body.recheck).toBeUndefined();
      const forged = await contact({ ...valid, formToken: `${Date.now() - 60_000}.${"A".repeat(43)}` });
      expect(forged.status).toBe(201);
      expect(typeof forged.body.recheck).toBe("string");
      expect(await messageCount()).toBe(before);
      expect(await messageCount(true)).toBe(spamBefore + 2);
      const kept = await database.db
        .selectFrom("contact_messages")
        .select(["name", "message", "spam_reason"])
        .where("status", "=", "spam")
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      expect(kept.map((m) => m.spam_reason)).toEqual(["invalid", "honeypot"]);
      expect(kept.every((m) => m.name === valid.name && m.message === valid.message)).toBe(true);
    });

    it("keeps the page's form sent faster than a person can type in Spam, and the page's re-check moves it to the inbox", async () => {
      const page = await fetch(`${server.url}/contact`);
      const token = /name="formToken" value="([^"]+)"/.exec(await page.text())?.[1];
      expect(token).toBeTruthy();
      const before = await messageCount();
      const spamBefore = await messageCount(true);
      const address = freshAddress();
      const quick = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...valid, name: "Autofilled Anand", formToken: token!, website: "" }),
      });
      expect(quick.status).toBe(201);
      const { recheck } = (await quick.json()) as { recheck?: string };
      expect(recheck).toBeTruthy();
      expect(await messageCount(true)).toBe(spamBefore + 1);
      const send = () =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ recheck: recheck! }),
        });
      // At once, as a script would: answered as sent, left in Spam.
      expect((await send()).status).toBe(201);
      expect(await messageCount()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      expect((await send()).status).toBe(201);
      expect(await messageCount()).toBe(before + 1);
      expect(await messageCount(true)).toBe(spamBefore);
      const released = await database.db
        .selectFrom("contact_messages")
        .select(["status", "spam_reason", "spam_released_by"])
        .where("name", "=", "Autofilled Anand")
        .executeTakeFirstOrThrow();
      expect(released).toEqual({ status: "new", spam_reason: "too-fast", spam_released_by: "re-check" });
      // The same re-check again changes nothing.
      expect((await send()).status).toBe(201);
      expect(await messageCount()).toBe(before + 1);
    });

    it("the page's form without JavaScript keeps a post sent at once in Spam", async () => {
      const page = await fetch(`${server.url}/contact`);
      const token = /name="formToken" value="([^"]+)"/.exec(await page.text())?.[1];
      const before = await messageCount();
      const spamBefore = await messageCount(true);
      const quick = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "X-Forwarded-For": freshAddress(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...valid, formToken: token!, website: "" }),
      });
      expect(quick.status).toBe(201);
      expect(await messageCount()).toBe(before);
      expect(await messageCount(true)).toBe(spamBefore + 1);
    });

    it("limits one address to 5 messages in 10 minutes with a 429 and the wait", async () => {
      const address = freshAddress();
      const before = await messageCount();
      for (let i = 0; i < 5; i++) expect((await contact(valid, { "X-Forwarded-For": address })).status).toBe(201);
      const refused = await contact(valid, { "X-Forwarded-For": address });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/try again in (10|9) minutes/);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(500);
      expect(await messageCount()).toBe(before + 5);
      // Another visitor is not affected.
      expect((await contact(valid)).status).toBe(201);
    });
  });

  describe("staff access", () => {
    it("answers 401 to the messages API and redirects staff pages without a session", async () => {
      expect((await fetch(`${server.url}/api/contact-messages`)).status).toBe(401);
      expect(
        (await fetch(`${server.url}/api/contact-messages`, { headers: { Cookie: "staff_session=forged" } })).status,
      ).toBe(401);
      for (const path of ["/admin/dashboard", "/admin/contact-messages", "/admin/orders"]) {
        const response = await fetch(server.url + path, { redirect: "manual" });
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe("/admin");
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("lists messages newest first for a signed-in admin, paged, at most 100 a page", async () => {
      for (const name of ["Listed first", "Listed second"])
        expect((await contact({ ...valid, name })).status).toBe(201);
      const response = await fetch(`${server.url}/api/contact-messages?page=1&pageSize=500`, {
        headers: { Cookie: adminCookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
      const body = (await response.json()) as {
        success: boolean;
        data: Array<{ id: number; created_at: string }>;
        pageSize: number;
      };
      expect(body.success).toBe(true);
      expect(body.pageSize).toBe(100);
      const times = body.data.map((m) => m.created_at);
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect([...times].sort().reverse()).toEqual(times);
      const names = body.data.map((m) => (m as { name?: string }).name);
      expect(names.indexOf("Listed second")).toBeLessThan(names.indexOf("Listed first"));
      expect(Object.keys(body.data[0] ?? {}).sort()).toEqual([
        "category",
        "created_at",
        "email",
        "id",
        "message",
        "name",
        "phone",
        "subject",
      ]);
    });

    it("sets an HttpOnly SameSite=Lax cookie, Secure and __Host- prefixed over HTTPS", async () => {
      const plain = await post("/api/login", { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
      const cookie = plain.headers.get("set-cookie") ?? "";
      // The value is the session's random token, encoded by React Router's createCookie.
      expect(cookie).toMatch(/^staff_session=[A-Za-z0-9%]{56,};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      const https = await post(
        "/api/login",
        { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        { "X-Forwarded-Proto": "https" },
      );
      const secure = https.headers.get("set-cookie") ?? "";
      expect(secure).toMatch(/^__Host-staff_session=/);
      expect(secure).toMatch(/; Secure/);
      expect(secure).toMatch(/Path=\//);
    });

    it("says the same for an unknown user and a wrong password, in about the same time", async () => {
      const time = async (username: string) => {
        const started = performance.now();
        const response = await post("/api/login", { username, password: "not the password at all" });
        return { ms: performance.now() - started, status: response.status, body: await response.json() };
      };
      const unknown = await time("nobody-here");
      const wrong = await time(TEST_ADMIN.username);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toEqual({ success: false, message: "Login failed!" });
      // Both run one scrypt; neither answers in a fraction of the other's time.
      expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
      expect(wrong.ms).toBeGreaterThan(unknown.ms / 3);
    });

    it("throttles after 5 failures for one username, from any address, and for one address", async () => {
      const victim = "throttle-me";
      for (let i = 0; i < 5; i++)
        expect((await post("/api/login", { username: victim, password: `guess number ${i}!` })).status).toBe(401);
      const blocked = await post("/api/login", { username: victim, password: "another guess" });
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as { message: string }).message).toMatch(/try again in 1[45] minutes/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);

      const address = freshAddress();
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await post(
              "/api/login",
              { username: `user-${i}`, password: "wrong password" },
              { "X-Forwarded-For": address },
            )
          ).status,
        ).toBe(401);
      }
      const fromAddress = await post(
        "/api/login",
        { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        { "X-Forwarded-For": address },
      );
      expect(fromAddress.status).toBe(429);
      // Attempts are recorded, never with the password.
      const attempts = await database.db.selectFrom("login_attempts").selectAll().execute();
      expect(JSON.stringify(attempts)).not.toContain("wrong password");
      expect(server.output()).not.toContain("wrong password");
      expect(server.output()).toContain('"event":"login_attempt"');
    });

    it("ends a session after 2 hours idle and after 12 hours in all", async () => {
      const cookie = await loginCookie();
      const api = () => fetch(`${server.url}/api/contact-messages?page=1`, { headers: { Cookie: cookie } });
      expect((await api()).status).toBe(200);
      // Move this session's clock back rather than wait: the server reads the times from the row.
      const rows = await database.db.selectFrom("sessions").selectAll().execute();
      const newest = rows.sort((a, b) => Number(b.created_ms) - Number(a.created_ms))[0]!;
      await database.db
        .updateTable("sessions")
        .set({ last_seen_ms: Date.now() - SESSION_IDLE_MS - 1000 })
        .where("id_hash", "=", newest.id_hash)
        .execute();
      expect((await api()).status).toBe(401);

      const cookie2 = await loginCookie();
      const api2 = () => fetch(`${server.url}/api/contact-messages?page=1`, { headers: { Cookie: cookie2 } });
      const all = await database.db.selectFrom("sessions").selectAll().execute();
      const latest = all.sort((a, b) => Number(b.created_ms) - Number(a.created_ms))[0]!;
      // Active a minute ago, but signed in more than 12 hours ago.
      await database.db
        .updateTable("sessions")
        .set({ created_ms: Date.now() - SESSION_ABSOLUTE_MS - 1000, last_seen_ms: Date.now() - 60_000 })
        .where("id_hash", "=", latest.id_hash)
        .execute();
      expect((await api2()).status).toBe(401);
    });

    it("logs out on the server: the old cookie stops working", async () => {
      const cookie = await loginCookie();
      const response = await fetch(`${server.url}/admin/logout`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin");
      expect(response.headers.get("set-cookie")).toMatch(/staff_session=; .*Max-Age=0/);
      expect((await fetch(`${server.url}/api/contact-messages`, { headers: { Cookie: cookie } })).status).toBe(401);
    });

    it("refuses state-changing staff requests from a foreign Origin", async () => {
      const foreign = { Origin: "https://evil.example" };
      const login = await post("/api/login", { username: TEST_ADMIN.username, password: TEST_ADMIN.password }, foreign);
      expect(login.status).toBe(403);
      expect(login.headers.get("set-cookie")).toBeNull();
      const crossSite = await post(
        "/api/login",
        { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        { "Sec-Fetch-Site": "cross-site" },
      );
      expect(crossSite.status).toBe(403);

      const cookie = await loginCookie();
      const logout = await fetch(`${server.url}/admin/logout`, {
        method: "POST",
        headers: { Cookie: cookie, ...foreign, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      expect(logout.status).toBeGreaterThanOrEqual(400);
      expect(logout.status).toBeLessThan(500);
      // The session survived the forged logout.
      expect((await fetch(`${server.url}/api/contact-messages`, { headers: { Cookie: cookie } })).status).toBe(200);
    });

    it("the /admin form logs in without JavaScript and lands on the dashboard", async () => {
      const response = await fetch(`${server.url}/admin`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.url,
          "X-Forwarded-For": freshAddress(),
        },
        body: new URLSearchParams({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
        redirect: "manual",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/dashboard");
      const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
      const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } });
      expect(dashboard.status).toBe(200);
      const html = await dashboard.text();
      expect(html).toContain(TEST_ADMIN.name);
      expect(html).toContain("Total messages");
    });
  });
});
