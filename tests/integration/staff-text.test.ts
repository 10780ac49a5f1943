import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN as ADMIN } from "../support/test-admin.ts";

/**
 * A NUL, an escape sequence or a right-to-left override typed into a staff form,
 * over HTTP against the built server on both databases: refused with the field's
 * message (400/422), never a 500 ("invalid byte sequence" on PostgreSQL), and
 * nothing stored (SQLite stored them). The policy pages and customer notes were the
 * forms that checked nothing; every other field is walked in
 * app/lib/text/staff-text-fields.test.ts.
 */
const BAD = { NUL: "\u0000", ESC: "\u001b[2J", RLO: "\u202e" } as const;

describe.each(databaseKinds)("control characters in staff forms on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let cookie: string;

  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, html: (await response.text()).replace(/&#x27;/g, "'") };
  };

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  it("a policy page's title, summary or body with NUL, ESC or RLO: 400 with the field's message, nothing saved", async () => {
    const page = () =>
      database.db
        .selectFrom("policy_pages")
        .select(["title", "summary", "body", "version"])
        .where("slug", "=", "privacy")
        .executeTakeFirstOrThrow();
    const before = await page();
    const good = { version: String(before.version), title: before.title, summary: before.summary, body: before.body };
    const messages = {
      title: "Title contains characters that are not allowed.",
      summary: "Summary contains characters that are not allowed.",
      body: "Text contains characters that are not allowed.",
    };
    for (const field of ["title", "summary", "body"] as const) {
      for (const [name, bad] of Object.entries(BAD)) {
        const answer = await post("/admin/settings/pages/privacy", { ...good, [field]: `Our word${bad} to you` });
        expect(answer.status, `${field} with ${name}`).toBe(400);
        expect(answer.html, `${field} with ${name}`).toContain(messages[field]);
      }
    }
    expect(await page()).toEqual(before);
    const history = await database.db.selectFrom("policy_page_changes").select("id").execute();
    expect(history).toEqual([]);
  });

  it("a customer note or a measurement's note with NUL, ESC or RLO: 400 with the message, nothing saved", async () => {
    await createMessage(database, {
      name: "Ravi Kumar",
      email: "ravi@example.com",
      phone: "+91 98450 12345",
      subject: "Linen",
      message: "Do you have a white linen shirt in 42?",
      category: "shirts",
    });
    const { customer_key: key } = await database.db
      .selectFrom("contact_messages")
      .select("customer_key")
      .executeTakeFirstOrThrow();
    const path = `/admin/customers/${encodeURIComponent(key)}`;
    for (const [name, bad] of Object.entries(BAD)) {
      const note = await post(path, { intent: "add-note", body: `Prefers a slim${bad} fit` });
      expect(note.status, `note with ${name}`).toBe(400);
      expect(note.html).toContain("A note contains characters that are not allowed.");
      const measured = await post(path, { intent: "add-measurement", chest: "40", note: `Over a${bad} kurta` });
      expect(measured.status, `measurement note with ${name}`).toBe(400);
      expect(measured.html).toContain("A note contains characters that are not allowed.");
    }
    expect(await database.db.selectFrom("customer_notes").select("id").execute()).toEqual([]);
    expect(await database.db.selectFrom("customer_measurements").select("id").execute()).toEqual([]);
    // A note with line breaks is a note.
    const kept = await post(path, { intent: "add-note", body: "Prefers a slim fit.\nCall after 6." });
    expect(kept.status).toBe(200);
    expect((await database.db.selectFrom("customer_notes").select("body").execute()).map((r) => r.body)).toEqual([
      "Prefers a slim fit.\nCall after 6.",
    ]);
  });
});
