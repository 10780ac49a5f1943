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

/** Attaches an already stored picture as the product's last photo; the product is locked, so the cap holds. */
async function attachImage(
  trx: Transaction<Tables>,
  lock: RowLocks,
  actor: Actor,
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
    .values({ item_id: itemId, media_id: mediaId, position: Number(count.last ?? -1) + 1, alt: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await touchItem(trx, actor, row, "photo-added", at);
  return { ok: true, value: { imageId: id } } as const;
}

/** Stores an uploaded photo and adds it as the product's last photo; nothing is kept if it cannot be added. */
export async function addUploadedImage(
  database: Database,
  actor: Actor,
  itemId: number,
  upload: ProcessedUpload,
  now = new Date(),
): Promise<WriteResult<{ imageId: number }>> {
  return catalogueWrite(database, async (trx, lock) => {
    const at = now.toISOString();
    const mediaId = await storeMedia(trx, upload, at);
    // A refusal rolls the stored picture back with it.
    return attachImage(trx, lock, actor, itemId, mediaId, at);
  });
}

/**
 * Removes a photo from a product. A published product keeps at least one photo: its
 * card needs a picture (hide it first, or add another photo). The product is locked
 * first, so two staff removing its last two photos at once cannot both see two.
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
      .select(["id", "media_id"])
      .where("item_id", "=", itemId)
      .execute();
    const image = images.find((i) => i.id === imageId);
    if (!image) return NOT_FOUND;
    if (row.status === "published" && images.length === 1) {
      return invalid(["A published product needs at least one photo. Add another photo first, or hide the product."]);
    }
    await trx.deleteFrom("item_images").where("id", "=", imageId).execute();
    await deleteMediaIfUnused(trx, image.media_id);
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
