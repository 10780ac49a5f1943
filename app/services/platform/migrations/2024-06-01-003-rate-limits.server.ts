import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { createTableWithId } from "./schema-helpers.server.ts";

export function migration(kind: DatabaseKind): Migration {
  const id = createTableWithId(kind);
  return {
    async up(db: Kysely<unknown>) {
      await id(db, "rate_limit_hits")
        .addColumn("bucket", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("at_ms", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("rate_limit_hits_lookup")
        .on("rate_limit_hits")
        .columns(["bucket", "key", "at_ms"])
        .execute();
    },
  };
}
