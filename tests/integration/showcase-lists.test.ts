import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialTiles, trendingCategories } from "../../app/lib/settings/showcase-views.ts";
import type { SlideList } from "../../app/lib/settings/showcase.ts";
import { createAdmin } from "../../app/services/accounts/admins.server.ts";
import { processUpload } from "../../app/services/media/media.server.ts";
import { PageCache } from "../../app/services/page-cache/page-cache.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { SEEDED_LISTS_KEY, seedSettings } from "../../app/services/settings/seed.server.ts";
import {
  currentSettings,
  forgetSettings,
  settingsVersionSource,
  slidesOf,
} from "../../app/services/settings/settings.server.ts";
import type { Actor } from "../../app/services/settings/settings-write.server.ts";
import {
  addSlidePhoto,
  createSlide,
  deleteSlide,
  orderSlidePhotos,
  saveSlide,
} from "../../app/services/settings/showcase.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * The showcase's other lists (issue 32): the trending cards, the social grid, the
 * about, visit and offers pages' pictures, the timeline and the featured cards, on
 * SQLite and PostgreSQL through the services the one editor calls. Each is seeded from
 * today's content once (also on an install from before them), saved with its own
 * words, refused when saved or reordered from a stale page, and a save drops the
 * cached pages.
 */
const posted = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A valid save of each list, and what its page then reads. */
const SAVES: Record<Exclude<SlideList, "hero" | "promo" | "gallery" | "slider">, Record<string, string>> = {
  trending: { title: "Wedding Week", description: "Sherwanis and safas.", link: "/groom" },
  social: { link: "https://www.instagram.com/p/Cx1Abc/", note: "1,204" },
  about: {},
  timeline: { shortTitle: "1999", title: "A second counter", description: "Suiting by the metre." },
  groups: {},
  visit: {},
  offers: {},
  featured: { title: "Linen Shirts", shortTitle: "House", note: "Casual Wear", link: "/collections/semi-formals" },
};

