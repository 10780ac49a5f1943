import { sql, type Kysely, type Transaction } from "kysely";
import { ALL, type FilterDefinition, slugify, typeChoices } from "../lib/collection-filter.ts";
import type { ItemField } from "../lib/collection-view.ts";
import { type ItemStatus, type ProductInput, publishProblems, uniqueSlug } from "../lib/product-form.ts";
import {
  type CollectionRow,
  filterDefinition,
  type FilterRow,
  type ItemRow,
  itemFields,
  screenConfig,
} from "./catalogue.server.ts";
import type { Database, Tables } from "./db.server.ts";
import { deleteMediaIfUnused, type ProcessedUpload, storeMedia } from "./media.server.ts";
import { invalidatePages } from "./page-cache.server.ts";

/**
 * Staff changes to the catalogue. Every change is one transaction that also records
 * who did what (catalogue_changes) and raises the catalogue version; after it commits
 * this process drops its page cache at once, and other instances notice the version
 * within a second. Two staff editing the same product or collection never overwrite
 * each other: a save names the version it started from, and a newer one wins nothing
 * silently (the save is refused as a conflict).
 */
export type Actor = { id: number; username: string; name: string | null };

export type ChangeAction =
  | "created"
  | "edited"
  | "published"
  | "hidden"
  | "unpublished"
  | "deleted"
  | "photo-added"
  | "photo-removed"
  | "photos-reordered"
  | "photo-described"
  | "moved"
  | "reordered"
  | "filter-added"
  | "filters-reordered";

export type WriteResult<T = undefined> =
  | ({ ok: true } & (T extends undefined ? object : { value: T }))
  | { ok: false; reason: "conflict" | "not-found" }
  | { ok: false; reason: "invalid"; problems: string[] };

const CONFLICT = { ok: false, reason: "conflict" } as const;
const NOT_FOUND = { ok: false, reason: "not-found" } as const;
const invalid = (problems: string[]) => ({ ok: false, reason: "invalid", problems }) as const;

/** Most photos a product may have: a gallery, not an album. */
export const MAX_IMAGES_PER_ITEM = 12;

/**
 * Runs a change in one transaction, raises the catalogue version with it, and drops
 * this process's rendered pages once it has committed.
 */
export async function catalogueWrite<T>(database: Database, change: (trx: Transaction<Tables>) => Promise<T>) {
  const result = await database.db.transaction().execute(async (trx) => {
    const value = await change(trx);
    const changed = !(typeof value === "object" && value !== null && "ok" in value && value.ok === false);
    if (changed) {
      await trx
        .updateTable("catalogue_version")
        .set((eb) => ({ version: eb("version", "+", 1) }))
        .where("id", "=", 1)
        .execute();
    }
    return { value, changed };
  });
  if (result.changed) invalidatePages("catalogue changed");
  return result.value;
}

async function record(
  trx: Transaction<Tables>,
  actor: Actor,
  change: {
    collectionId: number | null;
    itemId: number | null;
    subject: string;
    action: ChangeAction;
    fields?: string[];
  },
  at: string,
) {
  await trx
    .insertInto("catalogue_changes")
    .values({
      at,
      admin_id: actor.id,
      admin_name: actor.name?.trim() || actor.username,
      collection_id: change.collectionId,
      item_id: change.itemId,
      subject: change.subject,
      action: change.action,
      fields: JSON.stringify(change.fields ?? []),
    })
    .execute();
}

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
  });
  const after = productColumns(input);
  const keys = Object.keys(FIELD_LABELS) as Array<keyof ProductInput>;
  const columns: Partial<Record<keyof ProductInput, keyof typeof after>> = {
    isNew: "is_new",
    extraTypes: "extra_types",
  };
  const column = (key: keyof ProductInput) => (columns[key] ?? key) as keyof typeof after;
  return keys.filter((key) => before[column(key)] !== after[column(key)]).map((key) => FIELD_LABELS[key]);
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
  return catalogueWrite(database, async (trx) => {
    const collection = await trx
      .selectFrom("collections")
      .select(["id", "name"])
      .where("slug", "=", collectionSlug)
      .executeTakeFirst();
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
    await record(trx, actor, { collectionId: collection.id, itemId: id, subject: input.title, action: "created" }, at);
    return { ok: true, value: { id } } as const;
  });
}

