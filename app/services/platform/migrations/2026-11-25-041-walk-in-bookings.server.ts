import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Who made a booking: the visitor on the site, or staff at the counter or on the
      // phone (a walk-in), and which member of staff.
      await db.schema
        .alterTable("bookings")
        .addColumn("source", "text", (c) => c.notNull().defaultTo("site"))
        .execute();
      await db.schema.alterTable("bookings").addColumn("created_by", "text").execute();
      // The addresses the shop's own counter books from (a staff walk-in booking
      // records its address): visitors booking over the shop's Wi-Fi share it, and
      // the per-address limit must never lock the shop out of booking.
      await db.schema
        .createTable("store_addresses")
        .addColumn("address", "text", (c) => c.primaryKey())
        .addColumn("last_seen_ms", "bigint", (c) => c.notNull())
        .execute();
    },
  };
}
