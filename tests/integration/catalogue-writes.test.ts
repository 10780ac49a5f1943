import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Actor,
  catalogueWrite,
  CONFLICT,
  recordChange,
} from "../../app/services/catalogue/catalogue-write.server.ts";
import {
  addUploadedImage,
  MAX_IMAGES_PER_ITEM,
  removeImage,
  reorderImages,
} from "../../app/services/catalogue/product-photos.server.ts";
import { reorderItems, saveProduct } from "../../app/services/catalogue/products.server.ts";
import type { ProductInput } from "../../app/lib/catalogue/product-form.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { processUpload, type ProcessedUpload } from "../../app/services/media/media.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/** Everything a catalogue change can touch, to compare before and after. */
async function catalogueState(database: Database) {
  const db = database.db;
  return {
    items: await db.selectFrom("items").selectAll().orderBy("id").execute(),
    changes: await db.selectFrom("catalogue_changes").selectAll().orderBy("id").execute(),
    activity: await db.selectFrom("activity_log").selectAll().orderBy("id").execute(),
    version: await db.selectFrom("catalogue_version").selectAll().execute(),
  };
}

/**
 * The catalogue's write services against a real database, once per database.
 *
 * Two staff changing the same product or collection at the same moment, on the
 * services themselves: each change is its own transaction on its own connection (a
 * pool of ten on PostgreSQL), started together as two requests would be. On
 * PostgreSQL, without the row locks of catalogue-write.server.ts, every one of these
 * broke the rule it checks (measured: the checks all read the state from before the
 * other change committed). SQLite admits one writer at a time and must hold them too.
 */
