import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { open } from "../../app/services/platform/secret-box.server.ts";
import { MAIL_PASSWORD_PURPOSE } from "../../app/services/mail/mail-settings.server.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { cookieHeader, ownerBrowser, request, type Browser } from "../support/staff-accounts.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { smtpHarness, type SmtpHarness } from "./smtp-harness.ts";

/**
 * Settings → Mail on a server without SMTP_URL, over HTTP on each database: the
 * password is stored sealed (and stays out of the owner's export and, on SQLite, out
 * of the database files a backup copies); the next contact message's alert goes
 * through the saved settings without a restart; "Send a test e-mail" reaches the
 * mailbox, and a refused password is shown in the mail server's own words.
 */
const USER = "alerts@shop.example";
const PASSWORD = "right-pass-Zq7-mail";
const NOTIFY = "owner@shop.example";

describe.each(databaseKinds)("Settings → Mail on $name", ({ name, make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let smtp: SmtpHarness;
  let owner: Browser;

  const form = (fields: Record<string, string> = {}) => ({
    intent: "save",
    host: "127.0.0.1",
    port: String(smtp.port),
    security: "none",
    username: USER,
    password: PASSWORD,
    from: USER,
    notify: NOTIFY,
    ...fields,
  });
  const version = async () =>
    String((await database.db.selectFrom("mail_settings").select("version").executeTakeFirst())?.version ?? 0);
  const save = async (fields: Record<string, string> = {}) =>
    request(owner, "/admin/settings/mail", { form: { ...form(fields), version: await version() } });

  beforeAll(async () => {
    test = await make();
    smtp = await smtpHarness({ auth: { user: USER, pass: PASSWORD } });
    server = await startServer({
      dataDir: test.dataDir,
      databaseUrl: test.databaseUrl,
      env: { NODE_ENV: "test", OUTBOX_TEST_TIME_SCALE: "60" },
    });
    database = openDatabase(test.target);
    owner = await ownerBrowser(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await database?.db.destroy();
    await test?.dispose();
  });

  it("saves the server with the password sealed, and the next alert goes through it without a restart", async () => {
    const page = await request(owner, "/admin/settings/mail");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Choose your provider");

    // Without JavaScript, "Fill in" puts the provider's server in the form and keeps what was typed; nothing is saved.
    const filled = await request(owner, "/admin/settings/mail", {
      form: { ...form({ intent: "preset", host: "", port: "" }), preset: "zoho", version: "0" },
    });
    expect(filled.status).toBe(200);
    expect(filled.body).toContain('value="smtp.zoho.in"');
    expect(filled.body).toContain('value="465"');
    expect(filled.body).toContain(`value="${USER}"`);
    expect(filled.body).not.toContain(PASSWORD);
    expect(await database.db.selectFrom("mail_settings").selectAll().execute()).toEqual([]);

    const saved = await save();
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/admin/settings/mail?saved=1");

    const row = await database.db.selectFrom("mail_settings").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ host: "127.0.0.1", port: smtp.port, security: "none", username: USER });
    expect(row.password_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(open(server.sessionSecret, MAIL_PASSWORD_PURPOSE, row.password_sealed!)).toBe(PASSWORD);

    // The change is in the owner's activity log, by name only.
    const logged = await database.db
      .selectFrom("activity_log")
      .select(["action", "subject", "detail"])
      .where("subject", "=", "Mail")
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.action).toBe("settings.changed");
    expect(JSON.parse(logged[0]!.detail)).toMatchObject({
      section: "Mail",
      fields: expect.stringContaining("Password"),
    });
    expect(logged[0]!.detail).not.toContain(PASSWORD);

    // The page never shows the password again.
    const after = await request(owner, "/admin/settings/mail");
    expect(after.body).toContain("Saved; type a new one to replace it.");
    expect(after.body).not.toContain(PASSWORD);

    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
      body: JSON.stringify({
        name: "Kiran Kumar",
        email: "kiran@example.com",
        phone: "+91 98450 12345",
        subject: "Linen shirts",
        message: "Do you have white linen shirts in size 42?",
        category: "shirts",
      }),
    });
    expect(sent.status).toBe(201);
    const [mail] = await smtp.waitFor(1, 15_000);
    expect(mail!.subject).toBe("New message from Kiran Kumar: Linen shirts");
    expect(mail!.envelopeTo).toEqual([NOTIFY]);
    expect(mail!.authUser).toBe(USER);
    expect(mail!.from?.value[0]?.address).toBe(USER);
  });

  it("keeps the saved password when the field is left empty, and refuses a stale save", async () => {
    const before = (await database.db.selectFrom("mail_settings").select("password_sealed").executeTakeFirstOrThrow())
      .password_sealed;
    const kept = await save({ password: "", notify: `${NOTIFY}, counter@shop.example` });
    expect(kept.status).toBe(302);
    const row = await database.db.selectFrom("mail_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.password_sealed).toBe(before);
    expect(JSON.parse(row.notify)).toEqual([NOTIFY, "counter@shop.example"]);

    const stale = await request(owner, "/admin/settings/mail", { form: { ...form(), version: "1" } });
    expect(stale.status).toBe(409);
  });

  it("asks a session not verified in the last 10 minutes to verify it's you before a save", async () => {
    await database.db
      .updateTable("sessions")
      .set({ verified_ms: Date.now() - 11 * 60_000 })
      .execute();
    const page = await request(owner, "/admin/settings/mail");
    expect(page.body).toContain("Verify it&#x27;s you");
    const refused = await save({ host: "attacker.example" });
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/admin/account/verify?next=%2Fadmin%2Fsettings%2Fmail");
    expect((await database.db.selectFrom("mail_settings").select("host").executeTakeFirstOrThrow()).host).toBe(
      "127.0.0.1",
    );
    await database.db.updateTable("sessions").set({ verified_ms: Date.now() }).execute();
  });

  it("sends a test e-mail to the owner, and shows the server's refusal of a wrong password", async () => {
    smtp.received.length = 0;
    const sent = await request(owner, "/admin/settings/mail", { form: { intent: "test" } });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain(`Sent to <strong class="[overflow-wrap:anywhere]">${TEST_ADMIN.email}</strong>`);
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail!.envelopeTo).toEqual([TEST_ADMIN.email]);
    expect(mail!.subject).toMatch(/^Test e-mail from /);

    expect((await save({ password: "wrong-password" })).status).toBe(302);
    const refused = await request(owner, "/admin/settings/mail", { form: { intent: "test" } });
    expect(refused.status).toBe(502);
    expect(refused.body).toContain(`127.0.0.1:${smtp.port} answered: 535 Invalid credentials`);

    await smtp.stop();
    const down = await request(owner, "/admin/settings/mail", { form: { intent: "test" } });
    expect(down.body).toContain(`connection refused at 127.0.0.1:${smtp.port}`);
    await smtp.start();
    expect((await save()).status).toBe(302);
  });

  it("leaves the password out of the owner's export, and (SQLite) out of the database files a backup copies", async () => {
    const response = await fetch(`${server.url}/admin/export`, { headers: { Cookie: cookieHeader(owner) } });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const settings = JSON.parse(strFromU8(files["mail-settings.json"]!)) as Array<Record<string, unknown>>;
    expect(settings).toEqual([expect.objectContaining({ host: "127.0.0.1", username: USER })]);
    expect(Object.keys(settings[0]!).some((column) => /password/.test(column))).toBe(false);
    for (const [file, bytes] of Object.entries(files)) {
      expect(Buffer.from(bytes).includes(PASSWORD), file).toBe(false);
    }
    if (name === "sqlite") {
      for (const file of readdirSync(test.dataDir).filter((f) => f.startsWith("site.db"))) {
        expect(readFileSync(join(test.dataDir, file)).includes(PASSWORD), file).toBe(false);
      }
    }
  });

  it("a server with SMTP_URL shows its own settings read-only, and refuses a save", async () => {
    await server.stop();
    server = await startServer({
      dataDir: test.dataDir,
      databaseUrl: test.databaseUrl,
      env: {
        NODE_ENV: "test",
        SMTP_URL: `smtp://relay%40shop.example:env-secret-Zq7@127.0.0.1:${smtp.port}`,
        NOTIFY_EMAIL: "desk@shop.example",
      },
    });
    owner = await ownerBrowser(server.url);
    const page = await request(owner, "/admin/settings/mail");
    expect(page.body).toContain("Set by the server");
    expect(page.body).toContain("relay@shop.example");
    expect(page.body).toContain("desk@shop.example");
    expect(page.body).not.toContain("env-secret-Zq7");
    expect(page.body).not.toContain('name="host"');
    const refused = await save();
    expect(refused.status).toBe(409);
  });
});