describe.each(databaseKinds)("the showcase's lists on $name", ({ make }) => {
  let target: TestDatabase;
  let database: Database;
  let actor: Actor;

  const slides = async (list: SlideList) => slidesOf(await currentSettings(database), list);

  beforeAll(async () => {
    target = await make();
    database = openDatabase(target.target);
    await migrateToLatest(database);
    expect(await seedSettings(database)).toBe("seeded");
    actor = await createAdmin(database, { username: "owner-lists", password: "a long enough passphrase 42" });
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await target?.dispose();
  });

  it("a fresh install has every list as today's pages show it, and the social grid has no like counts", async () => {
    const counts = await Promise.all(
      (["trending", "social", "about", "timeline", "groups", "visit", "offers", "featured"] as const).map(
        async (list) => (await slides(list)).map((s) => s.images.length),
      ),
    );
    expect(counts).toEqual([[3, 3, 3, 3, 3, 3], [1, 1, 1, 1], [1], [1, 1, 1], [1, 1, 1], [1], [1], [3, 3, 3, 3]]);
    expect((await slides("trending")).map((s) => [s.title, s.link, s.published])[0]).toEqual([
      "Office Ready Formals",
      "/collections/formals",
      true,
    ]);
    expect((await slides("timeline")).map((s) => s.shortTitle)).toEqual(["1984", "2010", "2024"]);
    expect(socialTiles(await slides("social")).map((t) => t.likes)).toEqual([null, null, null, null]);
    expect((await slides("visit"))[0]!.images[0]!.key).toBe("site/visit/store-interior");
    expect(await seedSettings(database)).toBe("present");
  });

  it.each(Object.keys(SAVES) as Array<keyof typeof SAVES>)(
    "saving the %s list keeps its words, raises its version and drops the cached pages",
    async (list) => {
      const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, versionCheckMs: 0 });
      cache.addVersionSource(settingsVersionSource(database));
      await cache.refresh();
      cache.set(
        "/",
        { status: 200, body: Buffer.from("home"), headers: [], etag: '"1"', scriptHashes: [] },
        cache.generation,
      );

      const slide = (await slides(list))[0]!;
      const alt = `${slide.images[0]?.alt ?? ""}, in the new season`.slice(0, 200);
      const fields = { ...SAVES[list], [`alt-${slide.images[0]!.imageId}`]: alt };
      const saved = await saveSlide(database, actor, slide.id, slide.version, posted(fields), "save");
      expect(saved).toEqual({ ok: true, value: { status: "published" } });

      const now = (await slides(list)).find((s) => s.id === slide.id)!;
      expect(now.version).toBe(slide.version + 1);
      expect(now.images[0]!.alt).toBe(alt);
      if (list === "social") expect([now.link, now.note]).toEqual(["https://www.instagram.com/p/Cx1Abc/", "1204"]);
      if (list === "trending")
        expect([now.title, now.description, now.link]).toEqual(["Wedding Week", "Sherwanis and safas.", "/groom"]);
      if (list === "timeline") expect([now.shortTitle, now.title]).toEqual(["1999", "A second counter"]);
      if (list === "featured")
        expect([now.title, now.shortTitle, now.note]).toEqual(["Linen Shirts", "House", "Casual Wear"]);

      await cache.refresh();
      expect(cache.get("/")).toBeUndefined();

      // The same list saved again from the page opened before: refused, nothing changed.
      const stale = await saveSlide(
        database,
        actor,
        slide.id,
        slide.version,
        posted({ ...fields, title: "Mine" }),
        "save",
      );
      expect(stale).toEqual({ ok: false, reason: "conflict" });
      expect((await slides(list)).find((s) => s.id === slide.id)!.version).toBe(slide.version + 1);
    },
  );

  it("a page's picture and the collection groups keep their places: no delete, no add; a save keeps the group's title", async () => {
    const [group] = await slides("groups");
    expect(group!.title).toBe("Everyday & Office");
    const refused = await deleteSlide(database, actor, group!.id, group!.version);
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    const added = await createSlide(database, actor, "visit", posted({}));
    expect(added).toMatchObject({ ok: false, reason: "invalid" });
    expect(await slides("visit")).toHaveLength(1);
    // The groups' earlier save (above) described the photo and left the title the page finds it by.
    expect((await slides("groups")).map((g) => g.title)).toEqual([
      "Everyday & Office",
      "Celebrations",
      "Comfort & Seasons",
    ]);
  });

  it("Make cover and a dragged order need the version the page showed; a stale one moves nothing", async () => {
    const card = (await slides("trending"))[1]!;
    const [first, second, third] = card.images.map((i) => i.imageId);
    const made = await orderSlidePhotos(database, actor, card.id, card.version, { id: third!, step: "first" });
    expect(made).toEqual({ ok: true, value: { version: card.version + 1 } });
    const shown = trendingCategories(await slides("trending"))[1]!;
    expect(shown.images.map((i) => i.key)).toEqual([2, 0, 1].map((i) => card.images[i]!.key));

    // A colleague's page from before the cover was made: its drag is refused as a whole.
    const stale = await orderSlidePhotos(database, actor, card.id, card.version, { ids: [third!, second!, first!] });
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    const dragged = await orderSlidePhotos(database, actor, card.id, card.version + 1, {
      ids: [third!, second!, first!],
    });
    expect(dragged.ok).toBe(true);
    expect((await slides("trending"))[1]!.images.map((i) => i.imageId)).toEqual([third, second, first]);

    const history = await database.db
      .selectFrom("settings_changes")
      .select(["action", "subject"])
      .where("section", "=", "showcase")
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    expect(history).toEqual([
      { action: "photos-moved", subject: "Trending categories: Night Out Clubwear" },
      { action: "photo-cover", subject: "Trending categories: Night Out Clubwear" },
    ]);
  });

  it("a full trending card's artwork is replaced by each upload, in its place; a card of photos refuses a fourth", async () => {
    const card = (await slides("trending"))[0]!;
    const artwork = card.images.map((i) => i.key);
    const upload = async (background: string) => {
      const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const processed = await processUpload(new Uint8Array(photo), "The photo", { kind: "portrait" });
      if (!processed.ok) throw new Error(processed.message);
      return processed;
    };
    // The card holds three, all artwork: a new photo takes the last artwork's place, not a refusal.
    const first = await addSlidePhoto(
      database,
      actor,
      card.id,
      await upload("#1f2a44"),
      "A navy suit on the studio rail",
    );
    if (!first.ok) throw new Error(JSON.stringify(first));
    let keys = (await slides("trending"))[0]!.images.map((i) => i.key);
    expect(keys).toHaveLength(3);
    expect(keys.slice(0, 2)).toEqual(artwork.slice(0, 2));
    expect(keys[2]).toMatch(/^media\//);

    for (const colour of ["#44201f", "#1f4427"]) {
      expect((await addSlidePhoto(database, actor, card.id, await upload(colour), "Another photo")).ok).toBe(true);
    }
    keys = (await slides("trending"))[0]!.images.map((i) => i.key);
    expect(keys.filter((k) => artwork.includes(k))).toEqual([]);
    // Three of the store's photos: a fourth is refused until one goes.
    expect(await addSlidePhoto(database, actor, card.id, await upload("#3f3f3f"), "A fourth")).toMatchObject({
      ok: false,
      reason: "invalid",
    });

    const now = (await slides("trending"))[0]!;
    expect(
      (await orderSlidePhotos(database, actor, card.id, now.version, { id: first.value.imageId, step: "first" })).ok,
    ).toBe(true);
    const [shown] = trendingCategories(await slides("trending"));
    expect(shown!.images[0]).toEqual({
      key: expect.stringMatching(/^media\//),
      kind: "portrait",
      alt: "A navy suit on the studio rail",
    });
  });

  it("an install from before these lists gets them once, its own lists untouched; a list emptied on purpose stays empty", async () => {
    const before = await currentSettings(database);
    const newLists = ["trending", "social", "about", "timeline", "groups", "visit", "offers", "featured"];
    // As an install seeded before issue 32 has it: the first four lists and no marker.
    await database.db.deleteFrom("showcase_slides").where("list", "in", newLists).execute();
    await database.db.deleteFrom("settings").where("key", "=", SEEDED_LISTS_KEY).execute();
    expect(await seedSettings(database)).toBe("seeded");
    // The seed runs before anything reads, on a start; here the snapshot read a moment ago is dropped.
    forgetSettings(database);
    const after = await currentSettings(database);
    for (const list of ["hero", "promo", "gallery", "slider"] as const) {
      expect(slidesOf(after, list).map((s) => s.id)).toEqual(slidesOf(before, list).map((s) => s.id));
    }
    expect(slidesOf(after, "social")).toHaveLength(4);

    for (const tile of slidesOf(after, "social")) {
      expect(await deleteSlide(database, actor, tile.id, tile.version)).toEqual({ ok: true });
    }
    expect(await seedSettings(database)).toBe("present");
    forgetSettings(database);
    expect(await slides("social")).toEqual([]);
  });
});
