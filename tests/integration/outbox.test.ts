import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  alertMessageId,
  messageAlertHandler,
  MESSAGE_ALERT,
  queueMessageAlert,
} from "../../app/services/mail/alerts.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { createMailer, type Mailer } from "../../app/services/mail/mailer.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import {
  DEFAULT_SENDER_OPTIONS,
  OutboxSender,
  outboxSummary,
  retryFailed,
  scaledSenderOptions,
  type SenderOptions,
} from "../../app/services/mail/outbox.server.ts";
import { customerKey, toE164 } from "../../app/lib/contact/phone.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { smtpHarness, type SmtpHarness } from "./smtp-harness.ts";

/**
 * The outbox and the alert e-mail against a real SMTP server, in this process, with
 * the retry waits compressed 600 times (1 minute becomes 100 ms, 24 hours 144 s).
 * The HTTP tests (alerts.test.ts) drive the same code through the built server.
 */
const FAST: SenderOptions = { ...scaledSenderOptions(600), pollMs: 30, log: () => {} };
const NOTIFY = ["owner@shop.example"];

type Visitor = { name: string; email: string; phone: string; subject: string; message: string; category: string };
const visitor: Visitor = {
  name: "Kiran Kumar",
  email: "kiran@example.com",
  phone: "98450 12345",
  subject: "Linen shirts",
  message: "Do you have white linen shirts in size 42?\n<b>Thanks</b>",
  category: "shirts",
};

