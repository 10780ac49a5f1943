import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "admins")
        .addColumn("username", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("name", "text")
        .addColumn("email", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("last_seen_ms", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_admin_id").on("sessions").column("admin_id").execute();
      await id(db, "login_attempts")
        .addColumn("username", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("at_ms", "bigint", (c) => c.notNull())
        .addColumn("success", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("login_attempts_username")
        .on("login_attempts")
        .columns(["username", "at_ms"])
        .execute();
      await db.schema
        .createIndex("login_attempts_address")
        .on("login_attempts")
        .columns(["address", "at_ms"])
        .execute();
    },
  };
}
