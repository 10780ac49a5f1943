import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { TEST_ADMIN as ADMIN } from "../support/test-admin.ts";

/**
 * A collection hero's picture and its badges and figures, edited from the collection's
 * staff page over real HTTP on SQLite and PostgreSQL (issue 32): on the public screen
 * at its next load, the cached copy dropped; a save from a page opened before a
 * colleague's is refused, and nothing of it is kept.
 */
const CONFLICT = "This collection was changed by someone else since you opened it";

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
  return fetch(staff.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: staff.cookie, Origin: staff.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The staff page after a redirect: its flash notice is read there. */
async function staffPage(staff: Staff, path: string, cookie?: string | null) {
  const flash = cookie ? `; ${cookie.split(";")[0]}` : "";
  return (await fetch(staff.url + path, { headers: { Cookie: staff.cookie + flash } })).text();
}

async function uploadHero(staff: Staff, slug: string, fields: Record<string, string>, bytes?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (bytes) form.append("photo", new Blob([bytes as BlobPart], { type: "image/jpeg" }), "hero.jpg");
  return fetch(`${staff.url}/admin/collections/${slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: staff.cookie, Origin: staff.url },
    body: form,
  });
}

async function plainPhoto(n: number): Promise<Uint8Array> {
  const background = { r: (60 * n) % 256, g: 70, b: 120 };
  return new Uint8Array(
    await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );
}

async function publicPage(url: string, path: string) {
  const response = await fetch(url + path);
  return { html: await response.text(), cache: response.headers.get("X-Page-Cache") };
}

/** Until the page comes from the cache (another change's version check may drop the first copy). */
async function warm(url: string, path: string) {
  for (let i = 0; i < 8; i++) {
    if ((await publicPage(url, path)).cache === "hit") return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${path} never came from the cache`);
}

/** The hero section of a public collection screen. */
function heroOf(html: string): string {
  const start = html.indexOf('aria-labelledby="collection-hero-title"');
  return html.slice(start, html.indexOf("</section>", start));
}

describe.each(databaseKinds)("a collection hero edited by staff on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let staff: Staff;

  const row = (slug: string) =>
    database.db
      .selectFrom("collections")
      .select(["version", "hero_image_key", "hero_image_alt", "hero_badge", "hero_tag", "hero_stats"])
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();

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

  it("a replaced hero picture is on the screen at its next load; a stale page's is refused and kept nowhere", async () => {
    const before = await row("formals");
    expect(before.hero_image_key).not.toMatch(/^media\//);
    await warm(server.url, "/collections/formals");

    // Without words for it, a picture is refused and nothing changes.
    const undescribed = await uploadHero(
      staff,
      "formals",
      { version: String(before.version), alt: "" },
      await plainPhoto(1),
    );
    expect(undescribed.status).toBe(302);
    expect(await staffPage(staff, "/admin/collections/formals", undescribed.headers.get("Set-Cookie"))).toContain(
      "Say what the photo shows",
    );
    expect(await row("formals")).toEqual(before);

    const replaced = await uploadHero(
      staff,
      "formals",
      { version: String(before.version), alt: "A charcoal three-piece suit on a tailor's form" },
      await plainPhoto(2),
    );
    expect(replaced.status).toBe(302);
    expect(replaced.headers.get("Location")).toBe("/admin/collections/formals#hero-picture");
    const after = await row("formals");
    expect(after.version).toBe(before.version + 1);
    expect(after.hero_image_key).toMatch(/^media\/[a-f0-9]{32}$/);
    expect(after.hero_image_alt).toBe("A charcoal three-piece suit on a tailor's form");

    const live = await publicPage(server.url, "/collections/formals");
    expect(live.cache).not.toBe("hit");
    const hero = heroOf(live.html);
    expect(hero).toContain(`/images/${after.hero_image_key}-400.avif`);
    expect(hero).toContain('alt="A charcoal three-piece suit on a tailor&#x27;s form"');
    const file = await fetch(`${server.url}/images/${after.hero_image_key}-800.webp`);
    expect(file.status).toBe(200);
    expect((await sharp(new Uint8Array(await file.arrayBuffer())).metadata()).width).toBe(800);

    // A colleague's page, opened before that change: refused, its picture kept nowhere.
    const mediaBefore = await database.db.selectFrom("media").select("id").execute();
    const stale = await uploadHero(
      staff,
      "formals",
      { version: String(before.version), alt: "A navy blazer over a white shirt" },
      await plainPhoto(3),
    );
    expect(stale.status).toBe(302);
    expect(await staffPage(staff, "/admin/collections/formals", stale.headers.get("Set-Cookie"))).toContain(CONFLICT);
    expect(await row("formals")).toEqual(after);
    expect(await database.db.selectFrom("media").select("id").execute()).toHaveLength(mediaBefore.length);

    // Replaced again: the first upload goes, nothing shows it any more.
    const again = await uploadHero(
      staff,
      "formals",
      { version: String(after.version), alt: "A navy blazer over a white shirt" },
      await plainPhoto(4),
    );
    expect(again.status).toBe(302);
    const gone = await database.db
      .selectFrom("media")
      .select("id")
      .where("key", "=", after.hero_image_key)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect((await fetch(`${server.url}/images/${after.hero_image_key}-800.webp`)).status).toBe(404);
  });

  it("the innerwear hero's badges and figures are edited, reordered and removed; a stale page is refused", async () => {
    const seeded = await row("innerwear");
    expect(seeded.hero_badge).toBe("New Summer Collection");
    expect(seeded.hero_tag).toBe("Limited Edition");
    expect(JSON.parse(seeded.hero_stats!)).toEqual([
      { value: "{customersShort}", label: "Happy Customers" },
      { value: "100%", label: "Premium Materials" },
      { value: "24/7", label: "Customer Support" },
    ]);
    const page = await staffPage(staff, "/admin/collections/innerwear");
    expect(page).toContain('value="New Summer Collection"');
    expect(page).toContain("Shows 10k+");
    await warm(server.url, "/innerwears");

    const form = {
      version: String(seeded.version),
      heroBadge: "Monsoon Arrivals",
      heroTag: "",
      "figure-0-value": "{customersShort}",
      "figure-0-label": "Happy Customers",
      "figure-1-value": "100%",
      "figure-1-label": "Combed Cotton",
      "figure-2-value": "",
      "figure-2-label": "",
    };
    // Half a figure is refused next to its empty half, and nothing is saved.
    const half = await post(staff, "/admin/collections/innerwear", {
      ...form,
      intent: "badges",
      "figure-2-value": "7 days",
    });
    expect(half.status).toBe(422);
    expect(await half.text()).toContain("Figure 3 needs a label");
    expect(await row("innerwear")).toEqual(seeded);

    // "Move up" on the second figure saves the form with the two swapped.
    const moved = await post(staff, "/admin/collections/innerwear", { ...form, intent: "figure:up:1" });
    expect(moved.status).toBe(302);
    const saved = await row("innerwear");
    expect(saved).toMatchObject({ version: seeded.version + 1, hero_badge: "Monsoon Arrivals", hero_tag: null });
    expect(JSON.parse(saved.hero_stats!)).toEqual([
      { value: "100%", label: "Combed Cotton" },
      { value: "{customersShort}", label: "Happy Customers" },
    ]);
    const live = await publicPage(server.url, "/innerwears");
    expect(live.cache).not.toBe("hit");
    const hero = heroOf(live.html);
    expect(hero).toContain("Monsoon Arrivals");
    expect(hero).not.toContain("Limited Edition");
    expect(hero).not.toContain("24/7");
    expect(hero.indexOf("Combed Cotton")).toBeLessThan(hero.indexOf("Happy Customers"));
    expect(hero).toContain("10k+");

    // The same form again, from the page opened before: a conflict, nothing overwritten.
    const stale = await post(staff, "/admin/collections/innerwear", { ...form, intent: "badges", heroBadge: "Stale" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(CONFLICT);
    expect(await row("innerwear")).toEqual(saved);

    // Remove the first figure (rows as the page now shows them).
    const removed = await post(staff, "/admin/collections/innerwear", {
      version: String(saved.version),
      intent: "figure:delete:0",
      heroBadge: "Monsoon Arrivals",
      heroTag: "",
      "figure-0-value": "100%",
      "figure-0-label": "Combed Cotton",
      "figure-1-value": "{customersShort}",
      "figure-1-label": "Happy Customers",
    });
    expect(removed.status).toBe(302);
    expect(JSON.parse((await row("innerwear")).hero_stats!)).toEqual([
      { value: "{customersShort}", label: "Happy Customers" },
    ]);
    // The rating is the reviews' to state: a figure cannot type it.
    const rating = await post(staff, "/admin/collections/innerwear", {
      version: String((await row("innerwear")).version),
      intent: "badges",
      "figure-0-value": "{rating}",
      "figure-0-label": "Rating",
    });
    expect(rating.status).toBe(422);
  });

  it("a gallery collection's last photo is made its card's cover in one post; a stale order moves nothing", async () => {
    const slide = await database.db
      .selectFrom("showcase_slides")
      .select(["id", "version"])
      .where("list", "=", "gallery")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    const photos = () =>
      database.db
        .selectFrom("showcase_images")
        .select(["id", "alt"])
        .where("slide_id", "=", slide.id)
        .orderBy("position")
        .execute();
    const before = await photos();
    const last = before.at(-1)!;
    const route = `/admin/settings/showcase/${slide.id}/photos`;
    const order = (ids: number[], version: number) =>
      fetch(staff.url + route, {
        method: "POST",
        headers: { Cookie: staff.cookie, Origin: staff.url, Accept: "application/json" },
        body: new URLSearchParams({ intent: "reorder-photos", order: ids.join(","), version: String(version) }),
      });
    const cover = await order([last.id, ...before.slice(0, -1).map((p) => p.id)], slide.version);
    expect(cover.status).toBe(200);
    expect(await cover.json()).toEqual({ ok: true, version: slide.version + 1 });
    expect((await photos()).map((p) => p.id)).toEqual([last.id, ...before.slice(0, -1).map((p) => p.id)]);
    const gallery = await publicPage(server.url, "/gallery");
    const firstCard = gallery.html.slice(gallery.html.indexOf("<article"));
    expect(firstCard.slice(0, firstCard.indexOf("</article>"))).toContain(`alt="${last.alt}"`);

    // An order made on the page as it was before: refused, nothing moves.
    const stale = await order(
      before.map((p) => p.id),
      slide.version,
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ ok: false, conflict: true });
    expect((await photos())[0]!.id).toBe(last.id);

    // Without script: "Make cover" is one form post back to the slide.
    const back = await post(staff, route, {
      intent: `photo:first:${before[0]!.id}`,
      version: String(slide.version + 1),
    });
    expect(back.status).toBe(302);
    expect((await photos())[0]!.id).toBe(before[0]!.id);
  });
});
