import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMessage } from "../../app/services/inbox/messages.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN as ADMIN } from "../support/test-admin.ts";

/**
 * The activity log's line is written in the same transaction as what it records:
 * when the log cannot be written (here its table is taken away), the thing it would
 * have recorded is not done either, over HTTP against the built server. Before the
 * fix, deleting messages and signing out a device were committed first and logged
 * after, so a failing log left them done and unrecorded.
 */
async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

describe.each(databaseKinds)("the activity log in the write's transaction on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let cookie: string;

  const post = async (path: string, fields: Record<string, string>, as = cookie) => {
    const response = await fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: as, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    await response.text();
    return response.status;
  };
  const breakLog = () => sql`alter table activity_log rename to activity_log_away`.execute(database.db);
  const mendLog = () => sql`alter table activity_log_away rename to activity_log`.execute(database.db);
  let broken = false;
  const logLines = async (action: string) =>
    (await database.db.selectFrom("activity_log").select("detail").where("action", "=", action).execute()).length;

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    cookie = await signIn(server);
  }, 90_000);

  afterEach(async () => {
    if (broken) await mendLog();
    broken = false;
  });

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  it("deleting messages: a log that cannot be written leaves the messages in place, then both happen", async () => {
    const messages: Array<{ id: number }> = [];
    for (const name of ["Ravi Kumar", "Meena Iyer"]) {
      messages.push(
        await createMessage(database, {
          name,
          email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
          phone: "+91 98450 12345",
          subject: "Linen",
          message: "Do you have a white linen shirt in 42?",
          category: "shirts",
        }),
      );
    }
    const stored = async () =>
      (
        await database.db
          .selectFrom("contact_messages")
          .select("id")
          .where(
            "id",
            "in",
            messages.map((m) => m.id),
          )
          .execute()
      ).length;
    // The owner's "Delete for good" after the question, for both messages as the list showed them.
    const body = new URLSearchParams({ intent: "delete", confirmed: "yes" });
    for (const m of messages) body.append("select", `${m.id}:1`);
    const send = async () => {
      const response = await fetch(`${server.url}/admin/contact-messages`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      await response.text();
      return response.status;
    };

    await breakLog();
    broken = true;
    expect(await send()).toBeGreaterThanOrEqual(500);
    await mendLog();
    broken = false;
    expect(await stored()).toBe(2);
    expect(await logLines("messages.deleted")).toBe(0);

    expect(await send()).toBe(200);
    expect(await stored()).toBe(0);
    expect(await logLines("messages.deleted")).toBe(1);
  });

  it("signing out a device: a log that cannot be written leaves the device signed in, then both happen", async () => {
    const handles = async () =>
      (await database.db.selectFrom("sessions").select("handle").execute()).map((r) => r.handle).filter(Boolean);
    const before = new Set(await handles());
    const device = await signIn(server);
    const handle = (await handles()).find((h) => !before.has(h))!;
    expect(handle).toBeTruthy();
    const signedIn = async () =>
      (await fetch(`${server.url}/admin/account/sessions`, { headers: { Cookie: device }, redirect: "manual" }))
        .status === 200;
    expect(await signedIn()).toBe(true);
    const lines = await logLines("session.ended");

    await breakLog();
    broken = true;
    expect(await post("/admin/account/sessions", { intent: "end-session", session: handle! })).toBeGreaterThanOrEqual(
      500,
    );
    await mendLog();
    broken = false;
    expect(await signedIn()).toBe(true);
    expect(await logLines("session.ended")).toBe(lines);

    expect(await post("/admin/account/sessions", { intent: "end-session", session: handle! })).toBe(200);
    expect(await signedIn()).toBe(false);
    expect(await logLines("session.ended")).toBe(lines + 1);
  });

  it("the owner signing out a device from an account's page: logged in the same transaction", async () => {
    const owner = await database.db
      .selectFrom("admins")
      .select("id")
      .where("username", "=", ADMIN.username)
      .executeTakeFirstOrThrow();
    const handles = async () =>
      (await database.db.selectFrom("sessions").select("handle").execute()).map((r) => r.handle).filter(Boolean);
    const before = new Set(await handles());
    const device = await signIn(server);
    const handle = (await handles()).find((h) => !before.has(h))!;
    const signedIn = async () =>
      (await fetch(`${server.url}/admin/account/sessions`, { headers: { Cookie: device }, redirect: "manual" }))
        .status === 200;
    const lines = await logLines("session.ended");
    const endIt = () => post(`/admin/accounts/${owner.id}`, { intent: "end-session", session: handle });

    await breakLog();
    broken = true;
    expect(await endIt()).toBeGreaterThanOrEqual(500);
    await mendLog();
    broken = false;
    expect(await signedIn()).toBe(true);
    expect(await logLines("session.ended")).toBe(lines);

    expect(await endIt()).toBe(200);
    expect(await signedIn()).toBe(false);
    expect(await logLines("session.ended")).toBe(lines + 1);
  });
});
