import { type Transaction } from "kysely";
import { checkAlt, type ProductInput, publishProblems, uniqueSlug } from "../../lib/catalogue/product-form.ts";
import type { ItemStatus } from "../../lib/catalogue/catalogue-item.ts";
import { type ItemRow } from "./catalogue.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { deleteMediaIfUnused } from "../media/index.server.ts";
import {
  type Actor,
  type ChangeAction,
  type WriteResult,
  catalogueWrite,
  recordChange,
  CONFLICT,
  NOT_FOUND,
  invalid,
} from "./catalogue-write.server.ts";
import { applyOrder, type OrderChange } from "../../lib/catalogue/ordering.ts";
import { readTranslations, writeTranslations } from "../../lib/i18n/localized.ts";

/** Products: create, save (publish, hide), delete, and their order in a collection. */

const FIELD_LABELS: Record<keyof ProductInput, string> = {
  title: "title",
  description: "description",
  category: "category",
  type: "type",
  extraTypes: "other types",
  price: "price",
  rating: "rating",
  fabric: "fabric",
  fit: "fit",
  warmth: "warmth",
  brand: "brand",
  features: "features",
  isNew: "New flag",
  translations: "Kannada and Hindi",
};

function productColumns(input: ProductInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    type: input.type,
    extra_types: JSON.stringify(input.extraTypes),
    price: input.price,
    rating: input.rating,
    fabric: input.fabric,
    fit: input.fit,
    warmth: input.warmth,
    brand: input.brand,
    features: JSON.stringify(input.features),
    is_new: input.isNew ? 1 : 0,
    // Left as stored when the save does not carry them (not the editor's form).
    ...(input.translations ? { translations: writeTranslations(input.translations) } : {}),
  };
}

function changedFields(row: ItemRow, input: ProductInput): string[] {
  const before = productColumns({
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type,
    extraTypes: JSON.parse(row.extra_types) as string[],
    price: row.price,
    rating: row.rating === null ? null : Number(row.rating),
    fabric: row.fabric,
    fit: row.fit,
    warmth: row.warmth as ProductInput["warmth"],
    brand: row.brand,
    features: JSON.parse(row.features) as string[],
    isNew: row.is_new === 1,
    translations: readTranslations(row.translations),
  });
  const after = productColumns(input);
  const keys = Object.keys(FIELD_LABELS) as Array<keyof ProductInput>;
  const columns: Partial<Record<keyof ProductInput, keyof typeof after>> = {
    isNew: "is_new",
    extraTypes: "extra_types",
  };
  const column = (key: keyof ProductInput) => (columns[key] ?? key) as keyof typeof after;
  return keys
    .filter((key) => before[column(key)] !== after[column(key)] && (key !== "translations" || input.translations))
    .map((key) => FIELD_LABELS[key]);
}

async function takenSlugs(trx: Transaction<Tables>, collectionId: number, exceptItem?: number): Promise<Set<string>> {
  let query = trx.selectFrom("items").select("slug").where("collection_id", "=", collectionId);
  if (exceptItem !== undefined) query = query.where("id", "!=", exceptItem);
  return new Set((await query.execute()).map((r) => r.slug));
}

