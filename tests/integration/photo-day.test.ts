import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../app/services/catalogue/catalogue-write.server.ts";
import {
  imagesOf,
  readCatalogueVersion,
  readCollectionPage,
  sitemapCollections,
} from "../../app/services/catalogue/catalogue.server.ts";
import {
  nextPhotoDayItem,
  PHOTO_DAY_CLAIM_MS,
  photoDayItem,
  savePhotoDay,
} from "../../app/services/catalogue/photo-day.server.ts";
import {
  addUploadedImage,
  DRAFT_PHOTO_KEPT_MS,
  pruneDraftPhotos,
  removeImage,
} from "../../app/services/catalogue/product-photos.server.ts";
import { saveProduct } from "../../app/services/catalogue/products.server.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import type { ProductInput } from "../../app/lib/catalogue/product-form.ts";
import { CENTRED } from "../../app/lib/media/crop.ts";
import { processUpload, type ProcessedUpload } from "../../app/services/media/media.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Issue 32's photo day and draft photos, on the services against each database: an
 * upload is on no public read (collection pages, item pages, the sitemap, search)
 * until its product is saved with its alt text, and drafts nobody saved go after a
 * day (a clock passed in); two staff working through the photo day at once are given
 * different items, a claim expires on its own, and Save and next moves the item off
 * the list.
 */
