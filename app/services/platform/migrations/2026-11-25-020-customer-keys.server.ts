import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../db.server.ts";
import { rebuildCustomers } from "../../inbox/customer-projection.server.ts";

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
