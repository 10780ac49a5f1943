import type { Kysely } from "kysely";
import { imagesOf } from "../catalogue/index.server.ts";
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

export type TrialItem = { ref: string; title: string; collection: string };

/** Every published item a trial can be booked for, by collection and title: the New visit form's list. */
export async function trialItems(db: Kysely<Tables>): Promise<TrialItem[]> {
  const rows = await db
    .selectFrom("items")
    .innerJoin("collections", "collections.id", "items.collection_id")
    .select([
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
  return rows
    .filter(trialOffered)
    .map((r) => ({ ref: `${r.path.slice(1)}/${r.slug}`, title: r.title, collection: r.name }));
}
