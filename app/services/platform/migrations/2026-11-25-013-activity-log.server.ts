import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      // Who did what and when (app/services/accounts/activity.server.ts). The actor's
      // name is kept as text, so a deleted account's history still says who it was.
      await id(db, "activity_log")
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
        .addColumn("actor_name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("subject", "text")
        .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("address", "text")
        .execute();
      await db.schema.createIndex("activity_log_at").on("activity_log").column("at").execute();
      await db.schema.createIndex("activity_log_actor").on("activity_log").columns(["actor_id", "at"]).execute();
      await db.schema.createIndex("activity_log_kind").on("activity_log").columns(["kind", "at"]).execute();
    },
  };
}
