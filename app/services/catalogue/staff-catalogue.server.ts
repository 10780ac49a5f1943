import { type ExpressionBuilder, type Kysely } from "kysely";
import { type FilterDefinition, typeChoices } from "../../lib/catalogue/collection-filter.ts";
import type { ItemField } from "../../lib/catalogue/collection-view.ts";
import { type ItemStatus } from "../../lib/catalogue/catalogue-item.ts";
import { filterDefinition, type FilterRow, itemFields, screenConfig } from "./catalogue.server.ts";
import type { Database, Tables } from "../platform/db.server.ts";
import { containsText } from "../platform/text-search.server.ts";
import { type ChangeAction } from "./catalogue-write.server.ts";

/** What the staff screens read: the product list, collection summaries, choices, histories, and a product or collection to edit. */

/** `noPrice`: only the products whose price is still blank (issue 38: the owner fills them in). */
export type ProductListFilters = {
  q: string;
  collection: string | null;
  status: ItemStatus | null;
  noPrice: boolean;
};

export type ProductListRow = {
  id: number;
  title: string;
  status: ItemStatus;
  updatedAt: string;
  price: string | null;
  collectionName: string;
  collectionSlug: string;
  categoryLabel: string | null;
  typeLabel: string | null;
  thumbnail: { key: string; kind: string; alt: string } | null;
};

export async function listProducts(
  { kind, db }: Database,
  filters: ProductListFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductListRow[]; total: number }> {
  let query = db.selectFrom("items").innerJoin("collections", "collections.id", "items.collection_id");
  if (filters.q) query = query.where((eb) => containsText(kind, eb.ref("items.title"), filters.q));
  if (filters.collection) query = query.where("collections.slug", "=", filters.collection);
  if (filters.status) query = query.where("items.status", "=", filters.status);
  if (filters.noPrice) query = query.where(withoutPrice);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "items.id",
      "items.title",
      "items.status",
      "items.updated_at",
      "items.price",
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
      // The card as the site shows it: a draft photo is not on it yet.
      .where("item_images.draft_since", "is", null)
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
        price: r.price || null,
        collectionName: r.collection_name,
        collectionSlug: r.collection_slug,
        categoryLabel: definition ? (optionLabel(definition, "category", r.category) ?? r.category) : r.category,
        typeLabel: definition ? (typeLabel(definition, r.category, r.type) ?? r.type) : r.type,
        thumbnail: thumbs.get(r.id) ?? null,
      };
    }),
  };
}

/** A blank price: never set (null), or emptied. The site says "Price on request" for these. */
function withoutPrice(eb: ExpressionBuilder<Tables, "items">) {
  return eb.or([eb("items.price", "is", null), eb(eb.fn("trim", ["items.price"]), "=", "")]);
}

/** How many products, of any collection and status, still have no price: the Products list's "No price" count. */
export async function countProductsWithoutPrice(db: Kysely<Tables>): Promise<number> {
  const { total } = await db
    .selectFrom("items")
    .where(withoutPrice)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
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

/** A photo in the product editor; `draft`: uploaded and not on the site until the product is saved. */
export type EditableImage = { id: number; key: string; kind: string; alt: string; draft: boolean };

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
    .select(["item_images.id", "media.key", "media.kind", "item_images.alt", "item_images.draft_since"])
    .where("item_images.item_id", "=", id)
    .orderBy("item_images.position")
    .orderBy("item_images.id")
    .execute();
  return {
    item: row,
    images: images.map(({ draft_since, ...image }): EditableImage => ({ ...image, draft: draft_since !== null })),
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
      .where("item_images.draft_since", "is", null)
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