describe.each(databaseKinds)("outbox on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let smtp: SmtpHarness;
  let mailers: Mailer[] = [];
  let senders: OutboxSender[] = [];

  /** A message and its alert, committed together (as the contact form does). */
  async function storeWithAlert(fields: Partial<Visitor> = {}) {
    const input = { ...visitor, ...fields };
    return database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("contact_messages")
        .values({
          ...input,
          created_at: new Date().toISOString(),
          phone_e164: toE164(input.phone) ?? null,
          customer_key: customerKey(input.phone, input.email),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueMessageAlert(trx, row.id);
      return row.id;
    });
  }

  function startSender(options: Partial<SenderOptions> = {}, url = smtp.url) {
    const mailer = createMailer({ smtpUrl: url, from: "website@shop.example", fromName: "The Men's Studio website" });
    mailers.push(mailer);
    const sender = new OutboxSender(
      database,
      { [MESSAGE_ALERT]: messageAlertHandler(database, mailer, NOTIFY) },
      { ...FAST, ...options },
    );
    senders.push(sender);
    sender.start();
    return sender;
  }

  async function outboxRows() {
    return database.db.selectFrom("outbox").selectAll().orderBy("id").execute();
  }

  async function until(check: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
  });
  afterEach(async () => {
    await Promise.all(senders.map((s) => s.stop()));
    for (const m of mailers) m.close();
    senders = [];
    mailers = [];
    await smtp?.stop();
    await database.db.deleteFrom("outbox").execute();
  });
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("delivers the alert with who, how to reach them, the message and a link; the visitor's text escaped", async () => {
    smtp = await smtpHarness({ auth: { user: "alerts@shop.example", pass: "s3cret:pass" } });
    const id = await storeWithAlert();
    const queued = Date.now();
    startSender({}, `smtp://alerts%40shop.example:s3cret%3Apass@127.0.0.1:${smtp.port}`);
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail!.receivedAt - queued).toBeLessThan(5_000);
    expect(mail!.authUser).toBe("alerts@shop.example");
    expect(mail!.envelopeTo).toEqual(NOTIFY);
    expect(mail!.subject).toBe("New message from Kiran Kumar: Linen shirts");
    expect(mail!.from?.value[0]).toEqual({ name: "The Men's Studio website", address: "website@shop.example" });
    expect(mail!.replyTo?.value[0]).toEqual({ name: "Kiran Kumar", address: "kiran@example.com" });
    expect(mail!.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail!.text).toContain("98450 12345");
    expect(mail!.text).toContain("https://wa.me/919845012345");
    expect(mail!.text).toContain("Shirts");
    expect(mail!.text).toContain("Do you have white linen shirts in size 42?\n<b>Thanks</b>");
    expect(mail!.text).toContain(`/admin/contact-messages/${id}`);
    expect(mail!.html).toContain("&lt;b&gt;Thanks&lt;/b&gt;");
    expect(mail!.html).not.toContain("<b>Thanks</b>");
    await until(async () => (await outboxRows())[0]?.status === "sent", 5_000);
    const [row] = await outboxRows();
    expect(mail!.messageId).toBe(alertMessageId(row!));
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("keeps a name with a line break out of the headers", async () => {
    smtp = await smtpHarness();
    // Validation refuses this at the door; the mailer must hold even if something slips through.
    await storeWithAlert({ name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nX-Injected: yes" });
    startSender();
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail!.envelopeTo).toEqual(NOTIFY);
    expect(mail!.headers.has("x-injected")).toBe(false);
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.subject).toBe("New message from Eve Bcc: victim@example.com: Hi X-Injected: yes");
  });

  it("SMTP down for a while, then up: delivered once, late", async () => {
    smtp = await smtpHarness({ listen: false });
    await storeWithAlert();
    startSender();
    // Refused connections: retried on the schedule (100 ms, 200 ms, 400 ms here).
    await until(async () => ((await outboxRows())[0]?.attempts ?? 0) >= 2, 10_000);
    expect((await outboxRows())[0]).toMatchObject({ status: "pending" });
    expect((await outboxRows())[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect((await outboxSummary(database)).retrying).toBe(1);
    // Up again, but answering "try later" for a while.
    smtp.mode = "reject";
    await smtp.start();
    await until(async () => smtp.refused >= 1, 10_000);
    expect(smtp.received).toHaveLength(0);
    smtp.mode = "accept";
    await smtp.waitFor(1, 10_000);
    await until(async () => (await outboxRows())[0]?.status === "sent", 5_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRows())[0]!.attempts).toBeGreaterThanOrEqual(3);
  });

  it("gives up after 24 hours (compressed) and shows it failed; staff can retry it", async () => {
    smtp = await smtpHarness();
    smtp.mode = "reject";
    await storeWithAlert();
    startSender({ schedule: { firstMs: 20, maxMs: 50, giveUpAfterMs: 400 } });
    await until(async () => (await outboxRows())[0]?.status === "failed", 10_000);
    const summary = await outboxSummary(database);
    expect(summary).toMatchObject({ failed: 1, pending: 0 });
    expect(summary.failedEntries[0]?.last_error).toMatch(/try again later/i);
    expect(smtp.received).toHaveLength(0);
    smtp.mode = "accept";
    expect(await retryFailed(database, "all")).toBe(1);
    senders[0]!.wake();
    await smtp.waitFor(1, 10_000);
    await until(async () => (await outboxRows())[0]?.status === "sent", 5_000);
  });

  it("sends nothing for a message deleted before its alert went out", async () => {
    smtp = await smtpHarness();
    const id = await storeWithAlert();
    await database.db.deleteFrom("contact_messages").where("id", "=", id).execute();
    startSender();
    await until(async () => (await outboxRows()).length === 0, 5_000);
    expect(smtp.received).toHaveLength(0);
  });

  it("two senders, 500 alerts, a flaky server: 0 lost, 0 duplicates", { timeout: 180_000 }, async () => {
    smtp = await smtpHarness();
    smtp.flaky = 0.1;
    const ids: number[] = [];
    for (let i = 0; i < 500; i += 50) {
      ids.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, j) => storeWithAlert({ name: `Burst ${i + j}` })))),
      );
    }
    // Two instances of the app on the same database, as with PostgreSQL behind a balancer.
    startSender({ concurrency: 3 });
    startSender({ concurrency: 3 });
    await smtp.waitFor(500, 150_000);
    await until(async () => (await outboxSummary(database)).pending === 0, 20_000);
    await new Promise((r) => setTimeout(r, 500));
    const links = smtp.received.map((m) => /contact-messages\/(\d+)/.exec(m.text ?? "")?.[1]);
    expect(smtp.received).toHaveLength(500);
    expect(new Set(links).size).toBe(500);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(500);
    expect([...links].map(Number).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(smtp.refused).toBeGreaterThan(10);
    const rows = await outboxRows();
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });

  it("uses the spec's schedule by default: first retry after a minute, a lease longer than any send", () => {
    expect(DEFAULT_SENDER_OPTIONS.schedule).toEqual({ firstMs: 60_000, maxMs: 3_600_000, giveUpAfterMs: 86_400_000 });
    expect(DEFAULT_SENDER_OPTIONS.leaseMs).toBeGreaterThan(10_000 + 10_000 + 30_000);
  });
});
