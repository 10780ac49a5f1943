import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "bookings")
        .addColumn("reference", "text", (c) => c.notNull().unique())
        .addColumn("kind", "text", (c) => c.notNull())
        // No foreign key: a booking keeps its item's title and picture as they were
        // when the item is later hidden or deleted.
        .addColumn("item_id", "integer")
        .addColumn("item_ref", "text")
        .addColumn("item_title", "text")
        .addColumn("item_image_key", "text")
        .addColumn("item_image_kind", "text")
        .addColumn("purpose", "text")
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("time", "text", (c) => c.notNull())
        .addColumn("starts_at", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("phone_e164", "text")
        .addColumn("customer_key", "text", (c) => c.notNull())
        .addColumn("size", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
        .addColumn("status_at", "text")
        .addColumn("status_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("submission_key", "text", (c) => c.unique())
        .execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("bookings").columns(columns).execute();
      // The capacity check counts one slot's holding bookings inside the insert's transaction.
      await index("bookings_slot", ["date", "time", "status"]);
      await index("bookings_starts_at", ["starts_at", "id"]);
      await index("bookings_status", ["status", "starts_at"]);
      await index("bookings_customer", ["customer_key", "starts_at"]);

      await id(db, "booking_changes")
        .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("admin_name", "text", (c) => c.notNull())
        .addColumn("from_status", "text", (c) => c.notNull())
        .addColumn("to_status", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("booking_changes_booking")
        .on("booking_changes")
        .columns(["booking_id", "at"])
        .execute();
    },
  };
}