export type SaveIntent = "save" | "publish" | "hide";

/**
 * Saves a product's fields (and its photos' alt texts), then applies the intent:
 * "save" keeps the status (a published product's change is live at once), "publish"
 * puts it on the site if nothing is missing, "hide" takes it off and keeps it.
 * `version` is the one the form was opened at.
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
  return catalogueWrite(database, async (trx) => {
    const row = await trx.selectFrom("items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const at = now.toISOString();

    const images = await trx
      .selectFrom("item_images")
      .select(["id", "alt"])
      .where("item_id", "=", id)
      .orderBy("position")
      .execute();
    const described = images.filter((image) => alts.has(image.id) && alts.get(image.id) !== image.alt);
    const finalImages = images.map((image) => ({ alt: alts.get(image.id) ?? image.alt }));

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
        .set({ alt: alts.get(image.id)! })
        .where("id", "=", image.id)
        .execute();
    }
    const subject = input.title;
    const who = { collectionId: row.collection_id, itemId: id, subject };
    if (fields.length) await record(trx, actor, { ...who, action: "edited", fields }, at);
    if (described.length) {
      await record(trx, actor, { ...who, action: "photo-described", fields: [`${described.length} alt text`] }, at);
    }
    if (status !== row.status) {
      const action: ChangeAction =
        status === "published" ? "published" : status === "hidden" ? "hidden" : "unpublished";
      await record(trx, actor, { ...who, action }, at);
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
  return catalogueWrite(database, async (trx) => {
    const row = await trx.selectFrom("items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const media = await trx.selectFrom("item_images").select("media_id").where("item_id", "=", id).execute();
    await trx.deleteFrom("item_images").where("item_id", "=", id).execute();
    await trx.deleteFrom("items").where("id", "=", id).execute();
    for (const { media_id } of media) await deleteMediaIfUnused(trx, media_id);
    await record(
      trx,
      actor,
      { collectionId: row.collection_id, itemId: id, subject: row.title, action: "deleted" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

/** Raises an item's version when its photos change, and records what happened. */
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
    .set({ version: row.version + 1, updated_at: at })
    .where("id", "=", row.id)
    .execute();
  await record(trx, actor, { collectionId: row.collection_id, itemId: row.id, subject: row.title, action, fields }, at);
}

