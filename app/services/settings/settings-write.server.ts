import type { Selectable, Transaction } from "kysely";
import type { FormReply } from "../../lib/forms/reply.ts";
import { recordActivity } from "../platform/activity.server.ts";
import { lockedRow, type Database, type Tables } from "../platform/db.server.ts";
import { invalidatePages } from "../page-cache/index.server.ts";
import { writeTransaction } from "../platform/write-transaction.server.ts";
import { forgetSettings } from "./settings.server.ts";

/**
 * Staff changes to the settings, as the catalogue's are made (catalogue-write.server.ts):
 * each change is one transaction that also records who did what (settings_changes)
 * and raises the settings version (only when it changed something; a refusal leaves
 * everything as it was); once it commits, this process drops its rendered
 * pages and its copy of the settings, and other instances notice the version within
 * a second. A save names the version it started from; a newer one is never
 * overwritten silently (the save is refused as a conflict).
 */
export type Actor = { id: number; username: string; name: string | null };

export type Section = "store" | "hours" | "closures" | "offers" | "announcement" | "claims" | "showcase";

/**
 * A refused form answers with its FormReply (lib/forms/reply.ts: each field's
 * message and what was typed); `problems` are the refusals no field owns ("Add a
 * photo before showing it on the site.").
 */
export type SaveResult<T = undefined> =
  | ({ ok: true } & (T extends undefined ? object : { value: T }))
  | { ok: false; reason: "conflict" | "not-found" }
  | { ok: false; reason: "invalid"; reply?: FormReply; problems?: string[] };

export const CONFLICT = { ok: false, reason: "conflict" } as const;
export const NOT_FOUND = { ok: false, reason: "not-found" } as const;

/**
 * The rows a change reads and then decides on (is this the slide's last photo? is the
 * offer still the version the form showed?), locked until it commits, as the
 * catalogue's RowLocks are (`lockedRow`): a second owner's change to the same row, on
 * any instance, waits and then decides on what the first one left.
 */
export type SettingsLocks = {
  slide(id: number): Promise<Selectable<Tables["showcase_slides"]> | undefined>;
  offer(id: number): Promise<Selectable<Tables["offers"]> | undefined>;
  closure(id: number): Promise<Selectable<Tables["store_closures"]> | undefined>;
};

function settingsLocks(database: Database, trx: Transaction<Tables>): SettingsLocks {
  return {
    slide: (id) =>
      lockedRow(database, trx.selectFrom("showcase_slides").selectAll().where("id", "=", id)).executeTakeFirst(),
    offer: (id) => lockedRow(database, trx.selectFrom("offers").selectAll().where("id", "=", id)).executeTakeFirst(),
    closure: (id) =>
      lockedRow(database, trx.selectFrom("store_closures").selectAll().where("id", "=", id)).executeTakeFirst(),
  };
}

/**
 * Runs a change in the one write transaction (platform/write-transaction.server.ts):
 * a refusal rolls back all it wrote; a change the history shows raises the settings
 * version and, once committed, drops this process's settings and rendered pages.
 */
export async function settingsWrite<T>(
  database: Database,
  change: (trx: Transaction<Tables>, lock: SettingsLocks) => Promise<T>,
) {
  return writeTransaction(
    database,
    {
      version: "settings_version",
      history: "settings_changes",
      locks: (trx) => settingsLocks(database, trx),
      afterChange: () => {
        forgetSettings(database);
        invalidatePages("settings changed");
      },
    },
    change,
  );
}

/**
 * Deletes a row the change has locked (`lock.offer(id)`, …) if it is still the version
 * the staff member saw; otherwise answers not found or a conflict, and the refusal
 * rolls back whatever the change wrote first. `dependents` removes what points at the
 * row (a slide's photos) once the version is known to match. The version is in the
 * DELETE too, so a save committed meanwhile makes it delete nothing.
 */
export async function deleteAtVersion<R extends { id: number; version: number }>(
  trx: Transaction<Tables>,
  table: "offers" | "store_closures" | "showcase_slides",
  row: R | undefined,
  version: number,
  dependents?: () => Promise<void>,
): Promise<typeof NOT_FOUND | typeof CONFLICT | { readonly ok: true; row: R }> {
  if (!row) return NOT_FOUND;
  if (row.version !== version) return CONFLICT;
  await dependents?.();
  const deleted = await trx
    .deleteFrom(table)
    .where("id", "=", row.id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? ({ ok: true, row } as const) : CONFLICT;
}

const SECTION_NAMES: Record<Section, string> = {
  store: "Store details",
  hours: "Hours",
  closures: "Closures",
  offers: "Offers",
  announcement: "Banner",
  claims: "Claims",
  showcase: "Showcase",
};

/**
 * Records who changed what, in the change's own transaction: in the section's own
 * history (shown on its screen) and in the owner's activity log.
 */
export async function recordSettingsChange(
  trx: Transaction<Tables>,
  actor: Actor,
  change: { section: Section; subject: string; action: string; fields?: string[] },
  at: string,
) {
  await trx
    .insertInto("settings_changes")
    .values({
      at,
      admin_id: actor.id,
      admin_name: actor.name?.trim() || actor.username,
      section: change.section,
      subject: change.subject,
      action: change.action,
      fields: JSON.stringify(change.fields ?? []),
    })
    .execute();
  await recordActivity(
    trx,
    {
      action: "settings.changed",
      actor,
      subject: change.subject,
      detail: {
        section: SECTION_NAMES[change.section],
        change: change.action,
        fields: change.fields?.join(", ") || null,
      },
    },
    new Date(at),
  );
}

export type HistoryEntry = { id: number; at: string; who: string; subject: string; action: string; fields: string[] };

/** The latest changes of a section, newest first (each screen shows its own). */
export async function settingsHistory(
  database: Database,
  section: Section,
  limit = 20,
  subjectPrefix?: string,
): Promise<HistoryEntry[]> {
  let query = database.db
    .selectFrom("settings_changes")
    .select(["id", "at", "admin_name", "subject", "action", "fields"])
    .where("section", "=", section);
  if (subjectPrefix !== undefined) query = query.where("subject", "=", subjectPrefix);
  const rows = await query.orderBy("id", "desc").limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    who: r.admin_name,
    subject: r.subject,
    action: r.action,
    fields: JSON.parse(r.fields) as string[],
  }));
}