/** A new product, as a draft at the top of its collection. */
export async function createProduct(
  database: Database,
  actor: Actor,
  collectionSlug: string,
  input: ProductInput,
  now = new Date(),
): Promise<WriteResult<{ id: number }>> {
  return catalogueWrite(database, async (trx, lock) => {
    // Locked: the top position and the free slugs are read, then taken.
    const collection = await lock.collection(collectionSlug);
    if (!collection) return NOT_FOUND;
    const at = now.toISOString();
    const top = await trx
      .selectFrom("items")
      .select((eb) => eb.fn.min("position").as("top"))
      .where("collection_id", "=", collection.id)
      .executeTakeFirst();
    const slug = uniqueSlug(input.title, await takenSlugs(trx, collection.id));
    const { id } = await trx
      .insertInto("items")
      .values({
        collection_id: collection.id,
        slug,
        ...productColumns(input),
        status: "draft",
        position: Number(top?.top ?? 1) - 1,
        published_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordChange(
      trx,
      actor,
      { collectionId: collection.id, itemId: id, subject: input.title, action: "created" },
      at,
    );
    return { ok: true, value: { id } } as const;
  });
}

export type SaveIntent = "save" | "publish" | "hide";

/**
 * Saves a product's fields (and its photos' alt texts), then applies the intent:
 * "save" keeps the status (a published product's change is live at once), "publish"
 * puts it on the site if nothing is missing, "hide" takes it off and keeps it.
 * `version` is the one the form was opened at. The draft photos the form showed
 * (uploads since its last save; their alt fields came with it) are saved with it, so
 * they reach the site only now, and a published product's are held to the same rule
 * as its other photos: described, or the save is refused and nothing of it is kept.
 * A draft the form did not show stays a draft: a colleague uploaded it meanwhile (an
 * upload leaves the version alone), and it is theirs to describe and save.
 */
export async function saveProduct(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  input: ProductInput,
  intent: SaveIntent,
  alts: ReadonlyMap<number, string>,
  now = new Date(),
): Promise<WriteResult<{ status: ItemStatus; slug: string }>> {
  return catalogueWrite(database, async (trx, lock) => {
    // Locked: publishing checks the photos, which a colleague may be removing right now.
    const row = await lock.item(id);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const at = now.toISOString();

    const images = await trx
      .selectFrom("item_images")
      .select(["id", "alt", "draft_since"])
      .where("item_id", "=", id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const kept = images.filter((image) => image.draft_since === null || alts.has(image.id));
    const drafts = kept.filter((image) => image.draft_since !== null);
    // Alt texts as typed, trimmed; one with control characters or too long refuses the save, saying which photo.
    const typed = new Map<number, string>();
    for (const [index, image] of kept.entries()) {
      if (!alts.has(image.id)) continue;
      const checked = checkAlt(alts.get(image.id));
      if (!checked.ok) return invalid([`Photo ${index + 1}: ${checked.message}`]);
      typed.set(image.id, checked.alt);
    }
    const described = kept.filter((image) => typed.has(image.id) && typed.get(image.id) !== image.alt);
    const finalImages = kept.map((image) => ({ alt: typed.get(image.id) ?? image.alt }));

    const status: ItemStatus =
      intent === "publish" ? "published" : intent === "hide" ? "hidden" : (row.status as ItemStatus);
    if (status === "published") {
      const problems = publishProblems(input, finalImages);
      if (problems.length) return invalid(problems);
    }

    // The slug follows the title until the product is first published; then it stays.
    const slug =
      row.published_at === null && input.title !== row.title
        ? uniqueSlug(input.title, await takenSlugs(trx, row.collection_id, id))
        : row.slug;
    const fields = changedFields(row, input);
    // The same product saved again: its version and the catalogue's stay, so no cached page is dropped.
    if (!fields.length && !described.length && !drafts.length && status === row.status && slug === row.slug) {
      return { ok: true, value: { status, slug } } as const;
    }
    const updated = await trx
      .updateTable("items")
      .set({
        ...productColumns(input),
        slug,
        status,
        published_at: row.published_at ?? (status === "published" ? at : null),
        updated_at: at,
        version: row.version + 1,
      })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;

    for (const image of described) {
      await trx
        .updateTable("item_images")
        .set({ alt: typed.get(image.id)! })
        .where("id", "=", image.id)
        .execute();
    }
    for (const image of drafts) {
      await trx.updateTable("item_images").set({ draft_since: null }).where("id", "=", image.id).execute();
    }
    const subject = input.title;
    const who = { collectionId: row.collection_id, itemId: id, subject };
    if (fields.length) await recordChange(trx, actor, { ...who, action: "edited", fields }, at);
    if (drafts.length) {
      const photos = drafts.length === 1 ? "1 photo" : `${drafts.length} photos`;
      await recordChange(trx, actor, { ...who, action: "photo-added", fields: [photos] }, at);
    }
    if (described.length) {
      await recordChange(
        trx,
        actor,
        { ...who, action: "photo-described", fields: [`${described.length} alt text`] },
        at,
      );
    }
    if (status !== row.status) {
      const action: ChangeAction =
        status === "published" ? "published" : status === "hidden" ? "hidden" : "unpublished";
      await recordChange(trx, actor, { ...who, action }, at);
    }
    return { ok: true, value: { status, slug } } as const;
  });
}

/** Deletes a product for good: its photos leave the site, and unused picture files go with them. */
export async function deleteProduct(
  database: Database,
  actor: Actor,
  id: number,
  version: number,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    const row = await lock.item(id);
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const media = await trx.selectFrom("item_images").select("media_id").where("item_id", "=", id).execute();
    await trx.deleteFrom("item_images").where("item_id", "=", id).execute();
    await trx.deleteFrom("items").where("id", "=", id).execute();
    for (const { media_id } of media) await deleteMediaIfUnused(trx, media_id);
    await recordChange(
      trx,
      actor,
      { collectionId: row.collection_id, itemId: id, subject: row.title, action: "deleted" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/**
 * The order of a collection's items (every status: drafts keep their place for when
 * they go live). The collection is locked while its order is read and rewritten, and
 * every item gets its new position, so two reorders at once leave one order with no
 * position twice.
 */
export async function reorderItems(
  database: Database,
  actor: Actor,
  collectionSlug: string,
  change: OrderChange,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx, lock) => {
    const collection = await lock.collection(collectionSlug);
    if (!collection) return NOT_FOUND;
    const items = await trx
      .selectFrom("items")
      .select("id")
      .where("collection_id", "=", collection.id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = items.map((i) => i.id);
    const next = applyOrder(current, change);
    if (next.every((id, i) => id === current[i])) return { ok: true } as const;
    for (const [position, id] of next.entries()) {
      await trx.updateTable("items").set({ position }).where("id", "=", id).execute();
    }
    await recordChange(
      trx,
      actor,
      { collectionId: collection.id, itemId: null, subject: collection.name, action: "reordered" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}
