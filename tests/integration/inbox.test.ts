import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRow } from "../../app/lib/csv.ts";
import { parseInboxFilter, type InboxFilter } from "../../app/lib/inbox/inbox-filters.ts";
import { getCustomer, listCustomers } from "../../app/services/customers/customers.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { changeStatus } from "../../app/services/inbox/inbox-changes.server.ts";
import {
  countNew,
  getMessage,
  iterateInbox,
  type InboxMessage,
  listInbox,
  openMessage,
} from "../../app/services/inbox/inbox.server.ts";
import { deleteMessages, deleteMessagesBefore, messageRef } from "../../app/services/inbox/message-deletion.server.ts";
import { inboxFigures } from "../../app/services/inbox/inbox-figures.server.ts";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { enqueue } from "../../app/services/mail/outbox.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The inbox against a real database, once per database: statuses, filters and
 * search, bulk actions, deletion with the outbox, retention, customers, the export
 * iterator and the dashboard figures.
 */
const base = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "98450 12345",
  subject: "",
  message: "Hello",
  category: "general",
};
const ist = (iso: string) => new Date(`${iso}+05:30`);
const filter = (query: string): InboxFilter => parseInboxFilter(new URLSearchParams(query));

describe.each(databaseKinds)("inbox on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  const ids: Record<string, number> = {};

  async function add(key: string, fields: Partial<typeof base>, at: Date) {
    const stored = await createMessage(database, { ...base, ...fields }, at);
    ids[key] = stored.id;
    return stored;
  }
  const names = async (query: string, now = Date.parse("2026-11-20T12:00:00Z")) =>
    (await listInbox(database, filter(query), 1, 50, now)).rows.map((r) => r.name).sort();

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await add(
      "ravi1",
      { subject: "Linen shirts", message: "White linen shirt in 42?", category: "shirts" },
      ist("2026-11-02T11:00:00"),
    );
    await add(
      "ravi2",
      { phone: "+91 98450-12345", email: "RAVI.K@example.com", message: "And a blazer" },
      ist("2026-11-10T11:00:00"),
    );
    await add(
      "meena",
      {
        name: "Meena Iyer",
        email: "meena@example.org",
        phone: "080 2345 6789",
        subject: "Wedding",
        message: "ಮದುವೆಗೆ ಶೇರ್ವಾನಿ ಬೇಕು",
        category: "styling",
      },
      ist("2026-11-15T19:00:00"),
    );
    await add(
      "john",
      {
        name: "John O'Hara",
        email: "john@example.net",
        phone: "12345",
        subject: "100% cotton?",
        message: "Is it 100% cotton_blend?",
        category: "",
      },
      ist("2026-11-19T20:30:00"),
    );
    await add(
      "asha",
      {
        name: "Asha",
        email: "asha@example.com",
        phone: "9900112233",
        message: "नमस्ते, धोती चाहिए",
        category: "formals",
      },
      ist("2026-11-20T10:15:00"),
    );
  });
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it("stores new messages as New, with the E.164 phone and a customer key", async () => {
    expect(await countNew(database)).toBe(5);
    const ravi = await getMessage(database, ids.ravi2!);
    expect(ravi).toMatchObject({
      status: "new",
      phone_e164: "+919845012345",
      customer_key: "+919845012345",
      version: 1,
    });
    expect((await getMessage(database, ids.john!))?.customer_key).toBe("john@example.net");
  });

  it("filters by status, category and store-calendar dates", async () => {
    expect(await names("")).toHaveLength(5);
    expect(await names("category=styling")).toEqual(["Meena Iyer"]);
    expect(await names("category=none")).toEqual(["John O'Hara"]);
    // 19 Nov in Bengaluru, whatever the server's zone: John at 20:30 IST, not Asha on the 20th.
    expect(await names("from=2026-11-19&to=2026-11-19")).toEqual(["John O'Hara"]);
    expect(await names("from=2026-11-10")).toEqual(["Asha", "John O'Hara", "Meena Iyer", "Ravi Kumar"]);
    expect(await names("status=replied")).toEqual([]);
  });

  it("searches name, e-mail, phone digits, subject and message, every word, any script", async () => {
    expect(await names("q=ravi")).toEqual(["Ravi Kumar", "Ravi Kumar"]);
    expect(await names("q=RAVI.K")).toEqual(["Ravi Kumar"]);
    expect(await names("q=example.org")).toEqual(["Meena Iyer"]);
    expect(await names("q=9845012345")).toEqual(["Ravi Kumar", "Ravi Kumar"]);
    expect(await names("q=98450 12345")).toEqual(["Ravi Kumar", "Ravi Kumar"]);
    expect(await names("q=linen 42")).toEqual(["Ravi Kumar"]);
    expect(await names("q=linen blazer")).toEqual([]);
    expect(await names("q=ಶೇರ್ವಾನಿ")).toEqual(["Meena Iyer"]);
    expect(await names("q=धोती")).toEqual(["Asha"]);
    // LIKE wildcards and quotes are matched literally.
    expect(await names("q=O'Hara")).toEqual(["John O'Hara"]);
    expect(await names("q=100%")).toEqual(["John O'Hara"]);
    expect(await names("q=n_b")).toEqual(["John O'Hara"]);
    // Words under 3 characters are left out (the page says so).
    expect(await names("q=john %")).toEqual(["John O'Hara"]);
    expect(await names("q=ravi 42")).toEqual(["Ravi Kumar", "Ravi Kumar"]);
    expect(await names("q=%")).toHaveLength(5);
    expect(await names(`q=${encodeURIComponent('"cotton')}`)).toEqual([]);
  });

  it("marks a message Open when opened, without bumping its version", async () => {
    const opened = await openMessage(database, ids.ravi1!, ist("2026-11-02T12:00:00"));
    expect(opened).toMatchObject({ status: "open", version: 1, read_at: "2026-11-02T06:30:00.000Z" });
    expect(await countNew(database)).toBe(4);
    await openMessage(database, ids.ravi1!, ist("2026-11-03T12:00:00"));
    expect((await getMessage(database, ids.ravi1!))?.read_at).toBe("2026-11-02T06:30:00.000Z");
  });

  it("marks replied with who and when, refuses a stale version, and undoes", async () => {
    const at = ist("2026-11-02T12:30:00");
    expect(await changeStatus(database, [{ id: ids.ravi1!, version: 1 }], "replied", "Store Manager", at)).toEqual({
      changed: 1,
      unchanged: 0,
      stale: 0,
      missing: 0,
    });
    expect(await getMessage(database, ids.ravi1!)).toMatchObject({
      status: "replied",
      version: 2,
      replied_by: "Store Manager",
      replied_at: at.toISOString(),
    });
    // A colleague's page still says version 1: nothing is overwritten.
    expect(await changeStatus(database, [{ id: ids.ravi1!, version: 1 }], "archive", "Other")).toMatchObject({
      stale: 1,
      changed: 0,
    });
    expect((await getMessage(database, ids.ravi1!))?.status).toBe("replied");
    expect(await changeStatus(database, [{ id: ids.ravi1!, version: 2 }], "replied", "Other")).toMatchObject({
      unchanged: 1,
    });
    await changeStatus(database, [{ id: ids.ravi1!, version: 2 }], "unreplied", "Store Manager");
    expect(await getMessage(database, ids.ravi1!)).toMatchObject({
      status: "open",
      replied_at: null,
      replied_by: null,
      version: 3,
    });
    await changeStatus(database, [{ id: ids.ravi1!, version: 3 }], "replied", "Store Manager", at);
  });

  it("applies bulk actions to several messages, archive and restore", async () => {
    const targets = [ids.meena!, ids.john!, 999_999].map((id) => ({ id, version: 1 }));
    expect(await changeStatus(database, targets, "archive", "Store Manager")).toEqual({
      changed: 2,
      unchanged: 0,
      stale: 0,
      missing: 1,
    });
    expect(await names("")).toEqual(["Asha", "Ravi Kumar", "Ravi Kumar"]);
    expect(await names("status=archived")).toEqual(["John O'Hara", "Meena Iyer"]);
    expect(await names("status=all")).toHaveLength(5);
    await changeStatus(database, [{ id: ids.john!, version: 2 }], "restore", "Store Manager");
    expect((await getMessage(database, ids.john!))?.status).toBe("new");
    expect(await countNew(database)).toBe(3);
  });

  it("lists waiting messages: New or Open for over 2 business hours", async () => {
    // 20 Nov 12:00 IST: Asha (10:15 today, 1 h 45) is not late; John (19:30 yesterday... 20:30) is.
    const now = Date.parse("2026-11-20T06:30:00Z");
    expect(await names("status=waiting", now)).toEqual(["John O'Hara", "Ravi Kumar"]);
    const figures = await inboxFigures(database, now);
    expect(figures).toMatchObject({ total: 5, newCount: 3, waiting: 2 });
    expect(figures.replies30d).toEqual({
      count: 1,
      medianMs: 90 * 60_000,
      withinPromise: 1,
      promiseMs: 2 * 60 * 60_000,
    });
    // Ravi's second message has waited since 10 Nov 11:00: 10 h that day, 11 h a day after.
    expect(figures.longestWaitMs).toBeGreaterThan(9 * 11 * 3_600_000);
  });

  it("groups customers by E.164 phone, else e-mail, with the latest name and status", async () => {
    const page = await listCustomers(database, { q: "", page: 1, pageSize: 10 });
    expect(page.total).toBe(4);
    const ravi = page.rows.find((r) => r.key === "+919845012345")!;
    expect(ravi).toMatchObject({ messages: 2, email: "RAVI.K@example.com", last_status: "new" });
    expect(ravi.first_at < ravi.last_at).toBe(true);
    expect(page.rows[0]?.name).toBe("Asha");
    expect((await listCustomers(database, { q: "meena", page: 1, pageSize: 10 })).rows.map((r) => r.name)).toEqual([
      "Meena Iyer",
    ]);
    const detail = await getCustomer(database, "+919845012345", 1, 10);
    expect(detail).toMatchObject({ name: "Ravi Kumar", messages: 2, otherEmails: ["ravi@example.com"] });
    expect(detail?.page.rows.map((r) => r.id)).toEqual([ids.ravi2, ids.ravi1]);
    expect(await getCustomer(database, "nobody@example.com", 1, 10)).toBeUndefined();
  });

  it("exports every selected message in chunks, newest first, as CSV rows", async () => {
    const chunks: number[][] = [];
    for await (const rows of iterateInbox(database, filter("status=all"), Date.now(), 2))
      chunks.push(rows.map((r) => r.id));
    expect(chunks.map((c) => c.length)).toEqual([2, 2, 1]);
    expect(chunks.flat()).toEqual([ids.asha, ids.john, ids.meena, ids.ravi2, ids.ravi1]);
    const first = (await iterateInbox(database, filter("q=ravi"), Date.now()).next()).value as InboxMessage[];
    expect(first.map((r) => csvRow([r.name, r.status])).join("")).toBe(
      '"Ravi Kumar","new"\r\n"Ravi Kumar","replied"\r\n',
    );
  });

  it("deletes a message for good, with its alert, and never one changed meanwhile", async () => {
    await enqueue(database.db, {
      kind: "contact-message-alert",
      payload: { messageId: ids.asha },
      ref: messageRef(ids.asha!),
    });
    await enqueue(database.db, {
      kind: "contact-message-alert",
      payload: { messageId: ids.meena },
      ref: messageRef(ids.meena!),
    });
    expect(
      await deleteMessages(database, [
        { id: ids.asha!, version: 1 },
        { id: ids.meena!, version: 1 },
      ]),
    ).toEqual({
      deleted: 1,
      stale: 1,
      missing: 0,
    });
    expect(await getMessage(database, ids.asha!)).toBeUndefined();
    expect(await names("q=asha")).toEqual([]);
    const refs = (await database.db.selectFrom("outbox").select("ref").execute()).map((r) => r.ref);
    expect(refs).toEqual([messageRef(ids.meena!)]);
  });

  it("retention deletes messages older than the cut-off and their outbox rows", async () => {
    const deleted = await deleteMessagesBefore(database, ist("2026-11-16T00:00:00"), 1);
    expect(deleted).toBe(3);
    expect(await names("status=all")).toEqual(["John O'Hara"]);
    expect(await database.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    expect(await names("q=ravi")).toEqual([]);
    // Customers follow: only John is left, with his one message.
    const people = await listCustomers(database, { q: "", page: 1, pageSize: 10 });
    expect(people.rows.map((r) => [r.name, r.messages])).toEqual([["John O'Hara", 1]]);
  });
});
