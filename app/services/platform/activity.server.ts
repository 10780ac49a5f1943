import type { Kysely } from "kysely";
import {
  ACTIVITY_PAGE_SIZE,
  activityKindOf,
  cleanActivityDetail,
  type ActivityAction,
  type ActivityDetail,
  type ActivityFilter,
} from "../../lib/accounts/activity.ts";
import { dayRangeInstants } from "../../lib/time/civil-date.ts";
import type { Database, Tables } from "./db.server.ts";

/**
 * The activity log: who did what and when, for the owner (/admin/activity).
 *
 * Any part of the store records an action with `recordActivity`, best inside the
 * transaction that does it (pass the transaction), so the log never claims what did
 * not happen and never misses what did. The actor is the signed-in account (its
 * name is copied, so the entry outlives the account), or null for the server itself
 * (`npm run admin`) and for strangers (a failed sign-in to a name that does not
 * exist). Details go through `cleanActivityDetail`: no passwords, tokens, codes or
 * message words, whatever a caller passes. Kept ACTIVITY_RETENTION_DAYS (365 by
 * default), pruned daily (app/housekeeping.server.ts).
 */
export type ActivityActor = { id: number; name: string | null; username: string } | { id: null; name: string };

export type ActivityEntry = {
  action: ActivityAction;
  actor: ActivityActor | null;
  /** What it was done to, as people call it: an account's name, a product's title. */
  subject?: string | null;
  detail?: ActivityDetail;
  /** The client's address, for sign-ins and account changes. */
  address?: string | null;
};

/** The server itself: `npm run admin` on its machine, or the first account from ADMIN_* at start. */
export const SERVER_ACTOR: ActivityActor = { id: null, name: "The server" };

function actorName(actor: ActivityActor | null): string {
  if (!actor) return "Someone not signed in";
  if (actor.id === null) return actor.name;
  return actor.name?.trim() || actor.username;
}

export async function recordActivity(db: Kysely<Tables>, entry: ActivityEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("activity_log")
    .values({
      at: now.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_name: actorName(entry.actor).slice(0, 200),
      kind: activityKindOf(entry.action),
      action: entry.action,
      subject: entry.subject?.slice(0, 200) ?? null,
      detail: JSON.stringify(cleanActivityDetail(entry.detail)),
      address: entry.address?.slice(0, 64) ?? null,
    })
    .execute();
}

export type ActivityRow = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  kind: string;
  action: string;
  subject: string | null;
  detail: Record<string, string | number | boolean>;
  address: string | null;
};

/** One page of the log, newest first, and how many entries the filter finds. */
export async function listActivity(
  database: Database,
  filter: ActivityFilter,
  page: number,
  timeZone: string,
  pageSize = ACTIVITY_PAGE_SIZE,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const { fromIso, toIso } = dayRangeInstants(filter, timeZone);
  const filtered = database.db
    .selectFrom("activity_log")
    .$if(filter.actor !== undefined, (q) => q.where("actor_id", "=", filter.actor!))
    .$if(filter.kind !== undefined, (q) => q.where("kind", "=", filter.kind!))
    .$if(fromIso !== undefined, (q) => q.where("at", ">=", fromIso!))
    .$if(toIso !== undefined, (q) => q.where("at", "<", toIso!));
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      kind: row.kind,
      action: row.action,
      subject: row.subject,
      detail: JSON.parse(row.detail) as Record<string, string | number | boolean>,
      address: row.address,
    })),
  };
}

/** The accounts there are now, for the person filter (a deleted account's entries keep its name, not its id). */
export async function activityPeople(database: Database): Promise<Array<{ id: number; name: string }>> {
  const rows = await database.db.selectFrom("admins").select(["id", "name", "username"]).orderBy("username").execute();
  return rows.map((row) => ({ id: row.id, name: row.name?.trim() || row.username }));
}

/** Deletes entries older than `days` days (daily housekeeping). */
export async function pruneActivity(database: Database, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await database.db.deleteFrom("activity_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
