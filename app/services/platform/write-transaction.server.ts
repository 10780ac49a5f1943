import { sql, type Transaction } from "kysely";
import type { Database, Tables } from "./db.server.ts";

/**
 * The one way staff changes are written, whatever the domain (catalogue, settings):
 * one transaction for the change, its history lines and the version every instance's
 * page cache watches.
 *
 * - A refusal (the change answers `{ ok: false, … }`: a conflict, not found, invalid)
 *   rolls back everything the change wrote before it refused: nothing is half-saved.
 * - The version row is raised only when the change wrote a line in its history: every
 *   visible change is one the history shows, so a save that changed nothing (the same
 *   words saved again, a move past the end) raises nothing and drops no cached page.
 * - `afterChange` (drop this process's rendered pages, its copy of the settings) runs
 *   only after a raise has committed.
 */
export type WriteTransaction<L> = {
  /** The one-row table whose version the page cache of every instance watches. */
  version: "catalogue_version" | "settings_version";
  /** The change history a visible change writes a line in. */
  history: "catalogue_changes" | "settings_changes";
  /** The row locks the domain's changes take (see `lockedRow`). */
  locks: (trx: Transaction<Tables>) => L;
  afterChange: () => void;
};

/** Thrown inside the transaction to roll it back, carrying the refusal out. */
class Refused extends Error {
  readonly result: unknown;
  constructor(result: unknown) {
    super("refused");
    this.result = result;
  }
}

function isRefusal(value: unknown): boolean {
  return typeof value === "object" && value !== null && "ok" in value && value.ok === false;
}

/**
 * The newest history line's id: one written by this transaction is above any seen
 * before it started (ids only grow). Another instance's line committed meanwhile may
 * raise it too, which costs one extra raise and never a missed one.
 */
async function lastHistoryId(trx: Transaction<Tables>, history: WriteTransaction<unknown>["history"]) {
  const row = await trx
    .selectFrom(history)
    .select(sql<number | null>`max(id)`.as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function writeTransaction<T, L>(
  database: Database,
  options: WriteTransaction<L>,
  change: (trx: Transaction<Tables>, lock: L) => Promise<T>,
): Promise<T> {
  let outcome: { value: T; changed: boolean };
  try {
    outcome = await database.db.transaction().execute(async (trx) => {
      const before = await lastHistoryId(trx, options.history);
      const value = await change(trx, options.locks(trx));
      if (isRefusal(value)) throw new Refused(value);
      const changed = (await lastHistoryId(trx, options.history)) > before;
      if (changed) {
        await trx
          .updateTable(options.version)
          .set((eb) => ({ version: eb("version", "+", 1) }))
          .where("id", "=", 1)
          .execute();
      }
      return { value, changed };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result as T;
    throw error;
  }
  if (outcome.changed) options.afterChange();
  return outcome.value;
}
