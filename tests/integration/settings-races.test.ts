import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN as ADMIN } from "../support/test-admin.ts";

/**
 * Two owners changing the same setting at the same moment, over HTTP against the
 * built server: on PostgreSQL through two instances on one database (each request
 * on its own server, as behind a load balancer), on SQLite through one. Measured
 * before the fix on PostgreSQL: a published slide left with no photo in 1 of 3
 * rounds, and a save lost to a stale delete in 6 of 15 rounds (offers) and 2 of 12
 * (closures), both answered "done".
 */
type Staff = { cookie: string; url: string };

async function signIn(server: RunningServer): Promise<Staff> {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return { cookie: response.headers.getSetCookie()[0]!.split(";")[0]!, url: server.url };
}

async function post(staff: Staff, path: string, fields: Record<string, string>) {
  const response = await fetch(staff.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: staff.cookie, Origin: staff.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const html = (await response.text()).replace(/&#x27;/g, "'").replace(/<!-- -->/g, "");
  return { status: response.status, html };
}

/**
 * The staff member opens the page before changing it, as in the shop: its version
 * is what the form names. A row put in place by the test reaches each instance's
 * copy of the settings once that instance has seen the settings version change
 * (within a second), so the page is asked for until it is there.
 */
async function open(staff: Staff, path: string, showing?: string) {
  const started = performance.now();
  for (;;) {
    const response = await fetch(staff.url + path, { headers: { Cookie: staff.cookie }, redirect: "manual" });
    const html = await response.text();
    if (response.status === 200 && (showing === undefined || html.includes(showing))) return;
    if (performance.now() - started > 5_000) throw new Error(`${path} did not open: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ROUNDS = { slide: 8, offer: 15, closure: 12, slideSave: 10 };

describe.each(databaseKinds)("two owners changing one setting at once on $name", ({ name, make }) => {
  let target: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let database: Database;
  let one: Staff;
  let other: Staff;

  beforeAll(async () => {
    target = await make();
    // One session secret: a signed-in owner is signed in on both instances, as behind a balancer.
    const options = {
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      sessionSecret: randomBytes(32).toString("hex"),
      env: { BACKUP_REPLICATION: "off" },
    };
    a = await startServer(options);
    b = name === "postgres" ? await startServer(options) : a;
    database = openDatabase(target.target);
    one = await signIn(a);
    other = await signIn(b);
  }, 120_000);

  const bumpSettings = () =>
    database.db
      .updateTable("settings_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .execute();

  afterAll(async () => {
    await database?.db.destroy();
    await a?.stop();
    if (b !== a) await b?.stop();
    await target?.dispose();
  });

  it(`two owners removing a shown slide's last two photos at once: one is refused, a photo stays (${ROUNDS.slide} rounds)`, async () => {
    const slide = await database.db
      .selectFrom("showcase_slides")
      .select("id")
      .where("list", "=", "gallery")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    // Pictures another slide keeps, so removing them here never deletes the picture itself.
    const media = await database.db
      .selectFrom("showcase_images")
      .select("media_id")
      .where("slide_id", "!=", slide.id)
      .groupBy("media_id")
      .limit(2)
      .execute();
    expect(media).toHaveLength(2);
    const left: number[] = [];
    for (let round = 0; round < ROUNDS.slide; round++) {
      await database.db.deleteFrom("showcase_images").where("slide_id", "=", slide.id).execute();
      const images = [];
      for (const [position, { media_id }] of media.entries()) {
        images.push(
          await database.db
            .insertInto("showcase_images")
            .values({ slide_id: slide.id, media_id, position, alt: `A suit on a stand, view ${position + 1}` })
            .returning("id")
            .executeTakeFirstOrThrow(),
        );
      }
      await database.db
        .updateTable("showcase_slides")
        .set({ status: "published" })
        .where("id", "=", slide.id)
        .execute();
      const answers = await Promise.all([
        post(one, `/admin/settings/showcase/${slide.id}`, { intent: `photo:delete:${images[0]!.id}` }),
        post(other, `/admin/settings/showcase/${slide.id}`, { intent: `photo:delete:${images[1]!.id}` }),
      ]);
      const count = await database.db
        .selectFrom("showcase_images")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("slide_id", "=", slide.id)
        .executeTakeFirstOrThrow();
      left.push(Number(count.n));
      // Soft: every round runs, and the log line says how many went wrong.
      expect.soft(answers.map((x) => x.status).sort(), `round ${round}`).toEqual([302, 422]);
      expect.soft(answers.find((x) => x.status === 422)?.html ?? "").toContain("A slide on the site needs a photo.");
    }
    console.log(`${name}: photos left on the shown slide after each round: ${left.join(", ")}`);
    expect(left.every((n) => n === 1)).toBe(true);
  });

  it(`a slide's save and a stale delete at once: never both done (${ROUNDS.slideSave} rounds)`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS.slideSave; round++) {
      const at = new Date().toISOString();
      const { id } = await database.db
        .insertInto("showcase_slides")
        .values({
          list: "gallery",
          position: 100 + round,
          status: "hidden",
          title: "Race slide",
          note: "Formals",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await bumpSettings();
      await Promise.all([one, other].map((staff) => open(staff, `/admin/settings/showcase/${id}`)));
      const [saved, deleted] = await Promise.all([
        post(one, `/admin/settings/showcase/${id}`, {
          intent: "save",
          version: "1",
          title: "Saved in the race",
          note: "Formals",
          description: "",
        }),
        post(other, `/admin/settings/showcase/${id}`, { intent: "delete", version: "1", list: "gallery" }),
      ]);
      const row = await database.db
        .selectFrom("showcase_slides")
        .select("title")
        .where("id", "=", id)
        .executeTakeFirst();
      outcomes.push(`${saved.status}/${deleted.status}`);
      if (saved.status === 302) {
        expect.soft(deleted.status, `round ${round}`).toBe(409);
        expect.soft(deleted.html).toContain("This slide was changed by someone else since you opened it");
        expect.soft(row?.title, `round ${round}`).toBe("Saved in the race");
      } else {
        expect.soft(deleted.status, `round ${round}`).toBe(302);
        expect.soft([404, 409], `round ${round}`).toContain(saved.status);
        expect.soft(row).toBeUndefined();
      }
    }
    console.log(`${name}: slides, save/delete answers per round: ${outcomes.join(" ")}`);
  });

  it(`a save and a stale delete of an offer at once: never both done, and a stale delete is refused (${ROUNDS.offer} rounds)`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS.offer; round++) {
      const at = new Date().toISOString();
      const code = `RACE${round}`;
      const { id } = await database.db
        .insertInto("offers")
        .values({
          code,
          headline: "10%",
          title: "Race offer",
          status: "hidden",
          position: 100 + round,
          valid_from: null,
          valid_until: null,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await bumpSettings();
      await Promise.all([one, other].map((staff) => open(staff, `/admin/settings/offers/${id}`)));
      const [saved, deleted] = await Promise.all([
        post(one, `/admin/settings/offers/${id}`, {
          version: "1",
          code,
          headline: "15%",
          title: "Saved in the race",
          description: "",
          terms: "",
        }),
        post(other, `/admin/settings/offers/${id}`, { intent: "delete", version: "1" }),
      ]);
      const row = await database.db.selectFrom("offers").select("title").where("id", "=", id).executeTakeFirst();
      outcomes.push(`${saved.status}/${deleted.status}`);
      // Never both "done": either the save stands and the delete was refused, or the delete won and the save was refused.
      if (saved.status === 302) {
        expect.soft(deleted.status, `round ${round}`).toBe(409);
        expect.soft(deleted.html).toContain("This offer was changed by someone else since you opened it");
        expect.soft(row?.title, `round ${round}`).toBe("Saved in the race");
      } else {
        // The delete won: the save heard that the offer is gone (404) or changed (409), and nothing is stored.
        expect.soft(deleted.status, `round ${round}`).toBe(302);
        expect.soft([404, 409], `round ${round}`).toContain(saved.status);
        expect.soft(row).toBeUndefined();
      }
    }
    console.log(`${name}: offers, save/delete answers per round: ${outcomes.join(" ")}`);
    // And one after the other: the delete names the version its page showed.
    const last = await database.db
      .selectFrom("offers")
      .select(["id", "code", "version"])
      .where("code", "like", "RACE%")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const resaved = await post(one, `/admin/settings/offers/${last.id}`, {
      version: String(last.version),
      code: last.code,
      headline: "20%",
      title: "Saved first",
    });
    expect(resaved.status).toBe(302);
    const stale = await post(other, `/admin/settings/offers/${last.id}`, {
      intent: "delete",
      version: String(last.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.html).toContain("This offer was changed by someone else since you opened it");
    const kept = await database.db.selectFrom("offers").select("title").where("id", "=", last.id).executeTakeFirst();
    expect(kept?.title).toBe("Saved first");
  });

  it(`a save and a stale delete of a closure at once: never both done (${ROUNDS.closure} rounds)`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS.closure; round++) {
      const at = new Date().toISOString();
      const day = `2099-03-${String(round + 1).padStart(2, "0")}`;
      const { id } = await database.db
        .insertInto("store_closures")
        .values({
          starts_on: day,
          ends_on: day,
          opens: null,
          closes: null,
          note: "Stock-taking",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await bumpSettings();
      await Promise.all([one, other].map((staff) => open(staff, "/admin/settings/hours", `?edit=${id}#`)));
      const [saved, deleted] = await Promise.all([
        post(one, "/admin/settings/hours", {
          intent: "edit-closure",
          id: String(id),
          version: "1",
          from: day,
          to: "",
          kind: "closed",
          note: "Saved in the race",
        }),
        post(other, "/admin/settings/hours", { intent: "delete-closure", id: String(id), version: "1" }),
      ]);
      const row = await database.db.selectFrom("store_closures").select("note").where("id", "=", id).executeTakeFirst();
      outcomes.push(`${saved.status}/${deleted.status}`);
      if (saved.status === 302) {
        expect.soft(deleted.status, `round ${round}`).toBe(409);
        expect.soft(deleted.html).toContain("The hours were changed by someone else since you opened them");
        expect.soft(row?.note, `round ${round}`).toBe("Saved in the race");
      } else {
        // The delete won: the save heard that the offer is gone (404) or changed (409), and nothing is stored.
        expect.soft(deleted.status, `round ${round}`).toBe(302);
        expect.soft([404, 409], `round ${round}`).toContain(saved.status);
        expect.soft(row).toBeUndefined();
      }
    }
    console.log(`${name}: closures, save/delete answers per round: ${outcomes.join(" ")}`);
  });
});