describe.each(databaseKinds)("draft photos and the photo day on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let asha: Actor;
  let ravi: Actor;
  let colour = 0;

  /** A plain JPEG of its own colour each time (so its own picture), rendered by the pipeline. */
  async function upload(crop = false): Promise<ProcessedUpload> {
    colour += 1;
    const bytes = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: (colour * 47) % 256, g: 60, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const processed = await processUpload(new Uint8Array(bytes), "photo.jpg", undefined, crop ? CENTRED : undefined);
    if (!processed.ok) throw new Error(processed.message);
    return processed;
  }

  async function admin(username: string, name: string): Promise<Actor> {
    const at = new Date().toISOString();
    const row = await database.db
      .insertInto("admins")
      .values({ username, password_hash: "-", name, email: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, username, name };
  }

  const item = (id: number) =>
    database.db.selectFrom("items").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  /** Every key a visitor could be shown for the groom collection: its page, its items' photos, the sitemap. */
  async function publicKeys(): Promise<string[]> {
    const page = await readCollectionPage(database.db, "/groom");
    const sitemap = await sitemapCollections(database.db);
    return [
      ...page!.items.flatMap((i) => i.images.map((image) => image.key)),
      ...sitemap.flatMap((c) => [...c.images, ...c.items.flatMap((i) => i.images)].map((image) => image.key)),
    ];
  }

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    asha = await admin("asha", "Asha");
    ravi = await admin("ravi", "Ravi");
  }, 60_000);

  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  /** The product form's fields as the item has them now. */
  const inputOf = (row: Awaited<ReturnType<typeof item>>): ProductInput => ({
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type,
    extraTypes: JSON.parse(row.extra_types) as string[],
    price: row.price,
    rating: null,
    fabric: null,
    fit: null,
    warmth: null,
    brand: null,
    features: [],
    isNew: false,
  });

  async function groomItem(nth: number) {
    const rows = await database.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collection_id")
      .select("items.id")
      .where("collections.slug", "=", "groom")
      .where("items.status", "=", "published")
      .orderBy("items.id")
      .execute();
    return item(rows[nth]!.id);
  }

  it("an upload is a draft: on no public page, in no sitemap, until the product is saved with its alt text", async () => {
    const row = await groomItem(0);
    const catalogueBefore = await readCatalogueVersion(database.db);
    const photo = await upload();
    const added = await addUploadedImage(database, asha, row.id, photo);
    expect(added.ok).toBe(true);
    const imageId = added.ok ? added.value.imageId : 0;
    const key = `media/${photo.hash}`;

    // Not public: not on the collection page, the item's photos or the sitemap; and no
    // cached page was dropped, no version moved (an open edit form stays current).
    expect(await publicKeys()).not.toContain(key);
    expect((await imagesOf(database.db, [row.id])).get(row.id)!.map((i) => i.key)).not.toContain(key);
    expect(await readCatalogueVersion(database.db)).toBe(catalogueBefore);
    expect((await item(row.id)).version).toBe(row.version);

    const input = inputOf(row);
    // A published product's photo never goes on the site without its words.
    const refused = await saveProduct(database, asha, row.id, row.version, input, "save", new Map([[imageId, " "]]));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect(await publicKeys()).not.toContain(key);

    // Saved with its alt text: now it is public, described, and the history says so.
    const saved = await saveProduct(
      database,
      asha,
      row.id,
      row.version,
      input,
      "save",
      new Map([[imageId, "Ivory sherwani, the collar close up"]]),
    );
    expect(saved.ok).toBe(true);
    const shown = (await imagesOf(database.db, [row.id])).get(row.id)!;
    expect(shown.find((i) => i.key === key)?.alt).toBe("Ivory sherwani, the collar close up");
    expect(await publicKeys()).toContain(key);
    expect(await readCatalogueVersion(database.db)).toBeGreaterThan(catalogueBefore);
  });

  it("a product saved from a form opened before a colleague's upload leaves that upload a draft", async () => {
    const row = await groomItem(1);
    // Asha opened the form (its version, its saved photos' alt fields); Ravi then uploads a photo.
    const shownToAsha = await database.db
      .selectFrom("item_images")
      .select(["id", "alt"])
      .where("item_id", "=", row.id)
      .execute();
    const ravis = await addUploadedImage(database, ravi, row.id, await upload());
    const ravisId = ravis.ok ? ravis.value.imageId : 0;
    const input = { ...inputOf(row), title: `${row.title} (lined)` };
    // Her save is not refused over a photo she never saw, and does not put it on the site without its words.
    const saved = await saveProduct(
      database,
      asha,
      row.id,
      row.version,
      input,
      "save",
      new Map(shownToAsha.map((p) => [p.id, p.alt])),
    );
    expect(saved.ok).toBe(true);
    const ravisRow = await database.db
      .selectFrom("item_images")
      .select("draft_since")
      .where("id", "=", ravisId)
      .executeTakeFirstOrThrow();
    expect(ravisRow.draft_since).not.toBeNull();
    expect((await imagesOf(database.db, [row.id])).get(row.id)).toHaveLength(shownToAsha.length);
  });

  it("removing a draft is not removing the last photo of a published product", async () => {
    const row = await groomItem(2);
    const saved = await database.db.selectFrom("item_images").select("id").where("item_id", "=", row.id).execute();
    const draft = await addUploadedImage(database, asha, row.id, await upload());
    // Down to one saved photo plus the draft.
    for (const photo of saved.slice(1)) expect((await removeImage(database, asha, row.id, photo.id)).ok).toBe(true);
    expect(await removeImage(database, asha, row.id, saved[0]!.id)).toMatchObject({ ok: false, reason: "invalid" });
    expect((await removeImage(database, asha, row.id, draft.ok ? draft.value.imageId : 0)).ok).toBe(true);
  });

  it("drafts nobody saved are removed after a day, with their picture files; saved photos stay", async () => {
    const row = await groomItem(3);
    const uploadedAt = new Date("2026-11-20T09:00:00Z");
    const photo = await upload();
    const added = await addUploadedImage(database, asha, row.id, photo, uploadedAt);
    expect(added.ok).toBe(true);
    const mediaOf = () => database.db.selectFrom("media").select("id").where("hash", "=", photo.hash).execute();
    const before = await database.db.selectFrom("item_images").select("id").where("item_id", "=", row.id).execute();

    // A minute short of a day: kept.
    expect(await pruneDraftPhotos(database, uploadedAt.getTime() + DRAFT_PHOTO_KEPT_MS - 60_000)).toBe(0);
    const [media] = await mediaOf();
    expect(media).toBeDefined();
    const filesOf = () =>
      database.db.selectFrom("media_files").select("name").where("media_id", "=", media!.id).execute();
    expect((await filesOf()).length).toBeGreaterThan(0);
    // A day and a minute: gone, and its files with it.
    expect(await pruneDraftPhotos(database, uploadedAt.getTime() + DRAFT_PHOTO_KEPT_MS + 60_000)).toBe(1);
    const after = await database.db.selectFrom("item_images").select("id").where("item_id", "=", row.id).execute();
    expect(after.map((r) => r.id)).toEqual(
      before.map((r) => r.id).filter((id) => id !== (added.ok ? added.value.imageId : 0)),
    );
    expect(await mediaOf()).toEqual([]);
    expect(await filesOf()).toEqual([]);
  });

  it("two staff at once are given different items; a claim lets go when it expires", async () => {
    const now = Date.parse("2026-11-27T10:00:00Z");
    const [first, second] = await Promise.all([
      nextPhotoDayItem(database, asha.id, null, now),
      nextPhotoDayItem(database, ravi.id, null, now),
    ]);
    expect(first.itemId).not.toBeNull();
    expect(second.itemId).not.toBeNull();
    expect(first.itemId).not.toBe(second.itemId);
    // Asha reloading keeps hers; Ravi cannot save hers while she holds it.
    expect((await nextPhotoDayItem(database, asha.id, null, now + 1000)).itemId).toBe(first.itemId);
    const theirs = (await photoDayItem(database.db, first.itemId!))!;
    const draft = await addUploadedImage(database, ravi, theirs.id, await upload(true));
    const alts = new Map([[draft.ok ? draft.value.imageId : 0, `${theirs.title}, front view`]]);
    expect(
      await savePhotoDay(database, ravi, theirs.id, theirs.version, { cover: null, alts }, new Date(now + 2000)),
    ).toMatchObject({ ok: false, reason: "invalid" });
    // Once her claim has expired (she walked away), it is not hers any more.
    const later = now + PHOTO_DAY_CLAIM_MS + 1000;
    expect(
      (await savePhotoDay(database, ravi, theirs.id, theirs.version, { cover: null, alts }, new Date(later))).ok,
    ).toBe(true);
    // And a member of staff is given one item at a time: Ravi's earlier claim went when he took another.
    const claims = await database.db.selectFrom("photo_day_claims").select(["item_id", "admin_id"]).execute();
    expect(claims.filter((c) => c.admin_id === ravi.id).length).toBeLessThanOrEqual(1);
    expect(claims.map((c) => c.item_id)).not.toContain(theirs.id);
  });

  it("Save and next: the draft becomes the cover, described, and the item leaves the list", async () => {
    const now = Date.parse("2026-11-27T11:00:00Z");
    const turn = await nextPhotoDayItem(database, asha.id, null, now);
    const current = (await photoDayItem(database.db, turn.itemId!))!;
    expect(current.photos[0]!.artwork).toBe(true);
    const photo = await upload(true);
    const added = await addUploadedImage(database, asha, current.id, photo);
    const imageId = added.ok ? added.value.imageId : 0;
    // No words, no save.
    expect(
      await savePhotoDay(
        database,
        asha,
        current.id,
        current.version,
        { cover: imageId, alts: new Map([[imageId, ""]]) },
        new Date(now),
      ),
    ).toMatchObject({ ok: false, reason: "invalid" });
    const saved = await savePhotoDay(
      database,
      asha,
      current.id,
      current.version,
      { cover: imageId, alts: new Map([[imageId, `${current.title}, worn, front view`]]) },
      new Date(now),
    );
    expect(saved.ok).toBe(true);
    const cover = (await imagesOf(database.db, [current.id])).get(current.id)![0]!;
    expect(cover).toMatchObject({ key: `media/${photo.hash}`, alt: `${current.title}, worn, front view` });
    const next = await nextPhotoDayItem(database, asha.id, current.id, now);
    expect(next.itemId).not.toBe(current.id);
    expect(next.progress.done).toBe(turn.progress.done + 1);
    // A stale page's save is refused: the product editor's version check holds here too.
    expect(
      await savePhotoDay(database, asha, current.id, current.version, { cover: null, alts: new Map() }, new Date(now)),
    ).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("a photograph saved earlier behind the artwork is made the cover without a new one", async () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    const turn = await nextPhotoDayItem(database, asha.id, null, now);
    const current = (await photoDayItem(database.db, turn.itemId!))!;
    const added = await addUploadedImage(database, asha, current.id, await upload());
    const imageId = added.ok ? added.value.imageId : 0;
    // Saved in the product editor as its last photo: the card is still the artwork.
    await database.db
      .updateTable("item_images")
      .set({ draft_since: null, alt: "A real photograph" })
      .where("id", "=", imageId)
      .execute();
    const same = (await photoDayItem(database.db, current.id))!;
    expect(same.photos[0]!.artwork).toBe(true);
    // Saving with nothing new and the artwork still first is refused; choosing the photograph is enough.
    expect(
      await savePhotoDay(database, asha, same.id, same.version, { cover: null, alts: new Map() }, new Date(now)),
    ).toMatchObject({ ok: false, reason: "invalid" });
    expect(
      (await savePhotoDay(database, asha, same.id, same.version, { cover: imageId, alts: new Map() }, new Date(now)))
        .ok,
    ).toBe(true);
    expect((await photoDayItem(database.db, same.id))!.photos[0]!.id).toBe(imageId);
    expect((await nextPhotoDayItem(database, asha.id, same.id, now)).progress.done).toBe(turn.progress.done + 1);
  });
});