describe.each(databaseKinds)("the catalogue's writes on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let actor: Actor;
  /** Published groom items with their four seeded photos, one per test round. */
  let items: number[];

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    const at = new Date().toISOString();
    const admin = await database.db
      .insertInto("admins")
      .values({ username: "asha", password_hash: "-", name: "Asha", email: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    actor = { id: admin.id, username: "asha", name: "Asha" };
    const rows = await database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .select("items.id")
      .where("collections.slug", "=", "groom")
      .where("items.status", "=", "published")
      .orderBy("items.id")
      .execute();
    items = rows.map((r) => r.id);
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  const photosOf = async (itemId: number) =>
    database.db
      .selectFrom("item_images")
      .select(["id", "position"])
      .where("item_id", "=", itemId)
      .orderBy("position")
      .orderBy("id")
      .execute();

  it("a refusal rolls back what the change wrote before it: the database is exactly as before", async () => {
    const item = await database.db.selectFrom("items").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const before = await catalogueState(database);
    // A change that has saved the details and logged a status change, then finds the
    // version it was given stale at a later step: a conflict, nothing half-saved.
    const result = await catalogueWrite(database, async (trx, lock) => {
      const row = await lock.item(item.id);
      await trx
        .updateTable("items")
        .set({ title: "Half-saved title", status: "hidden", version: row!.version + 1 })
        .where("id", "=", item.id)
        .execute();
      const who = { collectionId: row!.collection_id, itemId: item.id, subject: "Half-saved title" };
      await recordChange(trx, actor, { ...who, action: "edited", fields: ["title"] }, new Date().toISOString());
      await recordChange(trx, actor, { ...who, action: "hidden" }, new Date().toISOString());
      return CONFLICT;
    });
    expect(result).toEqual(CONFLICT);
    expect(await catalogueState(database)).toEqual(before);
  });

  it("two staff removing a published product's last two photos at once: one is refused, one photo stays", async () => {
    for (const itemId of items.slice(0, 8)) {
      const [first, second, ...rest] = await photosOf(itemId);
      for (const photo of rest) expect((await removeImage(database, actor, itemId, photo.id)).ok).toBe(true);
      const results = await Promise.all([
        removeImage(database, actor, itemId, first!.id),
        removeImage(database, actor, itemId, second!.id),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ reason: "invalid" });
      expect(await photosOf(itemId)).toHaveLength(1);
    }
  });

  it(`uploads racing for a product's last free places never take it past ${MAX_IMAGES_PER_ITEM} photos`, async () => {
    const uploads: ProcessedUpload[] = [];
    for (let i = 0; i < 3; i++) {
      const bytes = await sharp({
        create: { width: 800, height: 1000, channels: 3, background: { r: 60 * i, g: 90, b: 140 } },
      })
        .jpeg()
        .toBuffer();
      const processed = await processUpload(new Uint8Array(bytes), `photo ${i}`);
      if (!processed.ok) throw new Error(processed.message);
      uploads.push(processed);
    }
    for (const itemId of items.slice(8, 14)) {
      // Fill it up to one place short of the cap, then three uploads at once.
      const others = await database.db
        .selectFrom("item_images")
        .select("media_id")
        .where("item_id", "!=", itemId)
        .groupBy("media_id")
        .limit(MAX_IMAGES_PER_ITEM)
        .execute();
      let count = (await photosOf(itemId)).length;
      for (const { media_id } of others) {
        if (count >= MAX_IMAGES_PER_ITEM - 1) break;
        await database.db
          .insertInto("item_images")
          .values({ item_id: itemId, media_id, position: 100 + count, alt: "A photo" })
          .execute();
        count++;
      }
      const results = await Promise.all(uploads.map((upload) => addUploadedImage(database, actor, itemId, upload)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await photosOf(itemId)).toHaveLength(MAX_IMAGES_PER_ITEM);
    }
  });

  it("every photo change raises the product's version once, however many arrive together", async () => {
    const itemId = items[14]!;
    const version = async () =>
      (await database.db.selectFrom("items").select("version").where("id", "=", itemId).executeTakeFirstOrThrow())
        .version;
    const before = await version();
    const photos = await photosOf(itemId);
    // Four orders, each a change from the seeded one and from each other.
    const orders = [1, 2, 3, 4].map((shift) =>
      [...photos.slice(shift % 4), ...photos.slice(0, shift % 4)].map((p) => p.id),
    );
    // All made on the page as it was: the first to arrive wins, the others are stale.
    await Promise.all(orders.map((ids) => reorderImages(database, actor, itemId, before, { ids })));
    const recorded = await database.db
      .selectFrom("catalogue_changes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("item_id", "=", itemId)
      .where("action", "=", "photos-reordered")
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBeGreaterThan(0);
    expect((await version()) - before).toBe(Number(recorded.n));
  });

  it("makes a photo the cover, or sets the whole order, in one change; a stale order is refused and nothing moves", async () => {
    const itemId = items[15]!;
    const version = async () =>
      (await database.db.selectFrom("items").select("version").where("id", "=", itemId).executeTakeFirstOrThrow())
        .version;
    const order = async () => (await photosOf(itemId)).map((p) => p.id);
    const [a, b, c, d] = await order();
    const start = await version();

    expect(await reorderImages(database, actor, itemId, start, { id: c!, step: "first" })).toEqual({
      ok: true,
      value: { version: start + 1 },
    });
    expect(await order()).toEqual([c, a, b, d]);
    expect(await reorderImages(database, actor, itemId, start + 1, { ids: [d!, b!, a!, c!] })).toEqual({
      ok: true,
      value: { version: start + 2 },
    });
    expect(await order()).toEqual([d, b, a, c]);

    // Made on the page from before either change: refused, and everything stays as it was.
    const before = { state: await catalogueState(database), photos: await photosOf(itemId) };
    expect(await reorderImages(database, actor, itemId, start + 1, { ids: [a!, b!, c!, d!] })).toEqual(CONFLICT);
    expect(await reorderImages(database, actor, itemId, start, { id: a!, step: "first" })).toEqual(CONFLICT);
    expect(await reorderImages(database, actor, itemId, start, { id: a!, step: -1 })).toEqual(CONFLICT);
    expect({ state: await catalogueState(database), photos: await photosOf(itemId) }).toEqual(before);
    const history = await database.db
      .selectFrom("catalogue_changes")
      .select("action")
      .where("item_id", "=", itemId)
      .where("action", "=", "photos-reordered")
      .execute();
    expect(history).toHaveLength(2);
  });

  it("reorders of one collection at once leave one order, with no position taken twice", async () => {
    const collection = "ramraj";
    const ids = async () =>
      (
        await database.db
          .selectFrom("items")
          .innerJoin("collections", "collections.id", "items.collection_id")
          .select(["items.id", "items.position"])
          .where("collections.slug", "=", collection)
          .orderBy("items.position")
          .orderBy("items.id")
          .execute()
      ).map((r) => ({ id: r.id, position: r.position }));
    for (let round = 0; round < 6; round++) {
      const current = (await ids()).map((r) => r.id);
      // Every item moves a place down at once, each in its own request.
      await Promise.all(current.map((id) => reorderItems(database, actor, collection, { id, step: 1 })));
      const after = await ids();
      expect(new Set(after.map((r) => r.position)).size, `round ${round}`).toBe(after.length);
    }
  });

  // What a product save refuses, whatever the form sent: nothing of a refused save is stored.
  it("refuses a photo's alt text with control characters or over 200 characters, saying which photo", async () => {
    // An item the races above leave alone.
    const item = await database.db
      .selectFrom("items")
      .selectAll()
      .where("id", "=", items.at(-1)!)
      .executeTakeFirstOrThrow();
    const altsOf = () =>
      database.db
        .selectFrom("item_images")
        .select(["id", "alt"])
        .where("item_id", "=", item.id)
        .orderBy("position")
        .orderBy("id")
        .execute();
    const photos = await altsOf();
    const input: ProductInput = {
      title: item.title,
      description: item.description,
      category: item.category,
      type: item.type,
      extraTypes: JSON.parse(item.extra_types) as string[],
      price: item.price,
      rating: null,
      fabric: null,
      fit: null,
      warmth: null,
      brand: null,
      features: [],
      isNew: false,
    };
    const save = (alts: Array<[number, string]>) =>
      saveProduct(database, actor, item.id, item.version, input, "save", new Map(alts));
    const cases: Array<[string, string]> = [
      ["Ivory sherwani\u0000, front", "Photo 2: Alt text contains characters that are not allowed."],
      ["Ivory sherwani\u001b[2J front", "Photo 2: Alt text contains characters that are not allowed."],
      ["Ivory sherwani, front\nview", "Photo 2: Alt text contains characters that are not allowed."],
      ["x".repeat(201), "Photo 2: Alt text can be at most 200 characters."],
    ];
    for (const [alt, message] of cases) {
      expect(await save([[photos[1]!.id, alt]]), JSON.stringify(alt)).toEqual({
        ok: false,
        reason: "invalid",
        problems: [message],
      });
    }
    expect(await altsOf()).toEqual(photos);
    // Trimmed, and kept.
    expect((await save([[photos[1]!.id, "  Ivory sherwani, back view  "]])).ok).toBe(true);
    const kept = await database.db
      .selectFrom("item_images")
      .select("alt")
      .where("id", "=", photos[1]!.id)
      .executeTakeFirstOrThrow();
    expect(kept.alt).toBe("Ivory sherwani, back view");
  });
});
