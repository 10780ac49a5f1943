import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../db.server.ts";
import { rebuildCustomers } from "../../inbox/customer-projection.server.ts";

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
