import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN as ADMIN } from "../support/test-admin.ts";

/**
 * The showcase's other lists over real HTTP against the built server, on SQLite and
 * PostgreSQL, the way a phone without JavaScript posts them: "Make cover" on a
 * trending card is on `/` at the next load; the script's whole order from a stale
 * page is refused in JSON; a social tile shows a like count only once one is typed;
 * the offers page's featured cards show no typed rating.
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

async function post(staff: Staff, path: string, fields: Record<string, string>, accept = "text/html") {
  const response = await fetch(staff.url + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: staff.cookie,
      Origin: staff.url,
      Accept: accept,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

/** The page's text as a reader sees it (React escapes quotes and ampersands). */
async function page(url: string) {
  const html = await (await fetch(url)).text();
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");
}

describe.each(databaseKinds)("the showcase's lists over HTTP on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let staff: Staff;

  const slide = (list: string, position = 0) =>
    database.db
      .selectFrom("showcase_slides")
      .selectAll()
      .where("list", "=", list)
      .orderBy("position")
      .offset(position)
      .limit(1)
      .executeTakeFirstOrThrow();
  const photos = async (slideId: number) =>
    database.db
      .selectFrom("showcase_images")
      .innerJoin("media", "media.id", "showcase_images.media_id")
      .select(["showcase_images.id", "media.key"])
      .where("slide_id", "=", slideId)
      .orderBy("showcase_images.position")
      .execute();

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    staff = await signIn(server);
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  it("Make cover without JavaScript puts a trending card's third photo first, on / at the next load", async () => {
    const card = await slide("trending");
    const before = await photos(card.id);
    // A card's carousel draws its cover's picture first; the others come after hydration.
    const home = await page(`${server.url}/`);
    expect([home.includes(`/images/${before[0]!.key}-`), home.includes(`/images/${before[2]!.key}-`)]).toEqual([
      true,
      false,
    ]);

    // The button's post: the slide form's fields, to the photos route (its formAction).
    const made = await post(staff, `/admin/settings/showcase/${card.id}/photos`, {
      version: String(card.version),
      title: card.title,
      intent: `photo:first:${before[2]!.id}`,
    });
    expect([made.status, made.location]).toEqual([302, `/admin/settings/showcase/${card.id}#photos`]);
    expect((await photos(card.id)).map((p) => p.id)).toEqual([before[2]!.id, before[0]!.id, before[1]!.id]);
    const after = await page(`${server.url}/`);
    expect([after.includes(`/images/${before[0]!.key}-`), after.includes(`/images/${before[2]!.key}-`)]).toEqual([
      false,
      true,
    ]);

    // The script's whole order from the page opened before: refused, in JSON, nothing moved.
    const stale = await post(
      staff,
      `/admin/settings/showcase/${card.id}/photos`,
      { intent: "reorder-photos", order: before.map((p) => p.id).join(","), version: String(card.version) },
      "application/json",
    );
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.text)).toEqual({
      ok: false,
      conflict: true,
      message: "This slide was changed by someone else since you opened it",
    });
    expect((await photos(card.id))[0]!.id).toBe(before[2]!.id);
  });

  it("a social tile shows no like count until one is typed, then that one, and opens its post", async () => {
    const home = await page(`${server.url}/`);
    expect(home).not.toContain(" likes</span>");
    const tile = await slide("social", 1);
    const saved = await post(staff, `/admin/settings/showcase/${tile.id}`, {
      intent: "save",
      version: String(tile.version),
      link: "https://www.instagram.com/p/Cx1Abc/",
      note: "2,847",
    });
    expect(saved.status).toBe(302);
    const after = await page(`${server.url}/`);
    expect(after.match(/ likes<\/span>/g)).toHaveLength(1);
    expect(after).toContain('2,847<span class="sr-only"> likes</span>');
    expect(after).toContain('href="https://www.instagram.com/p/Cx1Abc/"');

    const madeUp = await post(staff, `/admin/settings/showcase/${tile.id}`, {
      intent: "save",
      version: String(tile.version + 1),
      link: "",
      note: "2.8k",
    });
    expect(madeUp.status).toBe(422);
    expect(madeUp.text).toContain("Likes: a whole number like 2847, or empty.");
  });

  it("the offers page's featured cards show no typed rating", async () => {
    const offers = await page(`${server.url}/offers`);
    expect(offers).toContain("Oxford Formal Shirts");
    expect(offers).not.toMatch(/Rated <\/span>|out of 5/);
  });
});
