import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "contact_messages")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("contact_messages_created_at")
        .on("contact_messages")
        .columns(["created_at", "id"])
        .execute();
    },
  };
}
