import type { Kysely } from "kysely";
import { itemPath } from "../../lib/catalogue/paths.ts";
import { cleanQuery } from "../../lib/catalogue/search-query.ts";
import { imagesOf, searchPublishedItems } from "../catalogue/index.server.ts";
import type { Tables } from "../platform/db.server.ts";

export type BookableItem = {
  id: number;
  ref: string;
  title: string;
  imageKey: string | null;
  imageKind: string | null;
};

/**
 * The published item a trial is for, by the reference the item dialog links with:
 * "<collection path without its slash>/<item slug>", e.g. "groom/ivory-silk-sherwani".
 * Only where staff offer trials (not innerwear, not the vel): null otherwise.
 */
export async function findBookableItem(db: Kysely<Tables>, ref: string): Promise<BookableItem | null> {
  const cut = ref.lastIndexOf("/");
  if (cut <= 0 || ref.length > 300) return null;
  const path = `/${ref.slice(0, cut)}`;
  const slug = ref.slice(cut + 1);
  const row = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select(["items.id", "items.title", "items.type", "collections.trial_offered", "collections.no_trial_types"])
    .where("collections.path", "=", path)
    .where("items.slug", "=", slug)
    .where("items.status", "=", "published")
    .executeTakeFirst();
  if (!row || !trialOffered(row)) return null;
  const image = (await imagesOf(db, [row.id])).get(row.id)?.[0];
  return { id: row.id, ref, title: row.title, imageKey: image?.key ?? null, imageKind: image?.kind ?? null };
}

function trialOffered(row: { type: string; trial_offered: number; no_trial_types: string }): boolean {
  let except: unknown = [];
  try {
    except = JSON.parse(row.no_trial_types);
  } catch {
    // A damaged list leaves out nothing more.
  }
  return row.trial_offered === 1 && !(Array.isArray(except) && except.includes(row.type));
}

export type TrialItem = {
  ref: string;
  title: string;
  collection: string;
  /** The item's cover, for the picker's thumbnail; null for an item not yet photographed. */
  thumbnail: { key: string; kind: string } | null;
};

type TrialRow = { id: number; slug: string; title: string; path: string; name: string };

async function trialRows(db: Kysely<Tables>): Promise<TrialRow[]> {
  const rows = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select([
      "items.id",
      "items.slug",
      "items.title",
      "items.type",
      "collections.path",
      "collections.name",
      "collections.trial_offered",
      "collections.no_trial_types",
    ])
    .where("items.status", "=", "published")
    .orderBy("collections.position")
    .orderBy("items.title")
    .execute();
  return rows.filter(trialOffered);
}

const refOf = (row: Pick<TrialRow, "path" | "slug">) => `${row.path.slice(1)}/${row.slug}`;

/** Every published item a trial can be booked for, by collection and title, with its cover: the New visit form's list. */
export async function trialItems(db: Kysely<Tables>): Promise<TrialItem[]> {
  const rows = await trialRows(db);
  const covers = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const cover = covers.get(r.id)?.[0];
    return {
      ref: refOf(r),
      title: r.title,
      collection: r.name,
      thumbnail: cover ? { key: cover.key, kind: cover.kind } : null,
    };
  });
}

/**
 * The New visit picker's search: the shop's one search (/search's, its words, plurals
 * and aliases, its ranking and its index kept until the catalogue changes), narrowed to
 * the items a trial can be booked for. Answers their references, best first.
 */
export async function searchTrialItems(db: Kysely<Tables>, query: string): Promise<string[]> {
  const cleaned = cleanQuery(query);
  if (!cleaned) return [];
  const [hits, rows] = await Promise.all([searchPublishedItems(db, cleaned), trialRows(db)]);
  // A hit names its item by its own address; the same function built it from the same path and slug.
  const refByAddress = new Map(rows.map((r) => [itemPath(r.path, r.slug), refOf(r)]));
  return hits.flatMap((hit) => {
    const ref = refByAddress.get(hit.href);
    return ref ? [ref] : [];
  });
}
