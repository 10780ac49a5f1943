import { type Transaction } from "kysely";
import { type ItemRow } from "./catalogue.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { deleteMediaIfUnused, storeMedia, type ProcessedUpload } from "../media/index.server.ts";
import {
  type Actor,
  type ChangeAction,
  type RowLocks,
  type WriteResult,
  catalogueWrite,
  recordChange,
  CONFLICT,
  NOT_FOUND,
  invalid,
} from "./catalogue-write.server.ts";
import { applyOrder, type OrderChange } from "../../lib/catalogue/ordering.ts";

/** Most photos a product may have: a gallery, not an album. */
export const MAX_IMAGES_PER_ITEM = 12;

/**
 * Raises an item's version when its photos change (an open edit form then knows its
 * photos are not what it shows), and records what happened. The version is raised
 * where it is stored, not from what the change read.
 */
async function touchItem(
  trx: Transaction<Tables>,
  actor: Actor,
  row: ItemRow,
  action: ChangeAction,
  at: string,
  fields?: string[],
) {
  await trx
    .updateTable("items")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: at }))
    .where("id", "=", row.id)
    .execute();
  await recordChange(
    trx,
    actor,
    { collectionId: row.collection_id, itemId: row.id, subject: row.title, action, fields },
    at,
  );
}

/**
 * Attaches an already stored picture as the product's last photo, as a draft: it is on
 * no public page until the product is saved with its alt text (saveProduct, or the
 * photo day's save). Nothing the site shows changes, so the product's version, its
 * history and the catalogue's version stay: an open edit form is still current. The
 * product is locked, so the cap (drafts count) holds.
 */
async function attachDraft(
  trx: Transaction<Tables>,
  lock: RowLocks,
  itemId: number,
  mediaId: number,
  at: string,
): Promise<WriteResult<{ imageId: number }>> {
  const row = await lock.item(itemId);
  if (!row) return NOT_FOUND;
  const count = await trx
    .selectFrom("item_images")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("position").as("last")])
    .where("item_id", "=", itemId)
    .executeTakeFirstOrThrow();
  const twice = await trx
    .selectFrom("item_images")
    .select("id")
    .where("item_id", "=", itemId)
    .where("media_id", "=", mediaId)
    .executeTakeFirst();
  if (twice) return invalid(["This photo is already one of the product's photos."]);
  if (Number(count.n) >= MAX_IMAGES_PER_ITEM) {
    return invalid([`A product can have at most ${MAX_IMAGES_PER_ITEM} photos. Delete one to add another.`]);
  }
  const { id } = await trx
    .insertInto("item_images")
    .values({ item_id: itemId, media_id: mediaId, position: Number(count.last ?? -1) + 1, alt: "", draft_since: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, value: { imageId: id } } as const;
}

/** Stores an uploaded photo and adds it as the product's last photo, a draft; nothing is kept if it cannot be added. */
export async function addUploadedImage(
  database: Database,
  _actor: Actor,
  itemId: number,
  upload: ProcessedUpload,
  now = new Date(),
): Promise<WriteResult<{ imageId: number }>> {
  return catalogueWrite(database, async (trx, lock) => {
    const at = now.toISOString();
    const mediaId = await storeMedia(trx, upload, at);
    // A refusal rolls the stored picture back with it.
    return attachDraft(trx, lock, itemId, mediaId, at);
  });
}

/**
 * Removes a photo from a product. A published product keeps at least one saved photo:
 * its card needs a picture (hide it first, or add another photo). The product is
 * locked first, so two staff removing its last two photos at once cannot both see two.
 * A draft goes without a trace: it was never on the site.
 */
export async function removeImage(
  database: Database,
  actor: Actor,
  itemId: number,
  imageId: number,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.item(itemId);
    if (!row) return NOT_FOUND;
    const images = await trx
      .selectFrom("item_images")
      .select(["id", "media_id", "draft_since"])
      .where("item_id", "=", itemId)
      .execute();
    const image = images.find((i) => i.id === imageId);
    if (!image) return NOT_FOUND;
    const saved = images.filter((i) => i.draft_since === null);
    if (image.draft_since === null && row.status === "published" && saved.length === 1) {
      return invalid(["A published product needs at least one photo. Add another photo first, or hide the product."]);
    }
    await trx.deleteFrom("item_images").where("id", "=", imageId).execute();
    await deleteMediaIfUnused(trx, image.media_id);
    if (image.draft_since !== null) return { ok: true } as const;
    await touchItem(trx, actor, row, "photo-removed", now.toISOString());
    return { ok: true } as const;
  });
}

/**
 * Puts a product's photos in a new order in one change: the whole order (a drag),
 * one photo made the cover, or one step up or down (the buttons without script).
 * `version` is the product's as the page showed it: an order made on photos that
 * someone else has changed since is refused (a conflict) and nothing moves.
 */
export async function reorderImages(
  database: Database,
  actor: Actor,
  itemId: number,
  version: number,
  change: OrderChange,
  now = new Date(),
): Promise<WriteResult<{ version: number }>> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.item(itemId);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const images = await trx
      .selectFrom("item_images")
      .select("id")
      .where("item_id", "=", itemId)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = images.map((i) => i.id);
    const next = applyOrder(current, change);
    if (next.every((id, i) => id === current[i])) return { ok: true, value: { version: row.version } } as const;
    for (const [position, id] of next.entries()) {
      await trx.updateTable("item_images").set({ position }).where("id", "=", id).execute();
    }
    await touchItem(trx, actor, row, "photos-reordered", now.toISOString());
    return { ok: true, value: { version: row.version + 1 } } as const;
  });
}

/** How long an unsaved upload is kept for its product's save: a photo chosen by mistake does not stay for ever. */
export const DRAFT_PHOTO_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes draft photos uploaded more than a day before `now` whose product was never
 * saved with them, and their picture files when nothing else shows them. Each product
 * is locked while its drafts go, so a save taking them at that moment either keeps
 * them (it came first) or finds them gone. At most `batch` a run; returns how many went.
 */
export async function pruneDraftPhotos(database: Database, now = Date.now(), batch = 1_000): Promise<number> {
  const before = new Date(now - DRAFT_PHOTO_KEPT_MS).toISOString();
  const stale = await database.db
    .selectFrom("item_images")
    .select(["id", "item_id"])
    .where("draft_since", "is not", null)
    .where("draft_since", "<", before)
    .orderBy("id")
    .limit(batch)
    .execute();
  let removed = 0;
  for (const itemId of new Set(stale.map((s) => s.item_id))) {
    removed += await catalogueWrite(database, async (trx, lock) => {
      await lock.item(itemId);
      const drafts = await trx
        .selectFrom("item_images")
        .select(["id", "media_id"])
        .where("item_id", "=", itemId)
        .where("draft_since", "is not", null)
        .where("draft_since", "<", before)
        .execute();
      if (!drafts.length) return 0;
      await trx
        .deleteFrom("item_images")
        .where(
          "id",
          "in",
          drafts.map((d) => d.id),
        )
        .execute();
      for (const { media_id } of drafts) await deleteMediaIfUnused(trx, media_id);
      return drafts.length;
    });
  }
  return removed;
}
