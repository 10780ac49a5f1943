import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";

export function migration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The timer in pruning.server.ts deletes by age across all keys.
      await db.schema.createIndex("rate_limit_hits_at_ms").on("rate_limit_hits").column("at_ms").execute();
      await db.schema.createIndex("login_attempts_at_ms").on("login_attempts").column("at_ms").execute();
    },
  };
}