/** Attaches an already stored picture as the product's last photo. */
export async function attachImage(
  trx: Transaction<Tables>,
  actor: Actor,
  itemId: number,
  mediaId: number,
  at: string,
): Promise<WriteResult<{ imageId: number }>> {
  const row = await trx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirst();
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

class Refused extends Error {
  readonly result: Exclude<WriteResult<{ imageId: number }>, { ok: true }>;
  constructor(result: Exclude<WriteResult<{ imageId: number }>, { ok: true }>) {
    super("refused");
    this.result = result;
  }
}

/** Stores an uploaded photo and adds it as the product's last photo; nothing is kept if it cannot be added. */
export async function addUploadedImage(
  database: Database,
  actor: Actor,
  itemId: number,
  upload: ProcessedUpload,
  now = new Date(),
): Promise<WriteResult<{ imageId: number }>> {
  try {
    return await catalogueWrite(database, async (trx) => {
      const at = now.toISOString();
      const mediaId = await storeMedia(trx, upload, at);
      const attached = await attachImage(trx, actor, itemId, mediaId, at);
      // Rolls the stored picture back with the refusal.
      if (!attached.ok) throw new Refused(attached);
      return attached;
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/**
 * Removes a photo from a product. A published product keeps at least one photo: its
 * card needs a picture (hide it first, or add another photo).
 */
export async function removeImage(
  database: Database,
  actor: Actor,
  itemId: number,
  imageId: number,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx) => {
    const row = await trx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirst();
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

/** Puts ids in the given order (ids not listed keep their relative order after them). */
function reorder(current: readonly number[], wanted: readonly number[]): number[] {
  const known = new Set(current);
  const first = [...new Set(wanted)].filter((id) => known.has(id));
  const listed = new Set(first);
  return [...first, ...current.filter((id) => !listed.has(id))];
}

/** The order after moving one id a step up (-1) or down (+1). */
export function moveStep(current: readonly number[], id: number, step: -1 | 1): number[] {
  const index = current.indexOf(id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= current.length) return [...current];
  const next = [...current];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export type OrderChange = { ids: readonly number[] } | { id: number; step: -1 | 1 };

function applyOrder(current: readonly number[], change: OrderChange): number[] {
  return "ids" in change ? reorder(current, change.ids) : moveStep(current, change.id, change.step);
}

export async function reorderImages(
  database: Database,
  actor: Actor,
  itemId: number,
  change: OrderChange,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx) => {
    const row = await trx.selectFrom("items").selectAll().where("id", "=", itemId).executeTakeFirst();
    if (!row) return NOT_FOUND;
    const images = await trx
      .selectFrom("item_images")
      .select("id")
      .where("item_id", "=", itemId)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = images.map((i) => i.id);
    const next = applyOrder(current, change);
    if (next.every((id, i) => id === current[i])) return { ok: true } as const;
    for (const [position, id] of next.entries()) {
      await trx.updateTable("item_images").set({ position }).where("id", "=", id).execute();
    }
    await touchItem(trx, actor, row, "photos-reordered", now.toISOString());
    return { ok: true } as const;
  });
}

/** The order of a collection's items (every status: drafts keep their place for when they go live). */
export async function reorderItems(
  database: Database,
  actor: Actor,
  collectionSlug: string,
  change: OrderChange,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx) => {
    const collection = await trx
      .selectFrom("collections")
      .select(["id", "name"])
      .where("slug", "=", collectionSlug)
      .executeTakeFirst();
    if (!collection) return NOT_FOUND;
    const items = await trx
      .selectFrom("items")
      .select(["id", "position"])
      .where("collection_id", "=", collection.id)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = items.map((i) => i.id);
    const next = applyOrder(current, change);
    if (next.every((id, i) => id === current[i])) return { ok: true } as const;
    for (const [position, id] of next.entries()) {
      if (items[position]?.id === id && items[position]?.position === position) continue;
      await trx.updateTable("items").set({ position }).where("id", "=", id).execute();
    }
    await record(
      trx,
      actor,
      { collectionId: collection.id, itemId: null, subject: collection.name, action: "reordered" },
      now.toISOString(),
    );
    return { ok: true } as const;
  });
}

export type CollectionTexts = {
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string | null;
  heroText: string;
  sectionTitle: string;
  sectionIntro: string;
  emptyHint: string;
};

const TEXT_COLUMNS: Record<keyof CollectionTexts, keyof CollectionRow> = {
  heroEyebrow: "hero_eyebrow",
  heroTitle: "hero_title",
  heroSubtitle: "hero_subtitle",
  heroText: "hero_text",
  sectionTitle: "section_title",
  sectionIntro: "section_intro",
  emptyHint: "empty_hint",
};

const TEXT_LABELS: Record<keyof CollectionTexts, string> = {
  heroEyebrow: "hero eyebrow",
  heroTitle: "hero title",
  heroSubtitle: "hero subtitle",
  heroText: "hero text",
  sectionTitle: "section title",
  sectionIntro: "section intro",
  emptyHint: "empty-state hint",
};

/** A collection's words and its filters' labels, against the version the form was opened at. */
export async function saveCollection(
  database: Database,
  actor: Actor,
  slug: string,
  version: number,
  texts: CollectionTexts,
  filterLabels: ReadonlyMap<number, string>,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx) => {
    const row = await trx.selectFrom("collections").selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!row) return NOT_FOUND;
    if (row.version !== version) return CONFLICT;
    const at = now.toISOString();
    const changes = (Object.keys(TEXT_COLUMNS) as Array<keyof CollectionTexts>).filter(
      (key) => row[TEXT_COLUMNS[key]] !== texts[key],
    );
    const filters = await trx
      .selectFrom("collection_filters")
      .selectAll()
      .where("collection_id", "=", row.id)
      .execute();
    const relabelled = filters.filter((f) => filterLabels.has(f.id) && filterLabels.get(f.id) !== f.label);
    const updated = await trx
      .updateTable("collections")
      .set({
        hero_eyebrow: texts.heroEyebrow,
        hero_title: texts.heroTitle,
        hero_subtitle: texts.heroSubtitle,
        hero_text: texts.heroText,
        section_title: texts.sectionTitle,
        section_intro: texts.sectionIntro,
        empty_hint: texts.emptyHint,
        version: row.version + 1,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return CONFLICT;
    for (const filter of relabelled) {
      await trx
        .updateTable("collection_filters")
        .set({ label: filterLabels.get(filter.id)! })
        .where("id", "=", filter.id)
        .execute();
    }
    const fields = [
      ...changes.map((key) => TEXT_LABELS[key]),
      ...relabelled.map((f) => `label "${f.label}" → "${filterLabels.get(f.id)}"`),
    ];
    if (fields.length) {
      await record(trx, actor, { collectionId: row.id, itemId: null, subject: row.name, action: "edited", fields }, at);
    }
    return { ok: true } as const;
  });
}

/** Moves a filter option a step within its own row. */
export async function moveFilter(
  database: Database,
  actor: Actor,
  slug: string,
  filterId: number,
  step: -1 | 1,
  now = new Date(),
): Promise<WriteResult> {
  return catalogueWrite(database, async (trx) => {
    const collection = await trx.selectFrom("collections").selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!collection) return NOT_FOUND;
    const filter = await trx
      .selectFrom("collection_filters")
      .selectAll()
      .where("id", "=", filterId)
      .where("collection_id", "=", collection.id)
      .executeTakeFirst();
    if (!filter) return NOT_FOUND;
    const row = await trx
      .selectFrom("collection_filters")
      .select(["id", "position"])
      .where("collection_id", "=", collection.id)
      .where("kind", "=", filter.kind)
      .where("group_value", "=", filter.group_value)
      .orderBy("position")
      .orderBy("id")
      .execute();
    const current = row.map((r) => r.id);
    const next = moveStep(current, filterId, step);
    if (next.every((id, i) => id === current[i])) return { ok: true } as const;
    for (const [position, id] of next.entries()) {
      await trx.updateTable("collection_filters").set({ position }).where("id", "=", id).execute();
    }
    const at = now.toISOString();
    await trx.updateTable("collections").set({ updated_at: at }).where("id", "=", collection.id).execute();
    await record(
      trx,
      actor,
      {
        collectionId: collection.id,
        itemId: null,
        subject: collection.name,
        action: "filters-reordered",
        fields: [filter.label],
      },
      at,
    );
    return { ok: true } as const;
  });
}

/**
 * Adds a type (a new kind of garment) to a collection's type chips, or on the groom
 * screen to one group's sub-filter, at the end of the row. Its value is the label as a
 * slug, which must be new in that row.
 */
export async function addTypeOption(
  database: Database,
  actor: Actor,
  slug: string,
  label: string,
  group: string,
  now = new Date(),
): Promise<WriteResult<{ value: string }>> {
  return catalogueWrite(database, async (trx) => {
    const collection = await trx.selectFrom("collections").selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!collection) return NOT_FOUND;
    const filters = await trx
      .selectFrom("collection_filters")
      .selectAll()
      .where("collection_id", "=", collection.id)
      .execute();
    const definition = filterDefinition(collection, filters);
    const grouped = definition.typesByCategory !== undefined;
    const groupValue = grouped ? group : "";
    if (grouped && !definition.categories?.options.some((o) => o.value === group && o.value !== ALL)) {
      return invalid(["Choose the group the new type belongs to."]);
    }
    if (!grouped && definition.types === undefined) {
      return invalid(["This collection has no types to add to."]);
    }
    const value = slugify(label).slice(0, 48).replace(/-+$/, "");
    if (!value) return invalid(["Enter a name with letters or digits, e.g. Nehru Jacket."]);
    const row = filters.filter((f) => f.kind === "type" && f.group_value === groupValue);
    if (row.some((f) => f.value === value || f.label.toLowerCase() === label.toLowerCase())) {
      return invalid([`"${label}" is already one of the types.`]);
    }
    const position = row.reduce((max, f) => Math.max(max, f.position), -1) + 1;
    await trx
      .insertInto("collection_filters")
      .values({
        collection_id: collection.id,
        kind: "type",
        group_value: groupValue,
        value,
        label,
        position,
        match: null,
        types_label: null,
      })
      .execute();
    const at = now.toISOString();
    await trx.updateTable("collections").set({ updated_at: at }).where("id", "=", collection.id).execute();
    await record(
      trx,
      actor,
      { collectionId: collection.id, itemId: null, subject: collection.name, action: "filter-added", fields: [label] },
      at,
    );
    return { ok: true, value: { value } } as const;
  });
}

