import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "outbox")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("ref", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_ms", "bigint", (c) => c.notNull())
        .addColumn("next_attempt_ms", "bigint", (c) => c.notNull())
        .addColumn("locked_until_ms", "bigint")
        .addColumn("sent_ms", "bigint")
        .addColumn("last_error", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_ms"]).execute();
      await db.schema.createIndex("outbox_ref").on("outbox").column("ref").execute();
    },
  };
}
