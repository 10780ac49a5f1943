import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

/**
 * One customer-key rule for messages and bookings (app/lib/contact/phone.ts): a phone
 * that does not parse now keys a message by its digits, as it already keyed a
 * booking, instead of by the e-mail, so such a visitor's bookings and messages meet
 * on one Customers page. Only messages without an E.164 phone can change. The rule is
 * written out here, not imported, so this migration never changes after it ships.
 */
export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      type Row = { id: number; phone: string; email: string; customer_key: string };
      let after = 0;
      for (;;) {
        const rows = (
          await sql<Row>`select id, phone, email, customer_key from contact_messages
            where phone_e164 is null and id > ${after} order by id limit 1000`.execute(db)
        ).rows;
        if (rows.length === 0) break;
        for (const row of rows) {
          const digits = row.phone.replace(/\D/g, "");
          const key = digits.length >= 7 && digits.length <= 15 ? digits : row.email.trim().toLowerCase();
          if (key !== row.customer_key) {
            await sql`update contact_messages set customer_key = ${key} where id = ${row.id}`.execute(db);
          }
        }
        after = Number(rows.at(-1)!.id);
      }
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