// ---------------------------------------------------------------- staff reads

export type ProductListFilters = { q: string; collection: string | null; status: ItemStatus | null };

export type ProductListRow = {
  id: number;
  title: string;
  status: ItemStatus;
  updatedAt: string;
  collectionName: string;
  collectionSlug: string;
  categoryLabel: string | null;
  typeLabel: string | null;
  thumbnail: { key: string; kind: string; alt: string } | null;
};

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProducts(
  db: Kysely<Tables>,
  filters: ProductListFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductListRow[]; total: number }> {
  let query = db.selectFrom("items").innerJoin("collections", "collections.id", "items.collection_id");
  if (filters.q) query = query.where(sql`lower(items.title)`, "like", sql`${likePattern(filters.q)} escape '\\'`);
  if (filters.collection) query = query.where("collections.slug", "=", filters.collection);
  if (filters.status) query = query.where("items.status", "=", filters.status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "items.id",
      "items.title",
      "items.status",
      "items.updated_at",
      "items.category",
      "items.type",
      "items.collection_id",
      "collections.name as collection_name",
      "collections.slug as collection_slug",
    ])
    .orderBy("items.updated_at", "desc")
    .orderBy("items.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const collectionIds = [...new Set(rows.map((r) => r.collection_id))];
  const definitions = await definitionsOf(db, collectionIds);
  const thumbs = new Map<number, ProductListRow["thumbnail"]>();
  if (rows.length) {
    const images = await db
      .selectFrom("item_images")
      .innerJoin("media", "media.id", "item_images.media_id")
      .select(["item_images.item_id", "media.key", "media.kind", "item_images.alt", "item_images.position"])
      .where(
        "item_images.item_id",
        "in",
        rows.map((r) => r.id),
      )
      .orderBy("item_images.position", "desc")
      .execute();
    for (const image of images) thumbs.set(image.item_id, { key: image.key, kind: image.kind, alt: image.alt });
  }
  return {
    total: Number(total),
    rows: rows.map((r) => {
      const definition = definitions.get(r.collection_id);
      return {
        id: r.id,
        title: r.title,
        status: r.status as ItemStatus,
        updatedAt: r.updated_at,
        collectionName: r.collection_name,
        collectionSlug: r.collection_slug,
        categoryLabel: definition ? (optionLabel(definition, "category", r.category) ?? r.category) : r.category,
        typeLabel: definition ? (typeLabel(definition, r.category, r.type) ?? r.type) : r.type,
        thumbnail: thumbs.get(r.id) ?? null,
      };
    }),
  };
}

