import { sql, type Kysely } from "kysely";
import type { Database, Tables } from "../platform/db.server.ts";

/*
 * The customers table is a projection of the messages: one row per person (by
 * `customer_key`), kept in step in the same transaction as every insert and delete of
 * a message. Its readers are in services/customers (customers.server.ts); its writers
 * are here, beside the inbox's writes that call them inside their transactions, so the
 * customer list imports the inbox and never the other way round (no folder-level loop).
 */

/**
 * Recomputes the customers rows of `keys` from their messages, inside the caller's
 * transaction. On PostgreSQL a per-person advisory lock orders two transactions
 * that store messages from the same person, so the later one counts the earlier
 * one's message (each statement sees what was committed before it).
 */
export async function refreshCustomers(
  trx: Kysely<Tables>,
  kind: Database["kind"],
  keys: Iterable<string>,
): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    if (kind === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${`customer:${key}`}))`.execute(trx);
    const group = await trx
      .selectFrom("contact_messages")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.min("created_at").as("first_at"),
        eb.fn.max("created_at").as("last_at"),
        eb.fn.max("id").as("last_id"),
      ])
      .where("customer_key", "=", key)
      // Spam is nobody's message until it is moved to the inbox.
      .where("status", "!=", "spam")
      .executeTakeFirstOrThrow();
    const latest =
      Number(group.n) > 0
        ? await trx
            .selectFrom("contact_messages")
            .select(["name", "phone", "phone_e164", "email"])
            .where("id", "=", Number(group.last_id))
            .executeTakeFirst()
        : undefined;
    if (!latest) {
      await trx.deleteFrom("customers").where("key", "=", key).execute();
      continue;
    }
    const row = {
      ...latest,
      messages: Number(group.n),
      first_at: String(group.first_at),
      last_at: String(group.last_at),
      last_message_id: Number(group.last_id),
    };
    await trx
      .insertInto("customers")
      .values({ key, ...row })
      .onConflict((oc) => oc.column("key").doUpdateSet(row))
      .execute();
  }
}

/** Fills the customers table from the messages (the migration, and a benchmark that seeds messages directly). */
export async function rebuildCustomers(db: Kysely<unknown>): Promise<void> {
  await sql`delete from customers`.execute(db);
  await sql`
    insert into customers (key, name, phone, phone_e164, email, messages, first_at, last_at, last_message_id)
    select m.customer_key, m.name, m.phone, m.phone_e164, m.email, g.n, g.first_at, g.last_at, g.last_id
    from (
      select customer_key, count(*) as n, min(created_at) as first_at, max(created_at) as last_at, max(id) as last_id
      from contact_messages where status <> 'spam' group by customer_key
    ) g
    join contact_messages m on m.id = g.last_id`.execute(db);
}
