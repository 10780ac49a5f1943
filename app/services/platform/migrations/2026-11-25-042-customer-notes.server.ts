import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      const double = kind === "postgres" ? sql`double precision` : sql`real`;
      // The shop's memory of a client, by the same key as their messages and bookings
      // (E.164 phone, else e-mail): staff notes, and measurements with when and by whom.
      await id(db, "customer_notes")
        .addColumn("customer_key", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("customer_notes_customer")
        .on("customer_notes")
        .columns(["customer_key", "created_at"])
        .execute();
      // Inches, as a tailor's tape reads them; a blank is a measure not taken that day.
      await id(db, "customer_measurements")
        .addColumn("customer_key", "text", (c) => c.notNull())
        .addColumn("chest", double)
        .addColumn("waist", double)
        .addColumn("sleeve", double)
        .addColumn("inseam", double)
        .addColumn("neck", double)
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("taken_on", "text", (c) => c.notNull())
        .addColumn("taken_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("customer_measurements_customer")
        .on("customer_measurements")
        .columns(["customer_key", "taken_on"])
        .execute();
    },
  };
}