async function definitionsOf(db: Kysely<Tables>, ids: readonly number[]): Promise<Map<number, FilterDefinition>> {
  const out = new Map<number, FilterDefinition>();
  if (!ids.length) return out;
  const collections = await db
    .selectFrom("collections")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  const filters = await db
    .selectFrom("collection_filters")
    .selectAll()
    .where("collection_id", "in", [...ids])
    .execute();
  for (const c of collections) {
    out.set(
      c.id,
      filterDefinition(
        c,
        filters.filter((f) => f.collection_id === c.id),
      ),
    );
  }
  return out;
}

function optionLabel(def: FilterDefinition, _row: "category", value: string | null): string | undefined {
  if (!value) return undefined;
  return def.categories?.options.find((o) => o.value === value)?.label;
}

function typeLabel(def: FilterDefinition, category: string | null, type: string): string | undefined {
  return typeChoices(def, category).find((o) => o.value === type)?.label;
}

export type CollectionSummary = {
  slug: string;
  name: string;
  path: string;
  published: number;
  drafts: number;
  hidden: number;
  updatedAt: string;
};

export async function collectionSummaries(db: Kysely<Tables>): Promise<CollectionSummary[]> {
  const collections = await db
    .selectFrom("collections")
    .select(["id", "slug", "name", "path", "updated_at"])
    .orderBy("position")
    .execute();
  const counts = await db
    .selectFrom("items")
    .select(["collection_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(["collection_id", "status"])
    .execute();
  const count = (id: number, status: ItemStatus) =>
    Number(counts.find((c) => c.collection_id === id && c.status === status)?.n ?? 0);
  return collections.map((c) => ({
    slug: c.slug,
    name: c.name,
    path: c.path,
    published: count(c.id, "published"),
    drafts: count(c.id, "draft"),
    hidden: count(c.id, "hidden"),
    updatedAt: c.updated_at,
  }));
}

/** Every collection's choices for the product form (name, fields, categories and types). */
export async function collectionChoices(db: Kysely<Tables>) {
  const collections = await db.selectFrom("collections").selectAll().orderBy("position").execute();
  const filters = await db.selectFrom("collection_filters").selectAll().execute();
  return collections.map((c) => ({
    slug: c.slug,
    name: c.name,
    path: c.path,
    filters: filterDefinition(
      c,
      filters.filter((f) => f.collection_id === c.id),
    ),
    fields: itemFields(c) as ItemField[],
  }));
}

export type ChangeEntry = {
  id: number;
  at: string;
  who: string;
  action: ChangeAction | "seeded";
  subject: string;
  fields: string[];
};

async function changes(db: Kysely<Tables>, column: "item_id" | "collection_id", id: number, limit: number) {
  const rows = await db
    .selectFrom("catalogue_changes")
    .selectAll()
    .where(column, "=", id)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r): ChangeEntry => ({
    id: r.id,
    at: r.at,
    who: r.admin_name,
    action: r.action as ChangeEntry["action"],
    subject: r.subject,
    fields: JSON.parse(r.fields) as string[],
  }));
}

