import type { Target } from "../../lib/inbox/inbox-actions.ts";
import type { Kysely } from "kysely";
import type { Database, Tables } from "../platform/db.server.ts";
import { deleteOutboxFor } from "../mail/index.server.ts";
import { recordActivity, type ActivityActor } from "../platform/activity.server.ts";
import { refreshCustomers } from "./customer-projection.server.ts";

/** The reference outbox rows carry for a message (deleting it deletes them). */
export function messageRef(id: number): string {
  return `contact_message:${id}`;
}

/**
 * Deletes messages for good, with their alerts still in the outbox. Like a status
 * change, a message changed since the staff member saw it is left alone. `by`: the
 * staff member, whose line in the activity log (how many, never what they said) is
 * written in the same transaction, so a delete is never done unlogged.
 */
export async function deleteMessages(
  database: Database,
  targets: readonly Target[],
  by?: ActivityActor,
): Promise<{ deleted: number; stale: number; missing: number }> {
  const outcome = { deleted: 0, stale: 0, missing: 0 };
  await database.db.transaction().execute(async (trx) => {
    const people = new Set<string>();
    for (const target of targets) {
      const current = await trx
        .selectFrom("contact_messages")
        .select(["version", "customer_key"])
        .where("id", "=", target.id)
        .executeTakeFirst();
      if (!current) {
        outcome.missing++;
        continue;
      }
      const result = await trx
        .deleteFrom("contact_messages")
        .where("id", "=", target.id)
        .where("version", "=", target.version)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) {
        outcome.stale++;
        continue;
      }
      outcome.deleted++;
      people.add(current.customer_key);
      await deleteOutboxFor(trx, messageRef(target.id));
    }
    await refreshCustomers(trx, database.kind, people);
    if (by && outcome.deleted > 0) {
      await recordActivity(trx, { action: "messages.deleted", actor: by, detail: { count: outcome.deleted } });
    }
  });
  return outcome;
}

/**
 * A customer deleted (customers' deleteCustomer, in its transaction): every message
 * they sent, Spam included, its alerts still in the outbox, and their row in the
 * customers projection.
 */
export async function deleteMessagesOf(
  trx: Kysely<Tables>,
  kind: Database["kind"],
  customerKey: string,
): Promise<number> {
  const rows = await trx.selectFrom("contact_messages").select("id").where("customer_key", "=", customerKey).execute();
  if (rows.length > 0) {
    await trx.deleteFrom("contact_messages").where("customer_key", "=", customerKey).execute();
    await deleteOutboxFor(
      trx,
      rows.map((r) => messageRef(r.id)),
    );
  }
  await refreshCustomers(trx, kind, [customerKey]);
  return rows.length;
}

/**
 * Deletes messages older than `before` (retention; `onlySpam`: what was left in Spam),
 * a batch per transaction.
 */
export async function deleteMessagesBefore(
  database: Database,
  before: Date,
  batch = 500,
  onlySpam = false,
): Promise<number> {
  const cutoff = before.toISOString();
  let total = 0;
  for (;;) {
    const deleted = await database.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("contact_messages")
        .select(["id", "customer_key"])
        .where("created_at", "<", cutoff)
        .$if(onlySpam, (q) => q.where("status", "=", "spam"))
        .orderBy("created_at")
        .limit(batch)
        .execute();
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      await trx.deleteFrom("contact_messages").where("id", "in", ids).execute();
      await deleteOutboxFor(trx, ids.map(messageRef));
      await refreshCustomers(
        trx,
        database.kind,
        rows.map((r) => r.customer_key),
      );
      return ids.length;
    });
    total += deleted;
    if (deleted < batch) return total;
  }
}
