import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("customers")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("phone_e164", "text")
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("messages", "integer", (c) => c.notNull())
        .addColumn("first_at", "text", (c) => c.notNull())
        .addColumn("last_at", "text", (c) => c.notNull())
        .addColumn("last_message_id", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("customers_last_at").on("customers").columns(["last_at", "key"]).execute();
      await rebuildCustomers(db);
    },
  };
}

/**
 * Fills the customers table from the messages, as app/services/inbox's rebuildCustomers
 * did when this migration shipped: written out here, so replaying it never runs a later
 * projection. (No message can be spam yet: that status arrives with 2026-11-25-040.)
 */
async function rebuildCustomers(db: Kysely<unknown>): Promise<void> {
  await sql`delete from customers`.execute(db);
  await sql`
    insert into customers (key, name, phone, phone_e164, email, messages, first_at, last_at, last_message_id)
    select m.customer_key, m.name, m.phone, m.phone_e164, m.email, g.n, g.first_at, g.last_at, g.last_id
    from (
      select customer_key, count(*) as n, min(created_at) as first_at, max(created_at) as last_at, max(id) as last_id
      from contact_messages group by customer_key
    ) g
    join contact_messages m on m.id = g.last_id`.execute(db);
}