export const itemHistory = (db: Kysely<Tables>, itemId: number, limit = 50) => changes(db, "item_id", itemId, limit);
export const collectionHistory = (db: Kysely<Tables>, collectionId: number, limit = 20) =>
  changes(db, "collection_id", collectionId, limit);

export type EditableImage = { id: number; key: string; kind: string; alt: string };

export async function productForEdit(db: Kysely<Tables>, id: number) {
  const row = await db.selectFrom("items").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const collection = await db
    .selectFrom("collections")
    .selectAll()
    .where("id", "=", row.collection_id)
    .executeTakeFirstOrThrow();
  const filters = await db
    .selectFrom("collection_filters")
    .selectAll()
    .where("collection_id", "=", collection.id)
    .execute();
  const images = await db
    .selectFrom("item_images")
    .innerJoin("media", "media.id", "item_images.media_id")
    .select(["item_images.id", "media.key", "media.kind", "item_images.alt"])
    .where("item_images.item_id", "=", id)
    .orderBy("item_images.position")
    .orderBy("item_images.id")
    .execute();
  return {
    item: row,
    images: images as EditableImage[],
    collection: {
      slug: collection.slug,
      name: collection.name,
      path: collection.path,
      filters: filterDefinition(collection, filters),
      fields: itemFields(collection),
    },
    history: await itemHistory(db, id),
  };
}

export async function collectionForEdit(db: Kysely<Tables>, slug: string) {
  const row = await db.selectFrom("collections").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const filters: FilterRow[] = await db
    .selectFrom("collection_filters")
    .selectAll()
    .where("collection_id", "=", row.id)
    .orderBy("kind")
    .orderBy("group_value")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const items = await db
    .selectFrom("items")
    .select(["id", "title", "status", "type", "category", "updated_at"])
    .where("collection_id", "=", row.id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const images = new Map<number, { key: string; kind: string }>();
  if (items.length) {
    const rows = await db
      .selectFrom("item_images")
      .innerJoin("media", "media.id", "item_images.media_id")
      .select(["item_images.item_id", "media.key", "media.kind"])
      .where(
        "item_images.item_id",
        "in",
        items.map((i) => i.id),
      )
      .orderBy("item_images.position", "desc")
      .execute();
    for (const image of rows) images.set(image.item_id, { key: image.key, kind: image.kind });
  }
  return {
    collection: row,
    config: screenConfig(row, filters),
    filters,
    items: items.map((i) => ({ ...i, status: i.status as ItemStatus, thumbnail: images.get(i.id) ?? null })),
    history: await collectionHistory(db, row.id),
  };
}
