import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { changeStatus, runInboxAction } from "../../app/services/inbox/inbox-changes.server.ts";
import { getMessage, openMessage } from "../../app/services/inbox/inbox.server.ts";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { adminCookie, allMessages, postMarkerMessage } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Opening "Reply on WhatsApp" on a message marks it Replied through the inbox's one
 * action path, as the page's script posts it (intent "replied-on-whatsapp", the
 * message at the version the page showed), with who and when; the answer names the
 * message at its new version, which the Undo posts to take it back to Open.
 */
const base = {
  name: "Kiran Rao",
  email: "kiran@example.com",
  phone: "98450 55555",
  subject: "Bandhgala",
  message: "Is the navy bandhgala in 40?",
  category: "formals",
};

const post = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe.each(databaseKinds)("marking replied as WhatsApp opens, on $name", ({ make }) => {
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

  it("marks an opened message Replied by whom and when, and the Undo takes it back to Open", async () => {
    const stored = await createMessage(database, base, new Date("2026-11-20T05:00:00Z"));
    const opened = await openMessage(database, stored.id, new Date("2026-11-20T05:10:00Z"));
    expect(opened).toMatchObject({ status: "open", version: 1 });

    const before = Date.now();
    const marked = await runInboxAction(
      database,
      post({ intent: "replied-on-whatsapp", select: `${stored.id}:1` }),
      "Store Manager",
    );
    expect(marked).toMatchObject({
      ok: true,
      intent: "replied-on-whatsapp",
      outcome: { changed: 1, stale: 0, missing: 0 },
      notice: "1 message marked replied.",
      undo: `${stored.id}:2`,
    });
    const replied = await getMessage(database, stored.id);
    expect(replied).toMatchObject({ status: "replied", replied_by: "Store Manager", version: 2 });
    expect(Date.parse(replied!.replied_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(replied!.replied_at!)).toBeLessThanOrEqual(Date.now() + 1000);

    // WhatsApp was closed unsent: Undo posts the answer's "undo" with the plain "unreplied".
    const undone = await runInboxAction(
      database,
      post({ intent: "unreplied", select: (marked as { undo: string }).undo }),
      "Store Manager",
    );
    expect(undone).toMatchObject({ ok: true, outcome: { changed: 1 }, notice: "1 message marked not replied." });
    expect(await getMessage(database, stored.id)).toMatchObject({
      status: "open",
      replied_at: null,
      replied_by: null,
      version: 3,
    });

    // Opened again, it marks again, at the version the page now shows.
    expect(
      await runInboxAction(
        database,
        post({ intent: "replied-on-whatsapp", select: `${stored.id}:3` }),
        "Counter Assistant",
      ),
    ).toMatchObject({ ok: true, outcome: { changed: 1 }, undo: `${stored.id}:4` });
    expect(await getMessage(database, stored.id)).toMatchObject({ status: "replied", replied_by: "Counter Assistant" });
  });

  it("marks a message still New too, and never from a page a colleague's change made stale", async () => {
    const stored = await createMessage(database, { ...base, name: "Ravi New" });
    expect(
      await runInboxAction(
        database,
        post({ intent: "replied-on-whatsapp", select: `${stored.id}:1` }),
        "Store Manager",
      ),
    ).toMatchObject({ ok: true, outcome: { changed: 1 }, undo: `${stored.id}:2` });

    // A colleague archived it after this page was drawn: left alone, said so, and no Undo.
    const other = await createMessage(database, { ...base, name: "Stale Page" });
    await changeStatus(database, [{ id: other.id, version: 1 }], "archive", "Colleague");
    const stale = await runInboxAction(
      database,
      post({ intent: "replied-on-whatsapp", select: `${other.id}:1` }),
      "Store Manager",
    );
    expect(stale).toMatchObject({ ok: true, outcome: { changed: 0, stale: 1 } });
    expect(stale).not.toHaveProperty("undo");
    expect(stale.ok && stale.notice).toMatch(/changed by someone else meanwhile/);
    expect(await getMessage(database, other.id)).toMatchObject({ status: "archived", replied_by: null });
  });

  it("leaves what waits for no reply as it is: archived, Spam, already replied", async () => {
    const archived = await createMessage(database, { ...base, name: "Archived One" });
    await changeStatus(database, [{ id: archived.id, version: 1 }], "archive", "Colleague");
    const spam = await createMessage(database, { ...base, name: "Spam One" }, new Date(), undefined, "too-fast");
    const replied = await createMessage(database, { ...base, name: "Replied One" });
    await changeStatus(database, [{ id: replied.id, version: 1 }], "replied", "Colleague");

    for (const { id, version, status, by } of [
      { id: archived.id, version: 2, status: "archived", by: null },
      { id: spam!.id, version: 1, status: "spam", by: null },
      { id: replied.id, version: 2, status: "replied", by: "Colleague" },
    ]) {
      const answer = await runInboxAction(
        database,
        post({ intent: "replied-on-whatsapp", select: `${id}:${version}` }),
        "Store Manager",
      );
      expect(answer).toMatchObject({ ok: true, outcome: { changed: 0, stale: 0, missing: 0 } });
      expect(answer).not.toHaveProperty("undo");
      expect(await getMessage(database, id)).toMatchObject({ status, replied_by: by, version });
    }
  });
});

describe.each(databaseKinds)("the message page's action, over HTTP, on $name", ({ make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    test = await make();
    server = await startServer({ databaseUrl: test.databaseUrl || undefined });
    cookie = await adminCookie(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
    await test?.dispose();
  });

  const page = async (path: string) =>
    (await fetch(server.url + path, { headers: { Cookie: cookie }, redirect: "manual" })).text();
  /** As the page's script posts it: to the route's data URL, from the site's own origin. */
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}.data`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("marks the message Replied by the signed-in person, and the answer's Undo takes it back", async () => {
    const marker = `wa${Date.now().toString(36)}`;
    expect((await postMarkerMessage(server.url, marker)).status).toBe(201);
    const id = (await allMessages(server.url, cookie)).find((m) => String(m.message).includes(marker))?.id;
    expect(id).toBeDefined();
    const path = `/admin/contact-messages/${id}`;
    expect(await page(path)).toContain("Mark replied");

    const marked = await post(path, { intent: "replied-on-whatsapp", select: `${id}:1` });
    expect(marked.status).toBe(200);
    const answer = await marked.text();
    expect(answer).toContain("1 message marked replied.");
    expect(answer).toContain(`"${id}:2"`);
    const replied = await page(path);
    expect(replied).toContain(`Marked replied by <strong>${TEST_ADMIN.name}</strong>`);
    expect(replied).not.toContain(">Mark replied<");

    const undone = await post(path, { intent: "unreplied", select: `${id}:2` });
    expect(undone.status).toBe(200);
    expect(await undone.text()).toContain("1 message marked not replied.");
    const open = await page(path);
    expect(open).not.toContain("Marked replied by");
    expect(open).toContain("Mark replied");

    // Another site cannot mark it (the one action path's same-origin check).
    const foreign = await fetch(`${server.url}${path}.data`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "replied-on-whatsapp", select: `${id}:3` }).toString(),
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(await page(path)).not.toContain("Marked replied by");
  });
});
