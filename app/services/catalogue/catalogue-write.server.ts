import { type Transaction } from "kysely";
import { lockedRow, type Database, type Tables } from "../platform/db.server.ts";
import type { CollectionRow, ItemRow } from "./catalogue.server.ts";
import { invalidatePages } from "../page-cache/index.server.ts";
import { recordActivity } from "../platform/activity.server.ts";
import { writeTransaction } from "../platform/write-transaction.server.ts";

/**
 * Staff changes to the catalogue. Every change is one transaction that also records
 * who did what (catalogue_changes) and raises the catalogue version (only when it
 * changed something; a refusal leaves everything as it was); after it commits
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

export const CONFLICT = { ok: false, reason: "conflict" } as const;
export const NOT_FOUND = { ok: false, reason: "not-found" } as const;
export const invalid = (problems: string[]) => ({ ok: false, reason: "invalid", problems }) as const;

/**
 * The rows a change reads and then decides on (is this the last photo? how many are
 * there? which positions are taken?), locked until it commits, so a second staff
 * member's change to the same product or collection waits and then decides on what
 * the first one left. PostgreSQL: `SELECT … FOR NO KEY UPDATE`, which excludes the
 * other writers but not the foreign-key checks of inserts that merely point at the
 * row (a change record, a booking), so it cannot deadlock with them. SQLite: the
 * transaction's write lock (`begin immediate`) already admits one writer at a time.
 * A change takes an item or a collection, never both.
 */
export type RowLocks = {
  item(id: number): Promise<ItemRow | undefined>;
  collection(slug: string): Promise<CollectionRow | undefined>;
};

function rowLocks(database: Database, trx: Transaction<Tables>): RowLocks {
  return {
    item: (id) => lockedRow(database, trx.selectFrom("items").selectAll().where("id", "=", id)).executeTakeFirst(),
    collection: (slug) =>
      lockedRow(database, trx.selectFrom("collections").selectAll().where("slug", "=", slug)).executeTakeFirst(),
  };
}

/**
 * Runs a change in the one write transaction (platform/write-transaction.server.ts):
 * a refusal rolls back all it wrote; a change the history shows raises the catalogue
 * version and drops this process's rendered pages once it has committed.
 */
export async function catalogueWrite<T>(
  database: Database,
  change: (trx: Transaction<Tables>, lock: RowLocks) => Promise<T>,
) {
  return writeTransaction(
    database,
    {
      version: "catalogue_version",
      history: "catalogue_changes",
      locks: (trx) => rowLocks(database, trx),
      afterChange: () => invalidatePages("catalogue changed"),
    },
    change,
  );
}

/** A product's status changes are also the owner's activity log's (publish, hide, delete). */
const LOGGED_ACTIONS = {
  published: "product.published",
  hidden: "product.hidden",
  unpublished: "product.unpublished",
  deleted: "product.deleted",
} as const;

/**
 * Records who changed what, in the change's own transaction (the product's or
 * collection's history), and a product's publish, hide or delete in the activity log.
 */
export async function recordChange(
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
  const logged = change.itemId !== null && Object.hasOwn(LOGGED_ACTIONS, change.action);
  if (logged) {
    await recordActivity(
      trx,
      {
        action: LOGGED_ACTIONS[change.action as keyof typeof LOGGED_ACTIONS],
        actor,
        subject: change.subject,
        detail: { product: change.itemId },
      },
      new Date(at),
    );
  }
}
